import { lazy, useState } from 'react';
import { CalendarDays, Plus } from 'lucide-react';
import type { CalendarEvent, Role } from '@hrms/shared';
import { Deferred } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgToday } from '../../../lib/org-clock';
import { useMyEvents } from '../api/my-events';
import { EventItem } from './EventItem';
import { useT } from '../../../lib/i18n/app';
import { EventsCalendar } from './EventsCalendar';

// The form (zod, react-hook-form, the date and time pickers) loads when the dialog first opens.
const AddEventDialog = lazy(() => import('./AddEventDialog').then((m) => ({ default: m.AddEventDialog })));

interface EventsSectionProps {
  userId: string;
  role: Role;
}

function EventList({
  title,
  events,
  empty,
  ...item
}: {
  title: string;
  events: CalendarEvent[];
  empty: string;
  userId: string;
  isToday: boolean;
  greenWhenDone: boolean;
}) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {events.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {events.map((event) => (
            <EventItem key={event._id} event={event} {...item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home: a month calendar beside My Events (Today and Upcoming) with the add button. */
export function EventsSection({ userId, role }: EventsSectionProps) {
  const { t } = useT();
  const today = useOrgToday();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const query = useMyEvents(userId);
  const events = query.data ?? [];
  const todays = events.filter((event) => event.date === today);
  const upcoming = events.filter((event) => event.date > today);
  const eventDates = [...new Set(events.filter((e) => e.date >= today).map((e) => e.date))].sort().join(',');
  const isEmployee = role === 'Employee';

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[auto_1fr]">
      <Card className="min-w-0 items-center">
        <CardContent className="flex justify-center px-2 sm:px-6">
          <EventsCalendar picked={picked} today={today} eventDates={eventDates} onPick={setPicked} />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            {t('events.title')}
          </CardTitle>
          <Button size="sm" onClick={() => setOpen(true)}>
            {isEmployee ? null : <Plus className="size-4" aria-hidden="true" />}
            {isEmployee ? t('events.addPlus') : t('events.add')}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {renderListState({
            query,
            loading: t('events.loading'),
            rows: 2,
            variant: 'card',
            retry: false,
          }) ?? (
            <>
              <EventList
                title={t('events.today')}
                events={todays}
                empty={t('events.noneToday')}
                userId={userId}
                isToday
                greenWhenDone={isEmployee}
              />
              <EventList
                title={t('events.upcoming')}
                events={upcoming}
                empty={t('events.noneUpcoming')}
                userId={userId}
                isToday={false}
                greenWhenDone={isEmployee}
              />
            </>
          )}
        </CardContent>
      </Card>
      <Deferred when={open}>
        <AddEventDialog
          key={String(open)}
          open={open}
          onOpenChange={setOpen}
          userId={userId}
          today={today}
          initialDate={picked}
        />
      </Deferred>
    </div>
  );
}
