import {
  ATTENDANCE_MESSAGES,
  PARTIAL_DAY_LEAVE_STATUSES,
  PUNCH_IN_END_HOUR,
  PUNCH_IN_START_HOUR,
} from './constants.ts';
import { isWeeklyOffDay, type WeeklyOff } from '../calendar/weekly-off.ts';

/** The signed-in person's daily state (spec section 4). */
export type DailyState = 'punched-out' | 'punched-in' | 'completed' | 'absent';

export interface TodayRecord {
  status: string;
  /** 'HH:MM', '--', or empty/null when missing. */
  checkIn?: string | null;
  checkOut?: string | null;
}

const present = (value: string | null | undefined): boolean => !!value && value !== '--';

/**
 * Derives the state from today's record in the spec's order. One deliberate addition: an approved
 * Half Day or Short Leave row without a check-in still lets the person punch in (they work part of
 * the day), so it reads as punched-out rather than rule 4's completed. Server and web share this.
 */
export function deriveDailyState(record: TodayRecord | null | undefined): DailyState {
  if (!record) return 'punched-out';
  if (record.status === 'Absent') return 'absent';
  if (present(record.checkOut)) return 'completed';
  if (present(record.checkIn)) return 'punched-in';
  if ((PARTIAL_DAY_LEAVE_STATUSES as readonly string[]).includes(record.status)) return 'punched-out';
  return 'completed';
}

export interface WallClock {
  hour: number;
  weekday: number;
}

export const isWorkingDay = (weekday: number, weeklyOff: WeeklyOff): boolean =>
  !isWeeklyOffDay(weekday, weeklyOff);

/** Why a punch-in is refused at this wall-clock time, or null inside the window on a working day. */
export function punchInWindowError(clock: WallClock, weeklyOff: WeeklyOff): string | null {
  if (!isWorkingDay(clock.weekday, weeklyOff)) return ATTENDANCE_MESSAGES.weeklyOff;
  if (clock.hour < PUNCH_IN_START_HOUR) return ATTENDANCE_MESSAGES.windowNotOpen;
  if (clock.hour >= PUNCH_IN_END_HOUR) return ATTENDANCE_MESSAGES.windowClosed;
  return null;
}

export interface PunchView {
  state: DailyState;
  /** Shown as Absent: an Absent row, or past 11:00 on a working day with no punch-in. */
  showAbsent: boolean;
  canPunchIn: boolean;
  canPunchOut: boolean;
  /** The hint under the buttons (window closed / not open / weekly off), if any. */
  message: string | null;
}

/** What the clock card shows: the daily state plus the window rule of spec section 5. */
export function punchView(
  record: TodayRecord | null | undefined,
  clock: WallClock,
  weeklyOff: WeeklyOff,
): PunchView {
  const state = deriveDailyState(record);
  const windowError = punchInWindowError(clock, weeklyOff);
  const working = isWorkingDay(clock.weekday, weeklyOff);
  const lateWithoutPunch = state === 'punched-out' && working && clock.hour >= PUNCH_IN_END_HOUR && !record;
  return {
    state,
    showAbsent: state === 'absent' || lateWithoutPunch,
    canPunchIn: state === 'punched-out' && windowError === null,
    canPunchOut: state === 'punched-in',
    message: state === 'punched-out' ? windowError : null,
  };
}
