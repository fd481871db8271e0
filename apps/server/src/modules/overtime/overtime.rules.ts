import { minutesOf, type OvertimeSettings } from '@hrms/shared';

/*
 * Overtime arithmetic (issue 45, docs/overtime.md), pure: the minutes a day makes a claim of, and what approved
 * minutes pay. Integers only (minutes, paise); rounding half up once, at the end.
 */

export interface DayFacts {
  /** Minutes between the day's check-in and check-out. */
  workedMinutes: number;
  /** Minutes from the shift's end to the check-out (negative: left before it). */
  minutesAfterShiftEnd: number;
  /** Worked minutes of the same week (Monday on) before this day. */
  weekWorkedBefore: number;
  /** Overtime minutes of the same week before this day (claims not rejected: approved or claimed minutes). */
  weekOvertimeBefore: number;
}

export type OvertimeBasis = Pick<
  OvertimeSettings,
  'afterShiftEnd' | 'dailyLimitHours' | 'weeklyLimitHours' | 'minimumMinutes'
>;

/**
 * The day's overtime: the larger of the minutes after the shift's end and those beyond the daily limit, then
 * the day's remaining (ordinary) minutes that take the week's ordinary minutes past the weekly limit. A
 * minute is counted once (the Factories Act, 1948, s.59: beyond nine hours a day or 48 a week, not both).
 * Under the minimum: none.
 */
export function overtimeMinutes(day: DayFacts, basis: OvertimeBasis): number {
  const worked = Math.max(0, day.workedMinutes);
  const afterShift = basis.afterShiftEnd ? Math.max(0, day.minutesAfterShiftEnd) : 0;
  const overDaily = basis.dailyLimitHours === null ? 0 : Math.max(0, worked - basis.dailyLimitHours * 60);
  const daily = Math.min(worked, Math.max(afterShift, overDaily));
  let weekly = 0;
  if (basis.weeklyLimitHours !== null) {
    const ordinaryToday = worked - daily;
    const ordinaryBefore = Math.max(0, day.weekWorkedBefore - day.weekOvertimeBefore);
    weekly = Math.max(
      0,
      Math.min(ordinaryToday, ordinaryBefore + ordinaryToday - basis.weeklyLimitHours * 60),
    );
  }
  const total = daily + weekly;
  return total > 0 && total >= basis.minimumMinutes ? total : 0;
}

export type RateBasis = Pick<OvertimeSettings, 'divisorDays' | 'divisorHours' | 'multiplier'>;

const halfUp = (numerator: bigint, denominator: bigint): bigint =>
  (2n * numerator + denominator) / (2n * denominator);

/** The ordinary hourly rate: (Basic + DA) / (days x hours), paise, half up. ₹26,000 / 208 = ₹125. */
export function hourlyRatePaise(basicDaPaise: number, basis: RateBasis): number {
  return Number(halfUp(BigInt(basicDaPaise), BigInt(basis.divisorDays * basis.divisorHours)));
}

/**
 * What approved minutes pay: (Basic + DA) x minutes x multiplier / (days x hours x 60), paise, half up. From
 * the monthly figure, not the rounded rate, so a rate of a fraction of a paisa loses nothing. 6 h of ₹26,000
 * over 26 x 8 at 2x: ₹1,500.
 */
export function overtimePayPaise(basicDaPaise: number, minutes: number, basis: RateBasis): number {
  const multiplierHundredths = BigInt(Math.round(basis.multiplier * 100));
  const numerator = BigInt(basicDaPaise) * BigInt(minutes) * multiplierHundredths;
  const denominator = BigInt(basis.divisorDays * basis.divisorHours * 60) * 100n;
  return Number(halfUp(numerator, denominator));
}

/** "6 h", "2 h 30 min", "45 min": the payslip's and the screens' words. */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A shift's length in minutes (one crossing midnight ends the next day): an unpunched on-duty day's work. */
export function shiftMinutes(shift: { start: string; end: string }): number {
  const length = minutesOf(shift.end) - minutesOf(shift.start);
  return length > 0 ? length : length + 1440;
}
