import { toast } from '../../../lib/toast';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { formatDateDMY, formatTime12h, type CalendarEvent } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCompleteEvent, useDeleteEvent } from '../api/my-events';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

interface EventItemProps {
  event: CalendarEvent;
  userId: string;
  isToday: boolean;
  /** The employee dashboard also colours completed events green (never the only signal). */
  greenWhenDone: boolean;
}

export function EventItem({ event, userId, isToday, greenWhenDone }: EventItemProps) {
  const { t, digits } = useT();
  const complete = useCompleteEvent(userId);
  const remove = useDeleteEvent(userId);
  const done = event.status === 'completed';

  const onComplete = () =>
    complete.mutate(event._id, {
      onSuccess: () => toast.success(t('events.completedToast')),
      onError: () => toast.error(t('events.statusFailed')),
    });
  const onDelete = () =>
    remove.mutate(event._id, {
      onSuccess: () => toast.success(t('events.deleted')),
      onError: () => toast.error(t('events.deleteFailed')),
    });

  return (
    <li
      data-testid="event-item"
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between',
        done && greenWhenDone && 'border-success/40 bg-success/10',
      )}
    >
      <div className="min-w-0 grid gap-0.5">
        <p
          className={cn(
            'font-medium break-words',
            done && 'line-through',
            done && greenWhenDone && 'text-success',
          )}
        >
          {event.title}
        </p>
        <p className="text-xs text-muted-foreground">
          {isToday ? '' : `${toDigits(formatDateDMY(event.date), digits)} · `}
          {toDigits(formatTime12h(event.time), digits)}
        </p>
        {event.description ? (
          <p className={cn('text-sm break-words text-muted-foreground', done && 'line-through')}>
            {event.description}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {done ? <Badge variant="success">{t('events.completed')}</Badge> : null}
        {isToday && !done ? (
          <Button size="sm" variant="outline" loading={complete.isPending} onClick={onComplete}>
            {complete.isPending ? null : <CheckCircle2 className="size-4" aria-hidden="true" />}
            {t('events.markComplete')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('events.delete', { title: event.title })}
          loading={remove.isPending}
          onClick={onDelete}
        >
          {remove.isPending ? null : <Trash2 className="size-4" aria-hidden="true" />}
        </Button>
      </div>
    </li>
  );
}
