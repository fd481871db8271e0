import {
  addDays,
  isFullDayLeave,
  LEAVE_POLICY_MESSAGES as P,
  leaveYearBounds,
  leaveYearOf,
  monthBounds,
  leaveTypeRefusal,
  LEAVE_TYPE_MESSAGES as T,
  monthlyLimitReached,
  requestDays,
  round2,
  SANDWICH_REACH,
  splitBeyondBalance,
  type DayShare,
  type LeaveType,
  type OtherLeave,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { figuresOn } from './leave-ledger.ts';
import { activeLeavesBetween, type LeaveDaysRow } from './leave-days.repository.ts';
import type { PersonRow } from './leave-policy.repository.ts';
import type { PolicyBook } from './policy-book.ts';
import { recordedGender } from './leave-types.repository.ts';

/** What a request takes and whether it fits (issue 20): the apply check, the approval and the preview. */
export interface RequestPlan {
  type: LeaveType;
  balanceType: LeaveType;
  days: number;
  workingDates: string[];
  sandwichDates: string[];
  perDate: DayShare[];
  /** What is left for it (null: unlimited); on applying, other Pending requests' days are set aside. */
  available: number | null;
  paidDays: number;
  unpaidDays: number;
  refusal: string | null;
  /** How `available` adds up (issue 40): today's balance + accruals due by the start − other Pending days. */
  balance: BalanceSum | null;
}

/** now + accruing (the first on accrualOn) − pending = what is left (may be below zero). */
interface BalanceSum {
  now: number;
  accruing: number;
  accrualOn: string | null;
  pending: number;
}

export interface PlanOptions {
  today: string;
  /** The request itself when it exists (approval, neighbours): never its own neighbour. */
  excludeId?: string;
  /** Applying: other Pending requests' days are set aside and the monthly count applies. */
  applying: boolean;
}

/** The other Pending and Approved requests a sandwich may lean on, with their working dates. */
export async function neighboursOf(
  db: Queryable,
  workCalendar: WorkCalendarService,
  book: PolicyBook,
  person: PersonRow,
  range: { startDate: string; endDate: string },
  today: string,
  excludeId?: string,
) {
  const from = addDays(range.startDate, -SANDWICH_REACH);
  const to = addDays(range.endDate, SANDWICH_REACH);
  const near = await activeLeavesBetween(db, [person.id], from, to, { excludeId });
  const calFrom = near.reduce((min, l) => (l.startDate < min ? l.startDate : min), from);
  const calTo = near.reduce((max, l) => (l.endDate > max ? l.endDate : max), to);
  const calendar = await workCalendar.calendarOf(person.id, calFrom, calTo, db);
  const others: OtherLeave[] = near.map((leave) => ({
    type: leave.type,
    full: isFullDayLeave(leave.type, book.on(leave.type, today)),
    workingDates: calendar.workingDates(datesOf(leave)),
    sandwichDates: leave.sandwichDates,
  }));
  return { calendar, others, near };
}

const datesOf = (leave: Pick<LeaveDaysRow, 'startDate' | 'endDate'>) => {
  const dates: string[] = [];
  for (let d = leave.startDate; d <= leave.endDate; d = addDays(d, 1)) dates.push(d);
  return dates;
};

/** A request as planned: a custom type's one-day request may be for half the day (issue 40). */
export interface PlannedRequest {
  type: LeaveType;
  startDate: string;
  endDate: string;
  halfDay?: boolean;
}

/**
 * Whether the person may take the type (issue 40): a custom type may be retired, for one gender, or need
 * months of service; a half day only where the type allows it, for one day. The spec's four: always.
 */
async function typeRefusal(
  db: Queryable,
  book: PolicyBook,
  person: PersonRow,
  request: PlannedRequest,
  options: PlanOptions,
): Promise<string | null> {
  const info = book.type(request.type);
  if (!info) return P.invalidType;
  if (info.builtIn) return null;
  if (request.halfDay && (!info.halfDayAllowed || request.endDate !== request.startDate)) {
    return T.noHalfDay(info.name);
  }
  // A retired type's approved requests stay; only new applications are refused.
  const subject = options.applying ? info : { ...info, archived: false };
  const gender = info.gender === 'any' ? null : await recordedGender(db, person.id);
  return leaveTypeRefusal(subject, { gender, joinedOn: person.joinedOn }, request.startDate);
}

export async function planRequest(
  db: Queryable,
  workCalendar: WorkCalendarService,
  book: PolicyBook,
  person: PersonRow,
  request: PlannedRequest,
  options: PlanOptions,
): Promise<RequestPlan> {
  const { today } = options;
  const typeRule = await typeRefusal(db, book, person, request, options);
  const stated = book.on(request.type, today);
  const policy = request.halfDay ? { ...stated, weight: 0.5 } : stated;
  const balanceType = book.balanceType(request.type, today);
  const balancePolicy = book.on(balanceType, today);
  const { calendar, others } = await neighboursOf(
    db,
    workCalendar,
    book,
    person,
    request,
    today,
    options.excludeId,
  );
  const counted = requestDays({ ...request, policy, calendar, others });
  const base = { type: request.type, balanceType, ...counted };
  const ok = (
    available: number | null,
    paidDays: number,
    unpaidDays: number,
    refusal: string | null = null,
    balance: BalanceSum | null = null,
  ) => ({
    ...base,
    available,
    paidDays,
    unpaidDays,
    refusal,
    balance,
  });

  if (typeRule) return ok(null, 0, 0, typeRule);
  if (options.applying && policy.maxPerMonth !== null) {
    const { first, last } = monthBounds(request.startDate.slice(0, 7));
    const inMonth = await activeLeavesBetween(db, [person.id], first, last, { excludeId: options.excludeId });
    const used = inMonth.filter((l) => l.type === request.type && l.startDate >= first).length;
    if (monthlyLimitReached(used, policy.maxPerMonth))
      return ok(null, 0, 0, P.monthlyLimit(request.type, policy.maxPerMonth));
  }
  if (balancePolicy.annualQuota === null) return ok(null, counted.days, 0);

  const projectTo = request.startDate > today ? request.startDate : undefined;
  const figures = await figuresOn(db, book, person, balanceType, request.startDate, projectTo);
  let available = figures.available;
  let setAside = 0;
  if (options.applying) {
    const { first, last } = leaveYearBounds(leaveYearOf(request.startDate, book.yearStart), book.yearStart);
    const pending = await activeLeavesBetween(db, [person.id], first, last, {
      excludeId: options.excludeId,
      statuses: ['Pending'],
    });
    setAside = pending
      .filter((l) => l.startDate >= first && book.balanceType(l.type, today) === balanceType)
      .reduce((sum, l) => sum + l.days - l.unpaidDays, 0);
    available = round2(available - setAside);
  }
  const split = splitBeyondBalance(counted.days, available, balancePolicy.beyondBalance);
  const left = Math.max(0, available);
  const balance: BalanceSum = {
    now: round2(figures.available - figures.projected.days),
    accruing: figures.projected.days,
    accrualOn: figures.projected.firstOn,
    pending: round2(setAside),
  };
  if (split.refused) return ok(left, 0, 0, P.notEnough(balanceType, left), balance);
  return ok(left, split.paid, split.unpaid, null, balance);
}
