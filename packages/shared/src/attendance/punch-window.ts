/*
 * A shift's punch-in window and lateness (issue 19, docs/attendance.md): pure, zod-free, shared by the
 * punch-in rule on the server and the clock card in the browser so both say the same sentence.
 */

/** The part of a shift the punch rules read: 'HH:MM' wall times in the organisation's timezone. */
export interface PunchWindow {
  punchInFrom: string;
  punchInUntil: string;
}

/** The spec's window (09:00 up to, not including, 11:00): the default shift's. */
export const DEFAULT_PUNCH_WINDOW: PunchWindow = { punchInFrom: '09:00', punchInUntil: '11:00' };

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A wall time as the spec writes it: '09:00' -> '9 AM', '09:30' -> '9:30 AM', '00:00' -> '12 AM',
 * '12:00' -> '12 PM', '22:15' -> '10:15 PM'.
 */
export function formatWallTime(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  const minute = hhmm.slice(3, 5);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute === '00' ? '' : `:${minute}`} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '9 AM - 11 AM' for the spec's window. */
export const punchWindowLabel = (window: PunchWindow): string =>
  `${formatWallTime(window.punchInFrom)} - ${formatWallTime(window.punchInUntil)}`;

/** 'The punch-in window (9 AM - 11 AM) has closed.' with the person's own window. */
export const windowClosedMessage = (window: PunchWindow): string =>
  `The punch-in window (${punchWindowLabel(window)}) has closed.`;

/** 'The punch-in window (9 AM - 11 AM) has not opened yet.' with the person's own window. */
export const windowNotOpenMessage = (window: PunchWindow): string =>
  `The punch-in window (${punchWindowLabel(window)}) has not opened yet.`;

/** A public holiday refuses a punch-in by its name. */
export const holidayMessage = (name: string): string => `Today is a holiday: ${name}.`;

/**
 * Late: checked in after the shift's start + grace, to the minute (seconds are dropped). With start 09:00
 * and 10 minutes' grace, 09:10:59 is on time and 09:11:00 is late. A check-in before the start is on time.
 */
export const isLateCheckIn = (
  checkIn: { hour: number; minute: number },
  start: string,
  grace: number,
): boolean => checkIn.hour * 60 + checkIn.minute > minutesOf(start) + grace;
