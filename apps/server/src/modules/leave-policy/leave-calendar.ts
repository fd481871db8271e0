import { datesBetween, monthBounds, type LeaveCalendar } from '@hrms/shared';
import { STAFF_ROLES, type Caller } from '../../plugins/access.ts';
import { activeLeavesBetween } from './leave-days.repository.ts';
import type { LeavePolicyDeps } from './leave-policy.service.ts';
import { loadPolicyBook } from './policy-book.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The month's leave calendar (docs/leave.md): HR and Admin see everyone (or one person); anyone else sees
 * themselves only, whatever employeeId says. Each working day of a leave is an entry, sandwiched days too.
 */
export async function leaveCalendar(
  deps: Pick<LeavePolicyDeps, 'db' | 'orgTime' | 'workCalendar'>,
  caller: Caller,
  query: { month: string; employeeId?: string },
): Promise<LeaveCalendar> {
  const staff = STAFF_ROLES.includes(caller.role);
  const only = staff ? (query.employeeId ?? null) : caller.id;
  const { first, last } = monthBounds(query.month);
  const today = deps.orgTime.today();
  const book = await loadPolicyBook(deps.db);
  const leaves = await activeLeavesBetween(
    deps.db,
    only ? (UUID.test(only) ? [only] : []) : null,
    first,
    last,
  );
  const from = leaves.reduce((min, l) => (l.startDate < min ? l.startDate : min), first);
  const to = leaves.reduce((max, l) => (l.endDate > max ? l.endDate : max), last);
  // One person's month reads their location's calendar (issue 42); everyone's, the organisation's.
  const calendar =
    only && UUID.test(only)
      ? await deps.workCalendar.calendarOf(only, from, to)
      : await deps.workCalendar.calendarFor(from, to);
  const holidays = datesBetween(first, last).flatMap((date) => {
    const holiday = calendar.day(date).holiday;
    return holiday ? [{ date, name: holiday.name }] : [];
  });
  const entries = leaves.flatMap((leave) => {
    const base = {
      leaveId: leave.id,
      employeeId: leave.userId,
      employeeName: leave.employeeName,
      type: leave.type,
      status: leave.status,
    };
    const weight = book.on(leave.type, today).weight;
    const working = calendar.workingDates(datesBetween(leave.startDate, leave.endDate));
    return [
      ...working.map((date) => ({ ...base, date, days: weight, sandwiched: false })),
      ...leave.sandwichDates.map((date) => ({ ...base, date, days: 1, sandwiched: true })),
    ].filter((entry) => entry.date >= first && entry.date <= last);
  });
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.employeeName.localeCompare(b.employeeName));
  return { month: query.month, holidays, entries };
}
