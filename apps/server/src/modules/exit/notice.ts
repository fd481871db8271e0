import { addDays, calendarDaysBetween, NOTICE_DAYS, type WorkCalendar } from '@hrms/shared';

/**
 * A person's probation as the lifecycle module keeps it (docs/lifecycle.md), when the organisation uses it: `inUse`
 * when a default length, the person's own length or an extension is set; `endsOn` null when they have none.
 */
export interface ProbationStanding {
  inUse: boolean;
  endsOn: string | null;
  confirmedOn: string | null;
}

/**
 * The notice rule (issue 43, docs/exit.md "Notice"): 30 days while on probation, 60 after, counted from the day the
 * resignation is submitted. On probation: by the lifecycle's probation when the organisation uses it (before its
 * end, extensions included, and not confirmed by that day), else the first six months after joining. Pure.
 */
export function noticeDaysFor(
  joinedOn: string,
  submittedOn: string,
  probation?: ProbationStanding | null,
): number {
  if (probation?.inUse) {
    const confirmed = probation.confirmedOn !== null && probation.confirmedOn <= submittedOn;
    const onProbation = probation.endsOn !== null && submittedOn < probation.endsOn && !confirmed;
    return onProbation ? NOTICE_DAYS.onProbation : NOTICE_DAYS.confirmed;
  }
  const [y, m, d] = joinedOn.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + NOTICE_DAYS.probationMonths;
  const probationEnd = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return submittedOn < probationEnd ? NOTICE_DAYS.onProbation : NOTICE_DAYS.confirmed;
}

/** The notice's last day: `noticeDays` days from the submission (the submission day is the first). */
export const noticeEnd = (submittedOn: string, noticeDays: number): string =>
  addDays(submittedOn, noticeDays - 1);

/** Days a last working day falls short of the notice's end (0 when it reaches it). */
export function daysShort(lastDay: string, end: string): number {
  return lastDay >= end ? 0 : calendarDaysBetween(lastDay, end) - 1;
}

/** The settlement is due two working days after the last working day (Code on Wages, 2019, s.17(2)). */
const DUE_WORKING_DAYS = 2;

/** Two working days after the last working day, by the work calendar (weekly offs and holidays skipped). */
export function dueOn(calendar: WorkCalendar, lastDay: string): string {
  let day = lastDay;
  for (let found = 0, step = 0; found < DUE_WORKING_DAYS && step < 40; step += 1) {
    day = addDays(day, 1);
    if (calendar.isWorking(day)) found += 1;
  }
  return day;
}
