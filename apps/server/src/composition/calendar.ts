import type { ServiceDeps } from '../service-deps.ts';
import { AttendanceService, CorrectionsService, PunchPlacesService } from '../modules/attendance/index.ts';
import { ApprovalsService } from '../modules/approvals/index.ts';
import { HolidaysService } from '../modules/holidays/index.ts';
import { PlacementsService } from '../modules/org-structure/index.ts';
import { WorkCalendarService } from '../modules/work-calendar/index.ts';
import type { Foundation } from './foundation.ts';

/** Where people work and which days they work: placements, holidays, the work calendar, attendance, approvals. */
export function createCalendar(deps: ServiceDeps, { orgTime, audit, payrollLocks, fourEyes }: Foundation) {
  const punchPlaces = new PunchPlacesService({ db: deps.db, orgTime, audit });
  // The structure: dated placements; the holidays and the work calendar read where people work (issue 42).
  const placements = new PlacementsService({ db: deps.db, orgTime, audit });
  const holidays: HolidaysService = new HolidaysService({
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    // Holidays own the question (holidays.ports.ts); attendance answers it. The work calendar reads holidays and
    // attendance reads the work calendar, so the answer is late-bound (asked only when a holiday changes, long
    // after every service exists).
    attendance: { recordedDates: (dates, tx) => attendance.recordedDates(dates, tx) },
    locations: placements,
  });
  // Every "is this a working day / which shift" rule asks it (docs/work-calendar.md).
  const workCalendar: WorkCalendarService = new WorkCalendarService({
    db: deps.db,
    orgTime,
    weeklyOff: deps.config.weeklyOff,
    realtime: deps.realtime,
    audit,
    holidays,
    locations: placements,
  });
  // Issue 42: who decides a pending request (the flow setting, the manager on the request's day, delegations).
  const approvals = new ApprovalsService({ db: deps.db, orgTime, audit, workCalendar });
  const attendance: AttendanceService = new AttendanceService({
    payrollLocks,
    fourEyes,
    db: deps.db,
    orgTime,
    workCalendar,
    realtime: deps.realtime,
    audit,
    punchPlaces,
    structure: placements,
  });
  // Corrections ask the work calendar whether a day is worked (holidays and the work week included).
  const corrections = new CorrectionsService({
    payrollLocks,
    fourEyes,
    db: deps.db,
    orgTime,
    realtime: deps.realtime,
    audit,
    attendance,
    workDayOf: (userId, date) => workCalendar.dayOfPerson(userId, date),
    approvals,
  });
  return { punchPlaces, placements, holidays, workCalendar, approvals, attendance, corrections };
}

export type Calendar = ReturnType<typeof createCalendar>;
