import { daysInMonth, isoDay, type AttendanceStatus, type MonthStats, type WorkCalendar } from '@hrms/shared';

/**
 * The pay rule (docs/payroll.md), pure so it can be table-tested:
 *   amount = base x payable days / days in the month, in integer paise, rounded half up.
 * Payable days are counted in quarter days so every step stays an integer:
 *   weekly off, public holiday, Present, Paid Leave, Sick Leave = 4 quarters; Short Leave = 3; Half Day = 2; Absent or no row = 0.
 * Only days on or after joining are eligible. A month paid before it ended reads attendance up to its
 * cut-off; the eligible working days after it are presumed present (the next month takes back any that were not).
 */
export interface SalaryInput {
  baseSalaryPaise: number;
  year: number;
  /** 1-12 */
  month: number;
  /** 'YYYY-MM-DD' (users.joined_on). */
  joinedOn: string;
  /** The last day read from attendance ('YYYY-MM-DD'); null when the whole month is read. */
  attendanceUpTo: string | null;
  /** The work calendar over the month: weekly offs (patterns included) and public holidays are paid. */
  calendar: WorkCalendar;
  /** The month's rows on eligible working days up to attendanceUpTo (day-counts.ts, day by day). */
  stats: MonthStats;
  /** Working days read before the organisation's go-live date with no row: paid as present (issue 40). */
  paidBeforeGoLive?: number;
}

export interface SalaryBreakdown {
  daysInMonth: number;
  /** Calendar days of the month that may be paid (on or after joining). */
  eligibleDays: number;
  weeklyOffDays: number;
  /** Eligible public holidays, paid like weekly offs; absent when none (a payslip without holidays is unchanged). */
  holidayDays?: number;
  /** Eligible days that are neither weekly offs nor holidays, including those presumed present. */
  workingDays: number;
  present: number;
  paidLeave: number;
  sickLeave: number;
  shortLeave: number;
  halfDay: number;
  absent: number;
  /** Working days up to the cut-off with no attendance row (counted as absent). */
  unmarked: number;
  /** The cut-off ('YYYY-MM-DD') or null; see SalaryInput.attendanceUpTo. */
  attendanceUpTo: string | null;
  /** Eligible working days after the cut-off, counted as present. */
  presumedDays: number;
  /** Working days before the go-live date without a row, paid as present; absent when none. */
  paidBeforeGoLive?: number;
  /** Payable days, e.g. 27.75. */
  payableDays: number;
  baseSalaryPaise: number;
  /** This month's loss of pay: base - pay for the payable days. */
  deductionsPaise: number;
  /** The previous month's presumed days taken back here (applyLossOfPay); 0 when none. */
  lopAdjustmentPaise: number;
  /** base - deductions - lopAdjustment, never negative. */
  netPaise: number;
}

/** How much of a day each attendance status pays, in quarters. Typed by status so a new one must be decided. */
export const PAID_QUARTERS: Record<AttendanceStatus, number> = {
  Present: 4,
  'Punched In': 4, // the shared stats count it as present
  'Paid Leave': 4,
  'Sick Leave': 4,
  'Short Leave': 3,
  'Half Day': 2,
  Absent: 0,
};

/** Rounds numerator / denominator half up; both non-negative. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

export function computeSalary(input: SalaryInput): SalaryBreakdown {
  const total = daysInMonth(input.year, input.month);
  let eligibleDays = 0;
  let weeklyOffDays = 0;
  let holidayDays = 0;
  let presumedDays = 0;
  for (let day = 1; day <= total; day += 1) {
    const date = isoDay(input.year, input.month, day);
    if (date < input.joinedOn) continue;
    eligibleDays += 1;
    const kind = input.calendar.day(date).kind;
    if (kind === 'weekly-off') weeklyOffDays += 1;
    else if (kind === 'holiday') holidayDays += 1;
    else if (input.attendanceUpTo !== null && date > input.attendanceUpTo) presumedDays += 1;
  }
  const workingDays = eligibleDays - weeklyOffDays - holidayDays;
  const readWorkingDays = workingDays - presumedDays;
  const { present, paidLeave, sickLeave, shortLeave, halfDay, absent } = input.stats;
  const attendedQuarters =
    BigInt(present * PAID_QUARTERS.Present + paidLeave * PAID_QUARTERS['Paid Leave']) +
    BigInt(sickLeave * PAID_QUARTERS['Sick Leave'] + shortLeave * PAID_QUARTERS['Short Leave']) +
    BigInt(halfDay * PAID_QUARTERS['Half Day']);
  // A row on a weekly off, a holiday or before joining must never pay more than the working days read.
  const readQuarters = BigInt(readWorkingDays) * 4n;
  const cappedQuarters = attendedQuarters < readQuarters ? attendedQuarters : readQuarters;
  const beforeGoLive = Math.min(input.paidBeforeGoLive ?? 0, readWorkingDays);
  const goLiveQuarters = BigInt(beforeGoLive) * 4n;
  const attendedLeft = readQuarters - goLiveQuarters;
  const attendedPaid = cappedQuarters < attendedLeft ? cappedQuarters : attendedLeft;
  const payableQuarters =
    BigInt(weeklyOffDays + holidayDays + presumedDays) * 4n + goLiveQuarters + attendedPaid;
  const base = BigInt(input.baseSalaryPaise);
  const net = divideRoundHalfUp(base * payableQuarters, BigInt(total) * 4n);
  const rowsOnWorkingDays = present + paidLeave + sickLeave + shortLeave + halfDay + absent;
  return {
    daysInMonth: total,
    eligibleDays,
    weeklyOffDays,
    ...(holidayDays > 0 ? { holidayDays } : {}),
    workingDays,
    present,
    paidLeave,
    sickLeave,
    shortLeave,
    halfDay,
    absent,
    unmarked: Math.max(0, readWorkingDays - rowsOnWorkingDays - beforeGoLive),
    attendanceUpTo: input.attendanceUpTo,
    presumedDays,
    ...(beforeGoLive > 0 ? { paidBeforeGoLive: beforeGoLive } : {}),
    payableDays: Number(payableQuarters) / 4,
    baseSalaryPaise: input.baseSalaryPaise,
    deductionsPaise: Number(base - net),
    lopAdjustmentPaise: 0,
    netPaise: Number(net),
  };
}
