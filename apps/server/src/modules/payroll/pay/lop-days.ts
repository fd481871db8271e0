import { daysInMonth, isoDay, type AttendanceStatus } from '@hrms/shared';
import type { MonthStats } from '@hrms/shared';
import { countWorkingDays } from './day-counts.ts';
import { PAID_QUARTERS, computeSalary, type SalaryBreakdown, type SalaryInput } from './salary-amount.ts';

/**
 * Paid days and loss-of-pay days of a month (docs/payroll.md, "Loss of pay"): the ONE place that counts
 * them, from the shared attendance stats (salary-amount.ts: half day 0.5, Short Leave 0.25 unpaid, weekly
 * offs and holidays paid, days after the cut-off presumed present). Another unpaid input (e.g. unpaid
 * leave) is added here. Quarter days keep every count an integer.
 */
export interface LopDate {
  date: string;
  /** 0.25, 0.5 or 1 */
  days: number;
  /** The attendance status, or 'Not marked' (a working day nobody recorded). */
  reason: string;
}

export interface PayDays {
  /** The pre-structure counting (stored as the record's `breakdown` column, as before). */
  counted: SalaryBreakdown;
  daysInMonth: number;
  eligibleDays: number;
  preJoinDays: number;
  preJoinWorkingDays: number;
  workingDaysInMonth: number;
  paidQuarters: number;
  lopQuarters: number;
  lopDates: LopDate[];
  /** The rows counted, day by day on eligible working days (day-counts.ts). */
  stats: MonthStats;
  /** Working days before go-live without a row, paid as present (issue 40); [] when go-live is unset. */
  paidBeforeGoLive: string[];
}

export interface PayDaysInput extends Omit<SalaryInput, 'baseSalaryPaise' | 'stats' | 'paidBeforeGoLive'> {
  /** The month's gross the counting's money fields are on (`counted`); 0 when only the days are wanted. */
  baseSalaryPaise?: number;
  /** The organisation's go-live date, or null/absent (unset: the spec's counting). */
  goLive?: string | null;
  /** The month's attendance row of each day read ('YYYY-MM-DD' -> status), for the list of dates. */
  dayStatuses: ReadonlyMap<string, AttendanceStatus>;
  /**
   * Approved leave taken beyond the balance as unpaid (issue 20: leave books' unpaidLeaveDays): the date
   * and the days of it unpaid (1, 0.5; a sandwiched weekly off or holiday 1). Its attendance row keeps the
   * leave's status (paid), so the unpaid share is taken here.
   */
  unpaidLeave?: readonly { date: string; days: number }[];
}

/** The reason on a loss-of-pay date that is leave beyond the balance. */
export const UNPAID_LEAVE_REASON = 'Unpaid leave';

export function countPayDays(input: PayDaysInput): PayDays {
  // Day by day: a row on a weekly off or holiday never pays for an absence elsewhere (issue 40, item 12).
  const { stats, paidBeforeGoLive } = countWorkingDays(input);
  // The one counting of the person's month: its days, and money fields on the base given (0: days only).
  const counted = computeSalary({
    ...input,
    stats,
    paidBeforeGoLive: paidBeforeGoLive.length,
    baseSalaryPaise: input.baseSalaryPaise ?? 0,
  });
  const goLive = input.goLive ?? null;
  const total = daysInMonth(input.year, input.month);
  let preJoinDays = 0;
  let preJoinWorkingDays = 0;
  let workingDaysInMonth = 0;
  const lopDates: LopDate[] = [];
  for (let day = 1; day <= total; day += 1) {
    const date = isoDay(input.year, input.month, day);
    const working = input.calendar.isWorking(date);
    if (working) workingDaysInMonth += 1;
    if (date < input.joinedOn) {
      preJoinDays += 1;
      if (working) preJoinWorkingDays += 1;
      continue;
    }
    if (!working || (input.attendanceUpTo !== null && date > input.attendanceUpTo)) continue;
    const status = input.dayStatuses.get(date);
    if (!status && goLive !== null && date < goLive) continue; // paid as present before go-live
    const unpaid = 4 - (status ? PAID_QUARTERS[status] : 0);
    if (unpaid > 0) lopDates.push({ date, days: unpaid / 4, reason: status ?? 'Not marked' });
  }
  let paidQuarters = Math.round(counted.payableDays * 4);
  for (const share of input.unpaidLeave ?? []) {
    const { date } = share;
    if (date < input.joinedOn || !date.startsWith(isoDay(input.year, input.month, 1).slice(0, 8))) continue;
    // After the cut-off every day is presumed present, as for the rest of attendance (docs/payroll.md).
    if (input.attendanceUpTo !== null && date > input.attendanceUpTo) continue;
    const status = input.dayStatuses.get(date);
    const paidHere = input.calendar.isWorking(date) ? (status ? PAID_QUARTERS[status] : 0) : 4;
    const taken = Math.min(paidHere, Math.round(share.days * 4));
    if (taken <= 0) continue;
    paidQuarters -= taken;
    const listed = lopDates.find((entry) => entry.date === date);
    if (listed) listed.days += taken / 4;
    else lopDates.push({ date, days: taken / 4, reason: UNPAID_LEAVE_REASON });
  }
  lopDates.sort((a, b) => a.date.localeCompare(b.date));
  return {
    counted,
    daysInMonth: total,
    eligibleDays: counted.eligibleDays,
    preJoinDays,
    preJoinWorkingDays,
    workingDaysInMonth,
    paidQuarters,
    lopQuarters: counted.eligibleDays * 4 - paidQuarters,
    lopDates,
    stats,
    paidBeforeGoLive,
  };
}
