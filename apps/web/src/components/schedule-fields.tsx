import { DatePicker } from './ui/date-picker';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';
import { useT } from '../lib/i18n/app';

/** What an event and a task both are: something with a title, a description, a day and a time. */
export interface ScheduleValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or '' */
  date: string;
  /** 'HH:MM' or '' */
  time: string;
}

interface ScheduleFieldsProps {
  /** Prefix of the inputs' ids, which their labels point at ('event' -> event-title, event-date...). */
  idPrefix: string;
  /** As a form holds them: a field not set yet (or null) shows as empty. */
  values: { [K in keyof ScheduleValues]?: string | null };
  onChange: (field: keyof ScheduleValues, value: string) => void;
  /** The domain's limits from @hrms/shared (EVENT_TITLE_MAX...), the same the server checks. */
  maxLength: { title: number; description: number };
  /** The organisation's today, marked in the calendar. */
  today: string;
  /** Days before this cannot be picked; left out where a stored day (maybe past) must stay shown. */
  minDate?: string;
  readOnly?: boolean;
}

/**
 * Title *, Description, Date * and Time *: the fields the event and task dialogs share (the browser side
 * of @hrms/shared's schedule-fields rules).
 */
export function ScheduleFields({
  idPrefix,
  values,
  onChange,
  maxLength,
  today,
  minDate,
  readOnly,
}: ScheduleFieldsProps) {
  const { t } = useT();
  const id = (field: keyof ScheduleValues) => `${idPrefix}-${field}`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id('title')}>{t('schedule.title')}</Label>
        <Input
          id={id('title')}
          value={values.title ?? ''}
          maxLength={maxLength.title}
          readOnly={readOnly}
          onChange={(e) => onChange('title', e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('description')}>{t('schedule.description')}</Label>
        <Textarea
          id={id('description')}
          value={values.description ?? ''}
          maxLength={maxLength.description}
          rows={3}
          readOnly={readOnly}
          onChange={(e) => onChange('description', e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('date')}>{t('schedule.date')}</Label>
          <DatePicker
            id={id('date')}
            value={values.date ?? ''}
            onChange={(value) => onChange('date', value)}
            min={minDate}
            today={today}
            disabled={readOnly}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('time')}>{t('schedule.time')}</Label>
          <Input
            id={id('time')}
            type="time"
            value={values.time ?? ''}
            readOnly={readOnly}
            onChange={(e) => onChange('time', e.target.value)}
          />
        </div>
      </div>
    </>
  );
}
