import { weeklyOffCalendar, workCalendar, type MonthStats } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { computeSalary, divideRoundHalfUp, type SalaryInput } from './salary-amount.ts';

const noRows: Omit<MonthStats, 'totalDays'> = {
  present: 0,
  absent: 0,
  sickLeave: 0,
  paidLeave: 0,
  halfDay: 0,
  shortLeave: 0,
};

/** November 2026: 30 days, Sundays 1, 8, 15, 22, 29 -> 5 weekly offs, 25 working days. */
function november(stats: Partial<MonthStats>, overrides: Partial<SalaryInput> = {}): SalaryInput {
  return {
    baseSalaryPaise: 3_000_000, // ₹30,000
    year: 2026,
    month: 11,
    joinedOn: '2020-01-01',
    attendanceUpTo: null,
    calendar: weeklyOffCalendar([0]),
    stats: { totalDays: 30, ...noRows, ...stats },
    ...overrides,
  };
}

describe('computeSalary: each status', () => {
  it.each([
    // [what, stats, payable days, net paise]: ₹30,000 / 30 days = ₹1,000 a day
    ['no rows: only the 5 weekly offs are paid', {}, 5, 500_000],
    ['every working day Present', { present: 25 }, 30, 3_000_000],
    ['Paid Leave counts a full day', { present: 24, paidLeave: 1 }, 30, 3_000_000],
    ['Sick Leave counts a full day', { present: 23, sickLeave: 2 }, 30, 3_000_000],
    ['Short Leave counts 0.75', { present: 24, shortLeave: 1 }, 29.75, 2_975_000],
    ['Half Day counts 0.5', { present: 24, halfDay: 1 }, 29.5, 2_950_000],
    ['Absent counts 0', { present: 24, absent: 1 }, 29, 2_900_000],
    ['a working day without a row counts 0 (as absent)', { present: 20 }, 25, 2_500_000],
    [
      'mixed month',
      { present: 18, absent: 2, sickLeave: 1, paidLeave: 1, shortLeave: 2, halfDay: 1 },
      5 + 20 + 1.5 + 0.5,
      2_700_000,
    ],
  ] as const)('%s', (_what, stats, payableDays, netPaise) => {
    const result = computeSalary(november(stats));
    expect(result.payableDays).toBe(payableDays);
    expect(result.netPaise).toBe(netPaise);
    expect(result.deductionsPaise).toBe(3_000_000 - netPaise);
  });
});

describe('computeSalary: calendar', () => {
  it('two weekly offs (Saturday and Sunday) are both paid', () => {
    // November 2026 has 4 Saturdays and 5 Sundays.
    const result = computeSalary(november({ present: 21 }, { calendar: weeklyOffCalendar([0, 6]) }));
    expect(result.weeklyOffDays).toBe(9);
    expect(result.workingDays).toBe(21);
    expect(result.netPaise).toBe(3_000_000);
  });

  const withHolidays = (...dates: string[]) =>
    workCalendar({
      fallback: { weeklyOff: [0], nthWeekOff: [] },
      patterns: [
        { effectiveFrom: '2026-11-01', weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }] },
      ],
      holidays: dates.map((date) => ({ date, name: 'Holiday', kind: 'public' as const })),
    });

  it.each([
    // [what, holidays, stats, weekly offs, holidays counted, payable days, net paise] (₹1,000 a day)
    ['2nd and 4th Saturdays (14, 28) are paid weekly offs', [], { present: 23 }, 7, undefined, 30, 3_000_000],
    ['a holiday on a working day is paid', ['2026-11-20'], { present: 22 }, 7, 1, 30, 3_000_000],
    ['a holiday on a Sunday is paid once', ['2026-11-22'], { present: 23 }, 6, 1, 30, 3_000_000],
    ['a holiday never counts as absent', ['2026-11-20'], { present: 21 }, 7, 1, 29, 2_900_000],
  ] as const)('%s', (_what, holidays, stats, weeklyOffDays, holidayDays, payableDays, netPaise) => {
    const result = computeSalary(november(stats, { calendar: withHolidays(...holidays) }));
    expect(result.weeklyOffDays).toBe(weeklyOffDays);
    expect(result.holidayDays).toBe(holidayDays);
    expect(result.payableDays).toBe(payableDays);
    expect(result.netPaise).toBe(netPaise);
  });

  it('pays a holiday before joining nothing, and one after joining in full (to the paisa)', () => {
    // ₹31,000 in November, joined on the 16th: 15 eligible days.
    const result = computeSalary(
      november(
        { present: 10, absent: 1 },
        {
          baseSalaryPaise: 3_100_000,
          joinedOn: '2026-11-16',
          calendar: withHolidays('2026-11-03', '2026-11-20'),
        },
      ),
    );
    // Sundays 22 and 29 and the 4th Saturday (28) are off, the 20th a holiday: 11 working days.
    expect(result).toMatchObject({ eligibleDays: 15, weeklyOffDays: 3, holidayDays: 1, workingDays: 11 });
    // 3 + 1 + 10 Present = 14 days: ₹31,000 x 14 / 30 = ₹14,466.666... -> ₹14,466.67
    expect(result.netPaise).toBe(1_446_667);
  });

  it('joining mid-month pays only from the joining day', () => {
    // Joined Monday 16 November: 15 eligible days, Sundays 22 and 29 off, 13 working days.
    const result = computeSalary(november({ present: 13 }, { joinedOn: '2026-11-16' }));
    expect(result).toMatchObject({
      eligibleDays: 15,
      weeklyOffDays: 2,
      workingDays: 13,
      payableDays: 15,
      netPaise: 1_500_000,
    });
  });

  it('joining after the month pays nothing', () => {
    expect(computeSalary(november({}, { joinedOn: '2026-12-01' })).netPaise).toBe(0);
  });

  it('after the cut-off, working days are presumed present (issue: the current month may be paid)', () => {
    // Cut-off Thursday 19 November: days 1-19 read (Sundays 1, 8, 15 off, 16 working days, 15 Present);
    // 20-30 presumed: 9 working days + Sundays 22 and 29. 5 + 15 + 9 = 29 days.
    const result = computeSalary(november({ present: 15 }, { attendanceUpTo: '2026-11-19' }));
    expect(result).toMatchObject({
      eligibleDays: 30,
      weeklyOffDays: 5,
      workingDays: 25,
      presumedDays: 9,
      unmarked: 1,
      attendanceUpTo: '2026-11-19',
      payableDays: 29,
      netPaise: 2_900_000,
    });
  });

  it('February in a leap year has 29 days', () => {
    // February 2028: Sundays 6, 13, 20, 27 -> 25 working days; ₹29,000 / 29 = ₹1,000 a day.
    const result = computeSalary({
      ...november({ present: 25 }),
      year: 2028,
      month: 2,
      baseSalaryPaise: 2_900_000,
      stats: { totalDays: 29, ...noRows, present: 24 },
    });
    expect(result).toMatchObject({
      daysInMonth: 29,
      weeklyOffDays: 4,
      workingDays: 25,
      payableDays: 28,
      netPaise: 2_800_000,
    });
  });

  it('February in a common year has 28 days', () => {
    const result = computeSalary({
      ...november({}),
      year: 2027,
      month: 2,
      stats: { totalDays: 28, ...noRows, present: 24 },
    });
    expect(result.daysInMonth).toBe(28);
    expect(result.payableDays).toBe(28);
    expect(result.netPaise).toBe(3_000_000);
  });

  it('rows beyond the eligible working days never pay more than the month', () => {
    // 27 Present rows (two on Sundays) against 25 working days.
    expect(computeSalary(november({ present: 27 })).netPaise).toBe(3_000_000);
  });
});

describe('computeSalary: money', () => {
  it('a zero base pays zero', () => {
    const result = computeSalary(november({ present: 25 }, { baseSalaryPaise: 0 }));
    expect(result).toMatchObject({ netPaise: 0, deductionsPaise: 0 });
  });

  it('rounds half up to the paisa', () => {
    // ₹10,000.01 x 29.75 / 30 = 991667.658... paise -> 991668
    expect(
      computeSalary(november({ present: 24, shortLeave: 1 }, { baseSalaryPaise: 1_000_001 })).netPaise,
    ).toBe(991_668);
    // 1 paisa x 15 / 30 = 0.5 -> 1 (half goes up)
    expect(computeSalary(november({ present: 10 }, { baseSalaryPaise: 1 })).netPaise).toBe(1);
    // 1 paisa x 14.75 / 30 = 0.4916 -> 0
    expect(computeSalary(november({ present: 9, shortLeave: 1 }, { baseSalaryPaise: 1 })).netPaise).toBe(0);
  });

  it('stays exact for very large salaries (no floating point)', () => {
    const base = 9_007_199_254_740_99; // about ₹90 crore a month, near the safe-integer range / 100
    const result = computeSalary(november({ present: 24, halfDay: 1 }, { baseSalaryPaise: base }));
    expect(BigInt(result.netPaise)).toBe(divideRoundHalfUp(BigInt(base) * 118n, 120n));
  });

  it('divideRoundHalfUp rounds .5 up and below .5 down', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(5n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
  });
});
