import { weeklyOffCalendar, workCalendar, type AttendanceStatus, type MonthStats } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import {
  applyLossOfPay,
  attendanceCutOff,
  lossOfPayFor,
  type CutOffInput,
  type PresumedMonth,
} from './loss-of-pay.ts';
import { computeSalary } from './salary-amount.ts';

const SUNDAY_OFF = weeklyOffCalendar([0]);
const noRows: MonthStats = {
  totalDays: 30,
  present: 0,
  absent: 0,
  sickLeave: 0,
  paidLeave: 0,
  halfDay: 0,
  shortLeave: 0,
};

/** November 2026 (30 days, Sundays 1, 8, 15, 22, 29), ₹30,000 = ₹1,000 a day, paid with a cut-off. */
const NOVEMBER: PresumedMonth = {
  year: 2026,
  month: 11,
  baseSalaryPaise: 3_000_000,
  attendanceUpTo: '2026-11-22',
};

const days = (entries: Record<string, AttendanceStatus>) => new Map(Object.entries(entries));

describe('attendanceCutOff: which days are read', () => {
  const november = (today: string, more: Partial<CutOffInput> = {}): CutOffInput => ({
    year: 2026,
    month: 11,
    today,
    existing: null,
    nextRecordExists: false,
    ...more,
  });

  it.each([
    ['mid-month: up to the day before the generation date', november('2026-11-23'), '2026-11-22'],
    ['on the 1st: nothing of the month is read', november('2026-11-01'), '2026-10-31'],
    ['on the last day: that day is still presumed', november('2026-11-30'), '2026-11-29'],
    ['the day after the month: the whole month is read', november('2026-12-01'), null],
    ['a month long past', november('2027-06-15'), null],
    [
      'December paid on the 1st: the cut-off is in November',
      { ...november('2026-12-01'), month: 12 },
      '2026-11-30',
    ],
    [
      'regenerated mid-month: the cut-off moves to the new generation date',
      november('2026-11-27', { existing: { attendanceUpTo: '2026-11-22' } }),
      '2026-11-26',
    ],
    [
      'regenerated after the month, next month not paid yet: the whole month is read',
      november('2026-12-05', { existing: { attendanceUpTo: '2026-11-22' } }),
      null,
    ],
    [
      'regenerated once December is paid: keeps its cut-off (December settles those days)',
      november('2026-12-05', { existing: { attendanceUpTo: '2026-11-22' }, nextRecordExists: true }),
      '2026-11-22',
    ],
    [
      'first paid after December was: the whole month is read',
      november('2026-12-05', { nextRecordExists: true }),
      null,
    ],
  ] as const)('%s', (_what, input, expected) => expect(attendanceCutOff(input)).toBe(expected));
});

describe('worked examples (docs/payroll.md)', () => {
  it('1. November paid on Monday 23/11/2026: days after 22/11 are counted as present', () => {
    // Read 1-22: 4 Sundays, 18 working days: 17 Present + 1 Half Day. Presumed: 7 working days (23-28, 30).
    // 5 weekly offs + 17 + 0.5 + 7 = 29.5 days -> ₹29,500.
    const result = computeSalary({
      baseSalaryPaise: 3_000_000,
      year: 2026,
      month: 11,
      joinedOn: '2020-01-01',
      attendanceUpTo: '2026-11-22',
      calendar: SUNDAY_OFF,
      stats: { ...noRows, present: 17, halfDay: 1 },
    });
    expect(result).toMatchObject({ presumedDays: 7, payableDays: 29.5, netPaise: 2_950_000 });
    expect(result.deductionsPaise).toBe(50_000);
  });

  it('2. December: two of those days turned out Absent -> ₹2,000 at November’s daily rate', () => {
    const lop = lossOfPayFor(
      NOVEMBER,
      '2020-01-01',
      SUNDAY_OFF,
      days(presentAfterCutOff({ '2026-11-24': 'Absent', '2026-11-26': 'Absent' })),
    );
    expect(lop).toEqual({
      month: 'November 2026',
      year: 2026,
      monthNumber: 11,
      days: [
        { date: '2026-11-24', status: 'Absent', unpaidQuarters: 4 },
        { date: '2026-11-26', status: 'Absent', unpaidQuarters: 4 },
      ],
      duePaise: 200_000,
    });
    // December 2026 (31 days, 4 Sundays), every working day Present, paid after the month: ₹30,000 - ₹2,000.
    const december = computeSalary({
      baseSalaryPaise: 3_000_000,
      year: 2026,
      month: 12,
      joinedOn: '2020-01-01',
      attendanceUpTo: null,
      calendar: SUNDAY_OFF,
      stats: { ...noRows, totalDays: 31, present: 27 },
    });
    expect(applyLossOfPay(december, lop)).toMatchObject({
      deductionsPaise: 0,
      lopAdjustmentPaise: 200_000,
      netPaise: 2_800_000,
    });
  });

  it('never takes back a public holiday after the cut-off (nobody works or is marked on it)', () => {
    const calendar = workCalendar({
      fallback: { weeklyOff: [0], nthWeekOff: [] },
      patterns: [],
      holidays: [{ date: '2026-11-26', name: 'Founders Day', kind: 'public' }],
    });
    const lop = lossOfPayFor(
      NOVEMBER,
      '2020-01-01',
      calendar,
      days(presentAfterCutOff({ '2026-11-26': null })),
    );
    expect(lop).toBeNull();
  });

  it('3. the unpaid part of partial days, and a working day nobody marked', () => {
    // Half Day 2 quarters + Short Leave 1 + no row 4 = 7 quarters = 1.75 days -> ₹1,750.
    const statuses = presentAfterCutOff({
      '2026-11-25': 'Half Day',
      '2026-11-27': 'Short Leave',
      '2026-11-30': null,
    });
    const lop = lossOfPayFor(NOVEMBER, '2020-01-01', SUNDAY_OFF, days(statuses))!;
    expect(lop.days.map((d) => [d.date, d.status, d.unpaidQuarters])).toEqual([
      ['2026-11-25', 'Half Day', 2],
      ['2026-11-27', 'Short Leave', 1],
      ['2026-11-30', null, 4],
    ]);
    expect(lop.duePaise).toBe(175_000);
  });

  it('4. paid on the 1st: the whole month is presumed, and read the next month', () => {
    const november = computeSalary({
      baseSalaryPaise: 3_000_000,
      year: 2026,
      month: 11,
      joinedOn: '2020-01-01',
      attendanceUpTo: '2026-10-31',
      calendar: SUNDAY_OFF,
      stats: noRows,
    });
    expect(november).toMatchObject({ presumedDays: 25, unmarked: 0, netPaise: 3_000_000 });
    // Nobody was marked all month: 25 working days come back the next month -> ₹25,000.
    const lop = lossOfPayFor(
      { ...NOVEMBER, attendanceUpTo: '2026-10-31' },
      '2020-01-01',
      SUNDAY_OFF,
      days({}),
    );
    expect(lop!.days).toHaveLength(25);
    expect(lop!.duePaise).toBe(2_500_000);
  });

  it('5. the correction is capped at the month’s pay: the net is never negative', () => {
    // December with no rows at all pays only its 4 Sundays: ₹30,000 x 4 / 31 = ₹3,870.97.
    const december = computeSalary({
      baseSalaryPaise: 3_000_000,
      year: 2026,
      month: 12,
      joinedOn: '2020-01-01',
      attendanceUpTo: null,
      calendar: SUNDAY_OFF,
      stats: { ...noRows, totalDays: 31 },
    });
    expect(december.netPaise).toBe(387_097);
    // November's 7 presumed working days all unmarked: ₹7,000 due, ₹3,870.97 taken.
    const lop = lossOfPayFor(NOVEMBER, '2020-01-01', SUNDAY_OFF, days({}))!;
    expect(lop.duePaise).toBe(700_000);
    expect(applyLossOfPay(december, lop)).toMatchObject({ lopAdjustmentPaise: 387_097, netPaise: 0 });
  });
});

describe('lossOfPayFor: boundaries', () => {
  it('nothing to take back when every presumed day was paid', () => {
    const statuses = presentAfterCutOff({
      '2026-11-24': 'Paid Leave',
      '2026-11-25': 'Sick Leave',
      '2026-11-26': 'Punched In',
    });
    expect(lossOfPayFor(NOVEMBER, '2020-01-01', SUNDAY_OFF, days(statuses))).toBeNull();
  });

  it('ignores days up to the cut-off, weekly offs and days before joining', () => {
    // Absent on the cut-off day itself (read already), on Sunday 29 (a weekly off is always paid), and
    // joined Friday 27: only 27, 28 and 30 count, and they were not marked.
    const statuses = days({ '2026-11-22': 'Absent', '2026-11-29': 'Absent' });
    const lop = lossOfPayFor(NOVEMBER, '2026-11-27', SUNDAY_OFF, statuses)!;
    expect(lop.days.map((d) => d.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-30']);
    expect(lop.duePaise).toBe(300_000);
  });

  it('a cut-off on the last day leaves nothing to correct', () => {
    expect(
      lossOfPayFor({ ...NOVEMBER, attendanceUpTo: '2026-11-30' }, '2020-01-01', SUNDAY_OFF, days({})),
    ).toBeNull();
  });

  it('rounds half up once, at that month’s daily rate', () => {
    // ₹10,000.01 over 30 days; one Short Leave = 1 quarter: 1,000,001 / 120 = 8,333.34 -> 8,333 paise;
    // a Half Day = 2 quarters: 16,666.68 -> 16,667 paise.
    const base = { ...NOVEMBER, baseSalaryPaise: 1_000_001 };
    const short = days(presentAfterCutOff({ '2026-11-24': 'Short Leave' }));
    const half = days(presentAfterCutOff({ '2026-11-24': 'Half Day' }));
    expect(lossOfPayFor(base, '2020-01-01', SUNDAY_OFF, short)!.duePaise).toBe(8_333);
    expect(lossOfPayFor(base, '2020-01-01', SUNDAY_OFF, half)!.duePaise).toBe(16_667);
  });
});

/** Present on every working day of November after the cut-off (23-28, 30), but these (null: no row). */
function presentAfterCutOff(
  exceptions: Record<string, AttendanceStatus | null>,
): Record<string, AttendanceStatus> {
  const all: Record<string, AttendanceStatus> = {};
  for (const day of [23, 24, 25, 26, 27, 28, 30]) all[`2026-11-${day}`] = 'Present';
  for (const [date, status] of Object.entries(exceptions)) {
    if (status) all[date] = status;
    else delete all[date];
  }
  return all;
}
