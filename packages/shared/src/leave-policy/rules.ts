import { addDays, datesBetween, type BusinessDate } from '../calendar/dates.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';
import type { LeaveType } from '../leave/schemas.ts';
import { round2 } from './accrual.ts';
import type { BeyondBalance, LeavePolicyBody } from './schemas.ts';

/*
 * The days a leave request takes (issue 20, docs/leave.md): working days from the work calendar times the
 * type's weight, plus the weekly offs and holidays the sandwich rule counts; what happens beyond the
 * balance; the monthly count of a type. Pure: the server decides with them, a dialog may preview with them.
 */

/** How far around a request the sandwich rule looks for the neighbouring leave (days). */
export const SANDWICH_REACH = 14;

/** A request of the same person that is Pending or Approved. */
export interface OtherLeave {
  type: LeaveType;
  /** Whether its days are full leave days (they can enclose a sandwich). */
  full: boolean;
  workingDates: readonly BusinessDate[];
  /** Off days it already counts by the sandwich rule (never counted twice). */
  sandwichDates: readonly BusinessDate[];
}

export interface RequestDaysInput {
  type: LeaveType;
  startDate: BusinessDate;
  endDate: BusinessDate;
  /** The policy of the request's own type (its weight and sandwich rule). */
  policy: LeavePolicyBody;
  /** Covers at least SANDWICH_REACH days either side of the request. */
  calendar: WorkCalendar;
  others: readonly OtherLeave[];
}

export interface DayShare {
  date: BusinessDate;
  days: number;
}

export interface RequestDays {
  workingDates: BusinessDate[];
  sandwichDates: BusinessDate[];
  /** working days × weight + sandwiched days, two decimals. */
  days: number;
  /** Each date's share, in date order (a sandwiched date: 1). */
  perDate: DayShare[];
}

/** A Half Day or Short Leave (or any weight below 1) is not a full leave day and encloses no sandwich. */
export const isFullDayLeave = (type: LeaveType, policy: LeavePolicyBody): boolean =>
  type !== 'Short Leave' && policy.weight >= 1;

/**
 * The off days enclosed between two full leave days of the person, at least one of them this request's:
 * weekly offs when `sandwich.weeklyOffs`, public holidays when `sandwich.holidays`. A run of off days at
 * the start or end of a request (leave starting or ending on a holiday) is enclosed only when another
 * leave day lies on its other side. Dates another request already counts are left to it.
 */
export function sandwichDates(
  input: RequestDaysInput,
  workingDates: readonly BusinessDate[],
): BusinessDate[] {
  const { policy, calendar } = input;
  if (!isFullDayLeave(input.type, policy)) return [];
  if (!policy.sandwich.weeklyOffs && !policy.sandwich.holidays) return [];
  const own = new Set(workingDates);
  const full = new Set(input.others.filter((o) => o.full).flatMap((o) => o.workingDates));
  const held = new Set(input.others.flatMap((o) => o.sandwichDates));
  const isLeave = (date: BusinessDate) => own.has(date) || full.has(date);
  const from = addDays(input.startDate, -SANDWICH_REACH);
  const to = addDays(input.endDate, SANDWICH_REACH);
  const counted: BusinessDate[] = [];
  let run: BusinessDate[] = [];
  for (const date of datesBetween(from, to)) {
    if (!calendar.isWorking(date)) {
      run.push(date);
      continue;
    }
    if (run.length > 0 && run[0]! > from) {
      const left = addDays(run[0]!, -1);
      if (isLeave(left) && isLeave(date) && (own.has(left) || own.has(date))) {
        for (const day of run) {
          const kind = calendar.day(day).kind;
          const enabled = kind === 'holiday' ? policy.sandwich.holidays : policy.sandwich.weeklyOffs;
          if (enabled && !held.has(day)) counted.push(day);
        }
      }
    }
    run = [];
  }
  return counted;
}

export function requestDays(input: RequestDaysInput): RequestDays {
  const workingDates = input.calendar.workingDates(datesBetween(input.startDate, input.endDate));
  const sandwiched = sandwichDates(input, workingDates);
  const perDate: DayShare[] = [
    ...workingDates.map((date) => ({ date, days: input.policy.weight })),
    ...sandwiched.map((date) => ({ date, days: 1 })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const days = round2(perDate.reduce((sum, share) => sum + share.days, 0));
  return { workingDates, sandwichDates: sandwiched, days, perDate };
}

export type BalanceSplit = { refused: true } | { refused: false; paid: number; unpaid: number };

/**
 * A request against the balance left (null: unlimited). Within it: all paid. Beyond it, 'refuse' refuses
 * the whole request; 'unpaid' takes what is left and marks the rest as unpaid (loss of pay).
 */
export function splitBeyondBalance(
  days: number,
  available: number | null,
  beyond: BeyondBalance,
): BalanceSplit {
  if (available === null || days <= available) return { refused: false, paid: days, unpaid: 0 };
  if (beyond === 'refuse') return { refused: true };
  const paid = Math.max(0, available);
  return { refused: false, paid: round2(paid), unpaid: round2(days - paid) };
}

/** The unpaid part of a request, on its last dates (a half day's share stays a half). */
export function unpaidShares(perDate: readonly DayShare[], unpaid: number): DayShare[] {
  const shares: DayShare[] = [];
  let left = round2(unpaid);
  for (let i = perDate.length - 1; i >= 0 && left > 0; i -= 1) {
    const share = perDate[i]!;
    const days = round2(Math.min(share.days, left));
    shares.unshift({ date: share.date, days });
    left = round2(left - days);
  }
  return shares;
}

/** Whether one more request of a type with `maxPerMonth` fits in the month (`used`: Pending + Approved). */
export const monthlyLimitReached = (used: number, maxPerMonth: number | null): boolean =>
  maxPerMonth !== null && used >= maxPerMonth;
