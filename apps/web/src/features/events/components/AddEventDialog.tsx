import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { EVENT_DESCRIPTION_MAX, EVENT_MESSAGES, EVENT_TITLE_MAX, isScheduleTime } from '@hrms/shared';
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
import { useCreateEvent } from '../api/my-events';

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  today: string;
  /** A day picked in the calendar, offered as the date. */
  initialDate?: string;
}

const EMPTY = { title: '', description: '', date: '', time: '' };

/** 'Add New Event': title, optional description, a date from today on, and a time. */
export function AddEventDialog({ open, onOpenChange, userId, today, initialDate }: AddEventDialogProps) {
  // The parent remounts the dialog on each opening (key), so every opening starts empty.
  const [form, setForm] = useState(() => ({
    ...EMPTY,
    date: initialDate && initialDate >= today ? initialDate : '',
  }));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEvent(userId);
  const set = (field: keyof typeof EMPTY, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const changeOpen = (next: boolean) => {
    setError(null);
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const title = form.title.trim();
    const problem =
      !title || !form.date || !form.time
        ? EVENT_MESSAGES.required
        : form.date < today
          ? EVENT_MESSAGES.pastDate
          : !isScheduleTime(form.time)
            ? EVENT_MESSAGES.invalidTime
            : null;
    setError(problem);
    if (problem) return;
    create.mutate(
      { title, description: form.description.trim(), date: form.date, time: form.time },
      {
        onSuccess: () => {
          toast.success(EVENT_MESSAGES.created);
          changeOpen(false);
        },
        // The dialog stays open with what was typed.
        onError: () => toast.error(EVENT_MESSAGES.createFailed),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Event</DialogTitle>
          <DialogDescription>Only you can see your events.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ScheduleFields
            idPrefix="event"
            values={form}
            onChange={set}
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
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Event
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
