import { MONTH_NAMES, daysInMonth, isoDay, type AttendanceStatus, type WorkCalendar } from '@hrms/shared';
import { PAID_QUARTERS, divideRoundHalfUp, type SalaryBreakdown } from './salary-amount.ts';

/**
 * The attendance cut-off and its correction (docs/payroll.md, "The attendance cut-off"), pure so the
 * boundaries can be table-tested. A month paid before it ended reads attendance up to the day before the
 * generation date and presumes the later working days present; the next month's payslip takes back those
 * that turned out unpaid, at the earlier month's daily rate.
 */

export interface CutOffInput {
  year: number;
  /** 1-12 */
  month: number;
  /** The generation date, 'YYYY-MM-DD' in ORG_TIMEZONE. */
  today: string;
  /** The person's record of this period as it stands, if any. */
  existing: { attendanceUpTo: string | null } | null;
  /** Whether the person already has a record for the next period. */
  nextRecordExists: boolean;
}

/** 'YYYY-MM-DD' of the day before. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The last day read from attendance, or null when the whole month is read.
 * - Once the next month's record exists it settles this month's presumed days, so a regeneration keeps the
 *   cut-off it had (taking those days here as well would deduct them twice).
 * - After the month: null. During it: the day before the generation date (today has no complete row yet:
 *   punch-in runs to 11:00 and the absentee run writes Absent at 11:00).
 */
export function attendanceCutOff(input: CutOffInput): string | null {
  if (input.nextRecordExists) return input.existing?.attendanceUpTo ?? null;
  const lastDay = isoDay(input.year, input.month, daysInMonth(input.year, input.month));
  return input.today > lastDay ? null : dayBefore(input.today);
}

/** The month before year/month. */
export const previousPeriod = (year: number, month: number) =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
export const nextPeriod = (year: number, month: number) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
export const periodLabel = (year: number, month: number): string => `${MONTH_NAMES[month - 1]} ${year}`;

export interface PresumedMonth {
  year: number;
  month: number;
  /** The base salary that month's record was paid on. */
  baseSalaryPaise: number;
  /** That record's cut-off. */
  attendanceUpTo: string;
}

export interface UnpaidDay {
  date: string;
  /** The day's status now; null when it has no row (a working day nobody recorded counts as absent). */
  status: AttendanceStatus | null;
  /** 1 (Short Leave), 2 (Half Day) or 4 (Absent, no row). */
  unpaidQuarters: number;
}

export interface LossOfPay {
  /** 'November 2026' */
  month: string;
  year: number;
  monthNumber: number;
  days: UnpaidDay[];
  /** What the days cost at that month's daily rate, rounded half up once. */
  duePaise: number;
}

/**
 * The presumed days of `previous` (after its cut-off, on or after joining, working days of the calendar:
 * never a weekly off or a public holiday) that the
 * attendance now shows as not fully paid, and what they cost. null when there are none.
 */
export function lossOfPayFor(
  previous: PresumedMonth,
  joinedOn: string,
  calendar: WorkCalendar,
  statuses: ReadonlyMap<string, AttendanceStatus>,
): LossOfPay | null {
  const total = daysInMonth(previous.year, previous.month);
  const days: UnpaidDay[] = [];
  for (let day = 1; day <= total; day += 1) {
    const date = isoDay(previous.year, previous.month, day);
    if (date <= previous.attendanceUpTo || date < joinedOn || !calendar.isWorking(date)) continue;
    const status = statuses.get(date) ?? null;
    const unpaidQuarters = 4 - (status ? PAID_QUARTERS[status] : 0);
    if (unpaidQuarters > 0) days.push({ date, status, unpaidQuarters });
  }
  if (days.length === 0) return null;
  const quarters = BigInt(days.reduce((sum, day) => sum + day.unpaidQuarters, 0));
  const duePaise = divideRoundHalfUp(BigInt(previous.baseSalaryPaise) * quarters, BigInt(total) * 4n);
  return {
    month: periodLabel(previous.year, previous.month),
    year: previous.year,
    monthNumber: previous.month,
    days,
    duePaise: Number(duePaise),
  };
}

/** Takes the correction off this month's pay, capped there: the net pay is never negative. */
export function applyLossOfPay(breakdown: SalaryBreakdown, lossOfPay: LossOfPay | null): SalaryBreakdown {
  if (!lossOfPay) return breakdown;
  const applied = Math.min(lossOfPay.duePaise, breakdown.netPaise);
  return { ...breakdown, lopAdjustmentPaise: applied, netPaise: breakdown.netPaise - applied };
}
