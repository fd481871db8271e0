import { addDays, isoDay, type BusinessDate } from '../calendar/dates.ts';
import type { LedgerKind, LeavePolicyBody, LeaveYearStart } from './schemas.ts';

/*
 * The leave year and the ledger rows that time alone writes (issue 20, docs/leave.md): accruals,
 * carry-forward into a new year and the lapse of carried days. Pure: the server posts exactly the rows
 * this plans (each under a period key, once), the job and a read alike, so both agree to the paisa.
 */

/** Two decimals, the ledger's precision. */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
/** To the nearest half day, halves up: how a joiner's share of an upfront or quarterly grant is rounded. */
export const roundHalfDay = (value: number): number => Math.round(value * 2 + 1e-9) / 2;

/** The first day of the month `months` after the month of `date`. */
export function addMonths(date: BusinessDate, months: number): BusinessDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return isoDay(year + Math.floor(month / 12), (((month % 12) + 12) % 12) + 1, 1);
}

/** The leave year a date falls in, named by the calendar year it starts in (April-March 2026 is 2026). */
export function leaveYearOf(date: BusinessDate, startMonth: LeaveYearStart): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= startMonth ? year : year - 1;
}

export function leaveYearBounds(year: number, startMonth: LeaveYearStart): { first: string; last: string } {
  const first = isoDay(year, startMonth, 1);
  return { first, last: addDays(addMonths(first, 12), -1) };
}

/** A policy from a date on; the latest version on or before a date is in force then. */
export interface PolicyVersion extends LeavePolicyBody {
  effectiveFrom: BusinessDate;
}

export function policyOn(
  versions: readonly PolicyVersion[],
  date: BusinessDate,
  fallback: LeavePolicyBody,
): LeavePolicyBody {
  let current: PolicyVersion | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= date && (!current || version.effectiveFrom >= current.effectiveFrom))
      current = version;
  }
  return current ?? fallback;
}

/** A ledger row as the rules see it. `periodKey` marks the rows time writes (once each). */
export interface LedgerFact {
  kind: LedgerKind;
  days: number;
  date: BusinessDate;
  periodKey?: string | null;
}

export interface PlannedRow extends LedgerFact {
  periodKey: string;
}

export interface AccrualInput {
  /** The type's versions (none: the fresh install's unlimited policy). */
  versions: readonly PolicyVersion[];
  fallback: LeavePolicyBody;
  yearStartMonth: LeaveYearStart;
  joinedOn: BusinessDate;
  /** Plan what is due on or before this date. */
  asOf: BusinessDate;
  /** Every ledger row of the person and type so far. */
  existing: readonly LedgerFact[];
}

/** The part of `q` that the i-th of n equal periods adds (cumulative rounding: the year adds up to q). */
export const periodShare = (quota: number, periods: number, index: number): number =>
  round2(round2((quota * index) / periods) - round2((quota * (index - 1)) / periods));

/**
 * Of the months starting at `months[0]`, those a joiner accrues for: the months after joining, and the
 * joining month itself when they join on or before the 15th (a joiner on the 16th starts next month).
 */
export function countedMonths(monthStarts: readonly BusinessDate[], joinedOn: BusinessDate): number {
  return monthStarts.filter((first) => {
    if (joinedOn < first) return true;
    return joinedOn.slice(0, 7) === first.slice(0, 7) && Number(joinedOn.slice(8, 10)) <= 15;
  }).length;
}

/** The policy that governs a month, and the date its accrual counts on (a quota begun mid-month: that day). */
function monthPolicy(input: AccrualInput, monthFirst: BusinessDate, monthLast: BusinessDate) {
  const atStart = policyOn(input.versions, monthFirst, input.fallback);
  if (atStart.annualQuota !== null) return { policy: atStart, date: monthFirst };
  const begun = [...input.versions]
    .filter((v) => v.effectiveFrom > monthFirst && v.effectiveFrom <= monthLast && v.annualQuota !== null)
    .filter((v) => v.effectiveFrom <= input.asOf)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  return begun ? { policy: begun as LeavePolicyBody, date: begun.effectiveFrom } : null;
}

const sumWhere = (rows: readonly LedgerFact[], keep: (row: LedgerFact) => boolean) =>
  round2(rows.filter(keep).reduce((sum, row) => sum + row.days, 0));

/**
 * The accrual, carry-forward and lapse rows due by `asOf` that the ledger does not hold yet, oldest first.
 * - monthly: each month adds quota/12 on its 1st; quarterly: quota/4 on the quarter's 1st; upfront: the
 *   quota on the year's 1st (a quota set mid-period: on the day it was set, for the whole period).
 * - prorateJoiners: a joiner accrues only for the months counted by `countedMonths`; an upfront or quarterly
 *   grant is cut to those months and rounded to the nearest half day. Without it a joiner gets the whole
 *   year's periods, dated the joining day at the earliest.
 * - carry-forward: on the first day of a year, the previous year's closing balance up to carryForwardMax.
 * - lapse: carryForwardExpiresMonths into the year, carried days not taken by then (never below zero).
 */
export function plannedLedgerRows(input: AccrualInput): PlannedRow[] {
  const { yearStartMonth: start, joinedOn, asOf } = input;
  const quotaDates = input.versions.filter((v) => v.annualQuota !== null).map((v) => v.effectiveFrom);
  if (quotaDates.length === 0 || asOf < joinedOn) return [];
  const firstQuota = quotaDates.sort()[0]!;
  const rows: LedgerFact[] = [...input.existing];
  const planned: PlannedRow[] = [];
  const has = (key: string) => rows.some((row) => row.periodKey === key);
  const add = (row: PlannedRow) => {
    if (row.days === 0 || has(row.periodKey)) return;
    rows.push(row);
    planned.push(row);
  };
  const firstYear = leaveYearOf(firstQuota > joinedOn ? firstQuota : joinedOn, start);
  for (let year = firstYear; year <= leaveYearOf(asOf, start); year += 1) {
    const { first, last } = leaveYearBounds(year, start);
    const yearPolicy = policyOn(input.versions, first, input.fallback);
    if (year > firstYear && yearPolicy.annualQuota !== null && yearPolicy.carryForwardMax > 0) {
      const prev = leaveYearBounds(year - 1, start);
      const closing = sumWhere(rows, (r) => r.date >= prev.first && r.date <= prev.last);
      const carried = round2(Math.min(yearPolicy.carryForwardMax, Math.max(0, closing)));
      add({ kind: 'carry_forward', days: carried, date: first, periodKey: `carry:${year}` });
    }
    for (let m = 0; m < 12; m += 1) {
      const monthFirst = addMonths(first, m);
      const monthLast = addDays(addMonths(first, m + 1), -1);
      if (monthFirst > asOf) break;
      const found = monthPolicy(input, monthFirst, monthLast);
      if (!found) continue;
      const { policy } = found;
      const quota = policy.annualQuota!;
      const date = found.date > joinedOn ? found.date : joinedOn;
      if (date > asOf || date > last) continue;
      const months = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => addMonths(first, from + i));
      const counted = (from: number, count: number) =>
        policy.prorateJoiners && joinedOn > first ? countedMonths(months(from, count), joinedOn) : count;
      if (policy.accrual === 'monthly') {
        if (counted(m, 1) === 0) continue;
        add({
          kind: 'accrual',
          days: periodShare(quota, 12, m + 1),
          date,
          periodKey: `accrual:${year}:M${m + 1}`,
        });
      } else if (policy.accrual === 'quarterly') {
        const q = Math.floor(m / 3);
        const n = counted(q * 3, 3);
        const share = periodShare(quota, 4, q + 1);
        const days = n === 3 ? share : roundHalfDay((share * n) / 3);
        if (n > 0) add({ kind: 'accrual', days, date, periodKey: `accrual:${year}:Q${q + 1}` });
      } else {
        const n = counted(0, 12);
        const days = n === 12 ? quota : roundHalfDay((quota * n) / 12);
        if (n > 0) add({ kind: 'accrual', days, date, periodKey: `accrual:${year}` });
      }
    }
    const expires = yearPolicy.carryForwardExpiresMonths;
    const carried = sumWhere(rows, (r) => r.kind === 'carry_forward' && r.date === first);
    if (expires !== null && carried > 0) {
      const ends = addMonths(first, expires);
      if (ends <= addDays(asOf, 1)) {
        const before = (r: LedgerFact) => r.date >= first && r.date < ends;
        const used = -sumWhere(rows, (r) => before(r) && (r.kind === 'taken' || r.kind === 'reversed'));
        const available = sumWhere(rows, before);
        const lapse = round2(Math.min(Math.max(0, carried - Math.max(0, used)), Math.max(0, available)));
        add({ kind: 'lapse', days: -lapse, date: addDays(ends, -1), periodKey: `lapse:${year}` });
      }
    }
  }
  return planned;
}

/** A person's figures for one type and leave year, from its ledger rows (and the pending days). */
export interface BalanceFigures {
  opening: number;
  accrued: number;
  taken: number;
  lapsed: number;
  adjusted: number;
  available: number;
}

/** opening (opening + carried) + accrued + adjusted − taken (net of reversals) − lapsed. */
export function balanceFigures(rows: readonly LedgerFact[]): BalanceFigures {
  const of = (...kinds: LedgerKind[]) => sumWhere(rows, (r) => kinds.includes(r.kind));
  const opening = of('opening', 'carry_forward');
  const accrued = of('accrual');
  const adjusted = of('adjustment');
  const taken = round2(-of('taken', 'reversed'));
  const lapsed = round2(-of('lapse'));
  return {
    opening,
    accrued,
    taken,
    lapsed,
    adjusted,
    available: round2(opening + accrued + adjusted - taken - lapsed),
  };
}
