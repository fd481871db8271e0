import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { workCalendar, type CalendarHoliday } from '../calendar/index.ts';
import type { SpecLeaveType } from '../leave/schemas.ts';
import {
  isFullDayLeave,
  monthlyLimitReached,
  requestDays,
  splitBeyondBalance,
  unpaidShares,
  type OtherLeave,
} from './rules.ts';
import { DEFAULT_LEAVE_POLICIES, UNLIMITED_POLICY, type LeavePolicyBody } from './schemas.ts';

// 2026-11-20 is a Friday; Saturday and Sunday are off in these examples (docs/leave.md, "The sandwich rule").
const holiday = (date: string): CalendarHoliday => ({ date, name: `Holiday ${date}`, kind: 'public' });
const calendarWith = (...holidays: string[]) =>
  workCalendar({
    fallback: { weeklyOff: [0, 6], nthWeekOff: [] },
    patterns: [],
    holidays: holidays.map(holiday),
  });
const sandwich = (weeklyOffs: boolean, holidays: boolean): LeavePolicyBody => ({
  ...UNLIMITED_POLICY,
  sandwich: { weeklyOffs, holidays },
});
const BOTH = sandwich(true, true);
const other = (type: SpecLeaveType, workingDates: string[], sandwichDates: string[] = []): OtherLeave => ({
  type,
  full: isFullDayLeave(type, DEFAULT_LEAVE_POLICIES[type]),
  workingDates,
  sandwichDates,
});

describe('requestDays: working days × weight and the sandwich rule', () => {
  it.each([
    // [case, type, start, end, policy, holidays, others, days, sandwiched]
    [
      'Fri–Mon, weekend sandwiched',
      'Sick Leave',
      '2026-11-20',
      '2026-11-23',
      BOTH,
      [],
      [],
      4,
      ['2026-11-21', '2026-11-22'],
    ],
    ['Fri–Mon, rule off', 'Sick Leave', '2026-11-20', '2026-11-23', UNLIMITED_POLICY, [], [], 2, []],
    [
      'Monday after an approved Friday (two requests)',
      'Paid Leave',
      '2026-11-23',
      '2026-11-23',
      BOTH,
      [],
      [other('Paid Leave', ['2026-11-20'])],
      3,
      ['2026-11-21', '2026-11-22'],
    ],
    [
      'Monday after a Friday half day: no sandwich',
      'Paid Leave',
      '2026-11-23',
      '2026-11-23',
      BOTH,
      [],
      [other('Half Day', ['2026-11-20'])],
      1,
      [],
    ],
    [
      'a half day on Monday after a full Friday: no sandwich',
      'Half Day',
      '2026-11-23',
      '2026-11-23',
      { ...BOTH, weight: 0.5 },
      [],
      [other('Paid Leave', ['2026-11-20'])],
      0.5,
      [],
    ],
    [
      'Monday after a Friday short leave: no sandwich',
      'Paid Leave',
      '2026-11-23',
      '2026-11-23',
      BOTH,
      [],
      [other('Short Leave', ['2026-11-20'])],
      1,
      [],
    ],
    [
      'starting on a holiday (Fri holiday – Tue)',
      'Sick Leave',
      '2026-11-20',
      '2026-11-24',
      BOTH,
      ['2026-11-20'],
      [],
      2,
      [],
    ],
    [
      'ending on a holiday (Thu – Mon holiday)',
      'Sick Leave',
      '2026-11-19',
      '2026-11-23',
      BOTH,
      ['2026-11-23'],
      [],
      2,
      [],
    ],
    [
      'holiday inside, holidays only',
      'Sick Leave',
      '2026-11-19',
      '2026-11-24',
      sandwich(false, true),
      ['2026-11-23'],
      [],
      4,
      ['2026-11-23'],
    ],
    [
      'holiday inside, weekly offs only',
      'Sick Leave',
      '2026-11-19',
      '2026-11-24',
      sandwich(true, false),
      ['2026-11-23'],
      [],
      5,
      ['2026-11-21', '2026-11-22'],
    ],
    [
      'holiday inside, both',
      'Sick Leave',
      '2026-11-19',
      '2026-11-24',
      BOTH,
      ['2026-11-23'],
      [],
      6,
      ['2026-11-21', '2026-11-22', '2026-11-23'],
    ],
    [
      'spanning the year end (New Year a holiday)',
      'Sick Leave',
      '2026-12-31',
      '2027-01-04',
      BOTH,
      ['2027-01-01'],
      [],
      5,
      ['2027-01-01', '2027-01-02', '2027-01-03'],
    ],
    [
      'spanning a month end across two requests',
      'Paid Leave',
      '2026-11-02',
      '2026-11-02',
      BOTH,
      [],
      [other('Paid Leave', ['2026-10-30'])],
      3,
      ['2026-10-31', '2026-11-01'],
    ],
    [
      'days another request already counts stay with it',
      'Paid Leave',
      '2026-11-24',
      '2026-11-24',
      BOTH,
      [],
      [other('Sick Leave', ['2026-11-20', '2026-11-23'], ['2026-11-21', '2026-11-22'])],
      1,
      [],
    ],
    [
      'a leave two weeks away encloses nothing',
      'Paid Leave',
      '2026-11-23',
      '2026-11-23',
      BOTH,
      [],
      [other('Paid Leave', ['2026-11-13'])],
      1,
      [],
    ],
  ] as const)('%s', (_case, type, startDate, endDate, policy, holidays, others, days, sandwiched) => {
    const result = requestDays({
      type,
      startDate,
      endDate,
      policy,
      calendar: calendarWith(...holidays),
      others,
    });
    expect(result.days).toBe(days);
    expect(result.sandwichDates).toEqual(sandwiched);
    expect(result.perDate.reduce((sum, share) => sum + share.days, 0)).toBeCloseTo(days, 10);
  });

  it('weights: a half day takes 0.5, a short leave its own weight', () => {
    const calendar = calendarWith();
    const half = requestDays({
      type: 'Half Day',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      policy: DEFAULT_LEAVE_POLICIES['Half Day'],
      calendar,
      others: [],
    });
    expect(half.days).toBe(0.5);
    const short = requestDays({
      type: 'Short Leave',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      policy: { ...UNLIMITED_POLICY, weight: 0.25 },
      calendar,
      others: [],
    });
    expect(short.days).toBe(0.25);
  });
});

describe('beyond the balance', () => {
  it.each([
    [3, 5, 'refuse', { refused: false, paid: 3, unpaid: 0 }],
    [5, 5, 'refuse', { refused: false, paid: 5, unpaid: 0 }],
    [6, 5, 'refuse', { refused: true }],
    [6, 5, 'unpaid', { refused: false, paid: 5, unpaid: 1 }],
    [2.5, 1.5, 'unpaid', { refused: false, paid: 1.5, unpaid: 1 }],
    [2, -1, 'unpaid', { refused: false, paid: 0, unpaid: 2 }],
    [40, null, 'refuse', { refused: false, paid: 40, unpaid: 0 }],
  ] as const)('%s day(s) against %s left (%s)', (days, available, beyond, expected) => {
    expect(splitBeyondBalance(days, available, beyond)).toEqual(expected);
  });

  it('marks the last dates unpaid, a half day as a half', () => {
    const perDate = [
      { date: '2026-11-23', days: 1 },
      { date: '2026-11-24', days: 1 },
      { date: '2026-11-25', days: 0.5 },
    ];
    expect(unpaidShares(perDate, 1)).toEqual([
      { date: '2026-11-24', days: 0.5 },
      { date: '2026-11-25', days: 0.5 },
    ]);
    expect(unpaidShares(perDate, 0)).toEqual([]);
  });

  it('Short Leave: the monthly count', () => {
    expect(monthlyLimitReached(1, 2)).toBe(false);
    expect(monthlyLimitReached(2, 2)).toBe(true);
    expect(monthlyLimitReached(99, null)).toBe(false);
  });

  it('property: paid + unpaid is the request, paid never exceeds what is left, refusal only with refuse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.option(fc.integer({ min: -1000, max: 4000 }), { nil: null }),
        fc.constantFrom('refuse' as const, 'unpaid' as const),
        (hundredths, availableHundredths, beyond) => {
          const days = hundredths / 100;
          const available = availableHundredths === null ? null : availableHundredths / 100;
          const split = splitBeyondBalance(days, available, beyond);
          if (split.refused) {
            expect(beyond).toBe('refuse');
            expect(days).toBeGreaterThan(available!);
            return;
          }
          expect(Math.round((split.paid + split.unpaid) * 100)).toBe(hundredths);
          if (available !== null) expect(split.paid).toBeLessThanOrEqual(Math.max(0, available));
        },
      ),
    );
  });
});
