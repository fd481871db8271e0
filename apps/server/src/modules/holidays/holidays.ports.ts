import type { LocationSpan } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';

/**
 * What the holidays module reads of attendance: which of some days have attendance recorded (such a day's
 * holiday cannot change). Attendance sits above holidays (it reads the work calendar, which reads holidays),
 * so holidays owns this question and attendance answers it (services.ts passes AttendanceService in).
 */
export interface RecordedDates {
  recordedDates(dates: readonly string[], db?: Queryable): Promise<Set<string>>;
}

/**
 * Where people work over some dates (issue 42): a location's own holidays are kept by the people working
 * there on the holiday's date. The structure (org-structure's PlacementsService) answers; the work
 * calendar asks the same question.
 */
export interface LocationSpansPort {
  locationSpans(
    ids: readonly string[],
    from: string,
    to: string,
    db?: Queryable,
  ): Promise<Map<string, LocationSpan[]>>;
}
