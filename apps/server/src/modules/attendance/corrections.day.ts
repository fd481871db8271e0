import {
  FULL_DAY_STATUSES,
  PARTIAL_DAY_LEAVE_STATUSES,
  CORRECTION_MESSAGES as M,
  type AttendanceStatus,
} from '@hrms/shared';

/** What a day holds: times (as anything ordered: 'HH:MM' strings or epoch ms) and a status. */
export interface DayTimes<T> {
  checkIn: T | null;
  checkOut: T | null;
  status: AttendanceStatus | null;
}

export interface CorrectedDay<T> {
  checkIn: T | null;
  checkOut: T | null;
  status: AttendanceStatus;
}

const isFullDay = (status: AttendanceStatus) => (FULL_DAY_STATUSES as readonly string[]).includes(status);
const isPartialLeave = (status: AttendanceStatus | null) =>
  status !== null && (PARTIAL_DAY_LEAVE_STATUSES as readonly string[]).includes(status);

/**
 * The day after a correction (docs/attendance.md): an asked time replaces the recorded one, the other is
 * kept; the status asked wins, else a Half Day / Short Leave is kept (the person worked part of it) and
 * anything else becomes Present (a time asked means the person worked). A full-day status clears the
 * times. Answers an error message when the result is impossible (a check-out without, or before, a
 * check-in), which a request refuses and an approval answers with 409 (the day changed meanwhile).
 */
export function correctDay<T>(
  existing: DayTimes<T> | undefined,
  asked: DayTimes<T>,
): { ok: true; day: CorrectedDay<T> } | { ok: false; message: string } {
  const status: AttendanceStatus =
    asked.status ?? (existing && isPartialLeave(existing.status) ? existing.status! : 'Present');
  if (isFullDay(status)) return { ok: true, day: { checkIn: null, checkOut: null, status } };
  const checkIn = asked.checkIn ?? existing?.checkIn ?? null;
  const checkOut = asked.checkOut ?? existing?.checkOut ?? null;
  if (checkOut !== null && checkIn === null) return { ok: false, message: M.checkOutWithoutCheckIn };
  if (checkOut !== null && checkIn !== null && checkOut <= checkIn)
    return { ok: false, message: M.checkOutBeforeCheckIn };
  return { ok: true, day: { checkIn, checkOut, status } };
}

/** Whole minutes between the two instants, when both are known. */
export const workedMinutesOf = (checkIn: Date | null, checkOut: Date | null): number | null =>
  checkIn && checkOut ? Math.floor((checkOut.getTime() - checkIn.getTime()) / 60_000) : null;
