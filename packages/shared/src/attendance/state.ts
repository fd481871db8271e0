import { ATTENDANCE_MESSAGES, PARTIAL_DAY_LEAVE_STATUSES } from './constants.ts';
import {
  DEFAULT_PUNCH_WINDOW,
  holidayMessage,
  minutesOf,
  windowClosedMessage,
  windowNotOpenMessage,
  type PunchWindow,
} from './punch-window.ts';
import type { DayKind } from '../calendar/work-calendar.ts';

/** The signed-in person's daily state (spec section 4). */
export type DailyState = 'punched-out' | 'punched-in' | 'completed' | 'absent';

export interface TodayRecord {
  status: string;
  /** 'HH:MM', '--', or empty/null when missing. */
  checkIn?: string | null;
  checkOut?: string | null;
  /** An approved on-duty / work-from-home day (issue 45): Present before any punch. */
  mode?: string | null;
}

const present = (value: string | null | undefined): boolean => !!value && value !== '--';

/**
 * Derives the state from today's record in the spec's order. Two deliberate additions: an approved
 * Half Day or Short Leave row without a check-in still lets the person punch in (they work part of
 * the day), and so does an approved on-duty / work-from-home day (issue 45: punching is not required
 * that day, but allowed), so both read as punched-out rather than rule 4's completed. Server and web
 * share this.
 */
export function deriveDailyState(record: TodayRecord | null | undefined): DailyState {
  if (!record) return 'punched-out';
  if (record.status === 'Absent') return 'absent';
  if (present(record.checkOut)) return 'completed';
  if (present(record.checkIn)) return 'punched-in';
  if ((PARTIAL_DAY_LEAVE_STATUSES as readonly string[]).includes(record.status)) return 'punched-out';
  if (record.mode) return 'punched-out';
  return 'completed';
}

export interface WallClock {
  hour: number;
  /** 0 when not given: the spec's window opens and closes on the hour. */
  minute?: number;
}

/** What the punch rule needs of today in the work calendar: its kind and, for a holiday, its name. */
export interface PunchDay {
  kind: DayKind;
  holiday?: { name: string };
}

/**
 * Why a punch-in is refused at this wall-clock time, or null inside the window on a working day. The
 * window is the person's shift's, [punchInFrom, punchInUntil): the spec's 09:00-11:00 by default, whose
 * messages stay the spec's exactly.
 */
export function punchInWindowError(
  clock: WallClock,
  day: PunchDay,
  window: PunchWindow = DEFAULT_PUNCH_WINDOW,
): string | null {
  if (day.kind === 'holiday') return holidayMessage(day.holiday?.name ?? 'Holiday');
  if (day.kind === 'weekly-off') return ATTENDANCE_MESSAGES.weeklyOff;
  const minute = clock.hour * 60 + (clock.minute ?? 0);
  if (minute < minutesOf(window.punchInFrom)) return windowNotOpenMessage(window);
  if (minute >= minutesOf(window.punchInUntil)) return windowClosedMessage(window);
  return null;
}

export interface PunchView {
  state: DailyState;
  /** Shown as Absent: an Absent row, or past the window's end on a working day with no punch-in. */
  showAbsent: boolean;
  canPunchIn: boolean;
  canPunchOut: boolean;
  /** The hint under the buttons (window closed / not open / weekly off / holiday), if any. */
  message: string | null;
}

/** What the clock card shows: the daily state plus the window rule of spec section 5. */
export function punchView(
  record: TodayRecord | null | undefined,
  clock: WallClock,
  day: PunchDay,
  window: PunchWindow = DEFAULT_PUNCH_WINDOW,
): PunchView {
  const state = deriveDailyState(record);
  const windowError = punchInWindowError(clock, day, window);
  const closed = clock.hour * 60 + (clock.minute ?? 0) >= minutesOf(window.punchInUntil);
  const lateWithoutPunch = state === 'punched-out' && day.kind === 'working' && closed && !record;
  return {
    state,
    showAbsent: state === 'absent' || lateWithoutPunch,
    canPunchIn: state === 'punched-out' && windowError === null,
    canPunchOut: state === 'punched-in',
    message: state === 'punched-out' ? windowError : null,
  };
}
