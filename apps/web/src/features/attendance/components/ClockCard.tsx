import { Clock3, LogIn, LogOut } from 'lucide-react';
import {
  DEFAULT_PUNCH_WINDOW,
  formatTime12h as time12h,
  punchView,
  weeklyOffCalendar,
  type AttendanceRecord,
  type DailyState,
  type PunchWindow,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatTime12h } from '../../../lib/format';
import { useOrgClock } from '../../../lib/org-clock';
import { useOrgConfig } from '../../../lib/org-config';
import { usePersonShift } from '../../../lib/shifts';
import { useWorkCalendar } from '../../../lib/work-calendar';
import { useMyAttendanceOn } from '../api/my-attendance';
import { usePunch } from '../api/punch';
import { useAttendanceLiveUpdates } from '../hooks/use-attendance-live-updates';
import { AttendanceStatusBadge } from './StatusBadge';
import { translate, useT } from '../../../lib/i18n/app';
import { formatDate, intlLocale } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/languages';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'hh:mm:ss AM' from the organisation's wall clock. */
export function clockText(hour: number, minute: number, second: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(h12)}:${pad(minute)}:${pad(second)} ${hour >= 12 ? 'PM' : 'AM'}`;
}

// Building an Intl formatter costs far more than using one, and the clock renders every second.
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

function longDate(now: Date, timeZone: string, language: Language): string {
  const key = `${language}|${timeZone}`;
  let format = longDateFormats.get(key);
  if (!format) {
    // The weekday and month by name in the person's language ('शनिवार, 28 नवंबर 2026').
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDateFormats.set(key, format);
  }
  return format.format(now);
}

function stateLine(state: DailyState, showAbsent: boolean, today: AttendanceRecord | null): string {
  if (showAbsent) return translate('clock.absent');
  if (state === 'punched-in')
    return translate('clock.punchedInAt', { time: formatTime12h(today?.checkIn ?? '--') });
  if (state === 'completed') {
    return today && today.checkOut !== '--'
      ? translate('clock.punchedOutAt', { time: formatTime12h(today.checkOut) })
      : translate('clock.markedToday');
  }
  return translate('clock.notPunchedIn');
}

/** '09:30' -> '9:30 AM': the hint's times ('Punch in between 9:00 AM and 11:00 AM' by default). */
const hintTime = (hhmm: string) => time12h(hhmm).replace(/^0/, '');

/** The hint under the title, with the person's own window (the spec's 09:00-11:00 by default). */
const windowHint = ({ punchInFrom, punchInUntil }: PunchWindow): string =>
  translate('clock.windowHint', { from: hintTime(punchInFrom), until: hintTime(punchInUntil) });

/**
 * The live clock and date with Punch In / Punch Out (Employee) or the 'Mark Your Attendance' card
 * (Admin, HR). State, window and "Absent after the window" come from the shared punchView over the work
 * calendar (weekly offs, patterns, holidays) and the person's shift, so the buttons agree with what the
 * server will accept; the clock follows the server's clock. Until the calendar and the shift have loaded
 * (or if they cannot be read) the spec's rule applies: WEEKLY_OFF and 09:00-11:00.
 */
export function ClockCard({ role, userId }: { role: Role; userId: string }) {
  const { t, language, digits } = useT();
  useAttendanceLiveUpdates({ id: userId }, role, { staffLists: false });
  const clock = useOrgClock();
  const { config } = useOrgConfig();
  const mine = useMyAttendanceOn(role, userId, clock.date);
  const punchIn = usePunch(role, userId, 'in');
  const punchOut = usePunch(role, userId, 'out');
  const calendar = useWorkCalendar(clock.date, clock.date).calendar;
  const shift = usePersonShift(userId).data?.current.shift;
  const punchWindow = shift ?? DEFAULT_PUNCH_WINDOW;
  const day = (calendar ?? weeklyOffCalendar(config?.weeklyOff ?? [0])).day(clock.date);
  const today = mine.data?.find((row) => row.date === clock.date) ?? null;
  const view = punchView(today, clock, day, punchWindow);
  const busy = mine.isPending || punchIn.isPending || punchOut.isPending;
  const vars = { today: clock.date, time: clock.time };
  const title = role === 'Employee' ? t('clock.today') : t('clock.markYourAttendance');

  return (
    <Card aria-labelledby="clock-card-title">
      <CardHeader>
        <CardTitle id="clock-card-title" className="flex items-center gap-2">
          <Clock3 className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{windowHint(punchWindow)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1">
          <p
            className="font-mono text-3xl font-semibold tabular-nums sm:text-4xl"
            aria-label={t('clock.currentTime')}
            role="timer"
          >
            {clockText(clock.hour, clock.minute, clock.second)}
          </p>
          <p className="text-sm text-muted-foreground">
            {longDate(clock.now, clock.timeZone, language)} · {formatDate(clock.date, digits)}
          </p>
          <p
            className="mt-2 flex flex-wrap items-center gap-2 text-sm"
            data-testid="punch-state"
            data-state={view.showAbsent ? 'absent' : view.state}
          >
            {today ? (
              <AttendanceStatusBadge status={today.status} />
            ) : view.showAbsent ? (
              <AttendanceStatusBadge status="Absent" />
            ) : null}
            <span>{stateLine(view.state, view.showAbsent, today)}</span>
          </p>
          {view.message ? (
            <p className="text-sm text-destructive" role="note">
              {view.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button
            className="min-w-32 flex-1"
            disabled={!view.canPunchIn || busy}
            loading={punchIn.isPending}
            onClick={() => punchIn.mutate(vars)}
          >
            <LogIn aria-hidden="true" /> {t('clock.punchIn')}
          </Button>
          <Button
            variant="outline"
            className="min-w-32 flex-1"
            disabled={!view.canPunchOut || busy}
            loading={punchOut.isPending}
            onClick={() => punchOut.mutate(vars)}
          >
            <LogOut aria-hidden="true" /> {t('clock.punchOut')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
