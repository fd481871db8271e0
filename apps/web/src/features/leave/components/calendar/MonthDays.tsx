import { cn } from '../../../../lib/cn';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { translateOr, useT } from '../../../../lib/i18n/app';
import { toDigits } from '../../../../lib/i18n/format';
import { numberText, typeText } from '../leave-text';
import { dayLabel, mondayColumn, weekdayHeadings, type CalendarDay } from './month-days';

function DayContent({ day }: { day: CalendarDay }) {
  const { t } = useT();
  return (
    <ul className="grid gap-1">
      {day.holidays.map((holiday) => (
        <li key={holiday.name} className="rounded bg-secondary px-1.5 py-0.5 text-xs">
          {t('lcal.holiday', { name: holiday.name })}
        </li>
      ))}
      {day.entries.map((entry) => (
        <li
          key={`${entry.leaveId}-${entry.date}`}
          className={cn(
            'rounded px-1.5 py-0.5 text-xs break-words',
            entry.status === 'Approved'
              ? 'bg-success/12 text-[oklch(0.42_0.12_155)]'
              : 'border border-dashed border-warning bg-warning/10 text-[oklch(0.45_0.11_60)]',
          )}
        >
          <span className="font-medium">{entry.employeeName}</span>: {typeText(entry.type)}
          {entry.days !== 1 ? ` ${t('lcal.dayPart', { days: numberText(entry.days) })}` : ''}
          {entry.sandwiched ? ` ${t('lcal.sandwiched')}` : ''}
          {entry.status !== 'Approved' ? `, ${translateOr(`leaveStatus.${entry.status}`, entry.status)}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * The month's days: on a wide screen a Monday-first month grid (a list of days laid out in 7 columns), on
 * a phone a list of only the days with someone on leave or a holiday. Nothing in it takes focus; a
 * screen reader reads each day's heading and its list.
 */
export function MonthDays({ days, monthLabel }: { days: CalendarDay[]; monthLabel: string }) {
  const { t, language, digits } = useT();
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    const busy = days.filter((day) => day.holidays.length > 0 || day.entries.length > 0);
    return (
      <ol aria-label={t('lcal.leaveIn', { month: monthLabel })} className="grid gap-2">
        {busy.map((day) => (
          <li key={day.date} className="grid gap-1 rounded-md border p-2">
            <h4 className="text-sm font-medium">{dayLabel(day.date, language, digits)}</h4>
            <DayContent day={day} />
          </li>
        ))}
      </ol>
    );
  }
  const lead = days[0] ? mondayColumn(days[0].date) : 0;
  return (
    <div className="grid gap-1">
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground">
        {weekdayHeadings(language).map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol aria-label={t('lcal.leaveIn', { month: monthLabel })} className="grid grid-cols-7 gap-1">
        {days.map((day, index) => (
          <li
            key={day.date}
            style={index === 0 ? { gridColumnStart: lead + 1 } : undefined}
            className={cn(
              'grid min-h-20 content-start gap-1 rounded-md border p-1.5',
              day.holidays.length > 0 ? 'bg-muted/60' : '',
            )}
          >
            <h4 className="text-xs font-medium">
              <span aria-hidden="true">{toDigits(String(Number(day.date.slice(8, 10))), digits)}</span>
              <span className="sr-only">{dayLabel(day.date, language, digits)}</span>
            </h4>
            <DayContent day={day} />
          </li>
        ))}
      </ol>
    </div>
  );
}
