import type { Queryable } from '../../db/client.ts';

/**
 * What the holidays module reads of attendance: which of some days have attendance recorded (such a day's
 * holiday cannot change). Attendance sits above holidays (it reads the work calendar, which reads holidays),
 * so holidays owns this question and attendance answers it (services.ts passes AttendanceService in).
 */
export interface RecordedDates {
  recordedDates(dates: readonly string[], db?: Queryable): Promise<Set<string>>;
}
