import type { MonthStats } from '@hrms/shared';

/**
 * The pay rule (docs/payroll.md), pure so it can be table-tested:
 *   amount = base x payable days / days in the month, in integer paise, rounded half up.
 * Payable days are counted in quarter days so every step stays an integer:
 *   weekly off, Present, Paid Leave, Sick Leave = 4 quarters; Short Leave = 3; Half Day = 2; Absent or no row = 0.
 * Only days on or after joining and on or before today are eligible.
 */
export interface SalaryInput {
  baseSalaryPaise: number;
  year: number;
  /** 1-12 */
  month: number;
  /** 'YYYY-MM-DD' (users.joined_on). */
  joinedOn: string;
  /** 'YYYY-MM-DD' in ORG_TIMEZONE. */
  today: string;
  /** Weekdays off, 0 = Sunday ... 6 = Saturday (config.weeklyOff). */
  weeklyOff: readonly number[];
  /** The shared month counting (AttendanceService.monthStatsFor). */
  stats: MonthStats;
}

export interface SalaryBreakdown {
  daysInMonth: number;
  /** Calendar days of the month that may be paid (joined, not in the future). */
  eligibleDays: number;
  weeklyOffDays: number;
  workingDays: number;
  present: number;
  paidLeave: number;
  sickLeave: number;
  shortLeave: number;
  halfDay: number;
  absent: number;
  /** Working days with no attendance row (counted as absent). */
  unmarked: number;
  /** Payable days, e.g. 27.75. */
  payableDays: number;
  baseSalaryPaise: number;
  deductionsPaise: number;
  netPaise: number;
}

const QUARTERS = { full: 4n, short: 3n, half: 2n } as const;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const isoDay = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Rounds numerator / denominator half up; both non-negative. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

export function computeSalary(input: SalaryInput): SalaryBreakdown {
  const total = daysInMonth(input.year, input.month);
  let eligibleDays = 0;
  let weeklyOffDays = 0;
  for (let day = 1; day <= total; day += 1) {
    const date = isoDay(input.year, input.month, day);
    if (date < input.joinedOn || date > input.today) continue;
    eligibleDays += 1;
    if (input.weeklyOff.includes(new Date(Date.UTC(input.year, input.month - 1, day)).getUTCDay()))
      weeklyOffDays += 1;
  }
  const workingDays = eligibleDays - weeklyOffDays;
  const { present, paidLeave, sickLeave, shortLeave, halfDay, absent } = input.stats;
  const attendedQuarters =
    BigInt(present + paidLeave + sickLeave) * QUARTERS.full +
    BigInt(shortLeave) * QUARTERS.short +
    BigInt(halfDay) * QUARTERS.half;
  // A row on a weekly off, before joining or ahead of today must never pay more than the eligible working days.
  const cappedQuarters =
    attendedQuarters < BigInt(workingDays) * 4n ? attendedQuarters : BigInt(workingDays) * 4n;
  const payableQuarters = BigInt(weeklyOffDays) * 4n + cappedQuarters;
  const base = BigInt(input.baseSalaryPaise);
  const net = divideRoundHalfUp(base * payableQuarters, BigInt(total) * 4n);
  const rowsOnWorkingDays = present + paidLeave + sickLeave + shortLeave + halfDay + absent;
  return {
    daysInMonth: total,
    eligibleDays,
    weeklyOffDays,
    workingDays,
    present,
    paidLeave,
    sickLeave,
    shortLeave,
    halfDay,
    absent,
    unmarked: Math.max(0, workingDays - rowsOnWorkingDays),
    payableDays: Number(payableQuarters) / 4,
    baseSalaryPaise: input.baseSalaryPaise,
    deductionsPaise: Number(base - net),
    netPaise: Number(net),
  };
}
