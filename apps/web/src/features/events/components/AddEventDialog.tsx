import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, eventFormSchema } from '@hrms/shared';
import { ScheduleFields } from '../../../components/schedule-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { useCreateEvent } from '../api/my-events';
import { translate, useT } from '../../../lib/i18n/app';
import { eventRuleText } from './event-text';

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  today: string;
  /** A day picked in the calendar, offered as the date. */
  initialDate?: string;
}

/** 'Add New Event': title, optional description, a date from today on, and a time. */
export function AddEventDialog({ open, onOpenChange, userId, today, initialDate }: AddEventDialogProps) {
  const { t } = useT();
  // The parent remounts the dialog on each opening (key), so every opening starts empty.
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(eventFormSchema(today)),
    defaultValues: {
      title: '',
      description: '',
      date: initialDate && initialDate >= today ? initialDate : '',
      time: '',
    },
  });
  const values = useWatch({ control: form.control });
  const english = firstErrorMessage(form.formState.errors);
  const error = english ? eventRuleText(english) : english;
  const create = useCreateEvent(userId);

  const changeOpen = (next: boolean) => {
    form.clearErrors();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ title, description, date, time }) =>
    create.mutate(
      { title, description, date, time },
      {
        onSuccess: () => {
          toast.success(translate('eventForm.created'));
          changeOpen(false);
        },
        // The dialog stays open with what was typed.
        onError: () => toast.error(translate('eventForm.createFailed')),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('eventForm.title')}</DialogTitle>
          <DialogDescription>{t('eventForm.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <ScheduleFields
            idPrefix="event"
            values={values}
            onChange={(field, value) => form.setValue(field, value)}
            maxLength={{ title: EVENT_TITLE_MAX, description: EVENT_DESCRIPTION_MAX }}
            minDate={today}
            today={today}
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={create.isPending}>
              {t('eventForm.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('eventForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
