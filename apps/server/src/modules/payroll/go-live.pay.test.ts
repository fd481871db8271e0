import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATTENDANCE_STATUSES, isoDay, daysInMonth, workCalendar, type AttendanceStatus } from '@hrms/shared';
import { pay, type Case } from './pay/breakdown-cases.test-helper.ts';
import { countPayDays } from './pay/lop-days.ts';

/*
 * Go-live (issue 40, blocker 1) and day-by-day counting (item 12): docs/payroll.md "Go-live" and its
 * worked examples, to the rupee. ₹30,000 a month, Sunday off, calendar divisor, no deduction on.
 * November 2026: 30 days, Sundays 1, 8, 15, 22, 29 (25 working days). February 2026: 28 days, Sundays
 * 1, 8, 15, 22 (24 working days).
 */
const NOVEMBER = { year: 2026, month: 11, grossRupees: 30_000 } as const;
/** No rows before `from` (the organisation was not using the app); Present on every working day from it. */
const unmarkedBefore = (year: number, month: number, from: string) =>
  Array.from({ length: daysInMonth(year, month) }, (_, i) => isoDay(year, month, i + 1)).filter(
    (date) => date < from,
  );

describe('go-live: working days before it without a row are paid as present', () => {
  const cases: {
    name: string;
    c: Case;
    paidDays: number;
    lopDays: number;
    net: number;
    beforeGoLive: number;
  }[] = [
    {
      name: 'worked example: go-live Friday 20 November, Present since -> 30 paid days, ₹30,000',
      c: { ...NOVEMBER, goLive: '2026-11-20', unmarked: unmarkedBefore(2026, 11, '2026-11-20') },
      paidDays: 30,
      lopDays: 0,
      net: 30_000,
      beforeGoLive: 16,
    },
    {
      name: 'the same month without a go-live date: only the 5 Sundays and the 9 days since -> ₹14,000',
      c: { ...NOVEMBER, unmarked: unmarkedBefore(2026, 11, '2026-11-20') },
      paidDays: 14,
      lopDays: 16,
      net: 14_000,
      beforeGoLive: 0,
    },
    {
      name: 'go-live 20 November and Absent on Tuesday 24th -> 29 days, ₹29,000',
      c: {
        ...NOVEMBER,
        goLive: '2026-11-20',
        unmarked: unmarkedBefore(2026, 11, '2026-11-20'),
        statuses: { '2026-11-24': 'Absent' as const },
      },
      paidDays: 29,
      lopDays: 1,
      net: 29_000,
      beforeGoLive: 16,
    },
    {
      name: 'a day marked Absent before go-live stays unpaid (marked otherwise)',
      c: {
        ...NOVEMBER,
        goLive: '2026-11-20',
        unmarked: unmarkedBefore(2026, 11, '2026-11-20'),
        statuses: { '2026-11-05': 'Absent' as const },
      },
      paidDays: 29,
      lopDays: 1,
      net: 29_000,
      beforeGoLive: 15,
    },
    {
      name: 'go-live on the 1st: nothing lies before it, an empty month pays the 5 Sundays only (₹5,000)',
      c: { ...NOVEMBER, goLive: '2026-11-01', unmarked: unmarkedBefore(2026, 11, '2026-12-01') },
      paidDays: 5,
      lopDays: 25,
      net: 5_000,
      beforeGoLive: 0,
    },
    {
      name: 'go-live on the last day (Monday 30th), no rows at all: 1-29 paid, the 30th Not marked -> ₹29,000',
      c: { ...NOVEMBER, goLive: '2026-11-30', unmarked: unmarkedBefore(2026, 11, '2026-12-01') },
      paidDays: 29,
      lopDays: 1,
      net: 29_000,
      beforeGoLive: 24,
    },
    {
      name: 'joined Monday 23rd, after go-live on the 20th: days before joining are not eligible -> 8/30, ₹8,000',
      c: { ...NOVEMBER, goLive: '2026-11-20', joinedOn: '2026-11-23' },
      paidDays: 8,
      lopDays: 0,
      net: 8_000,
      beforeGoLive: 0,
    },
    {
      name: 'joined Monday 16th, go-live on the 20th: 16-19 paid before go-live, 15/30 -> ₹15,000',
      c: {
        ...NOVEMBER,
        goLive: '2026-11-20',
        joinedOn: '2026-11-16',
        unmarked: unmarkedBefore(2026, 11, '2026-11-20'),
      },
      paidDays: 15,
      lopDays: 0,
      net: 15_000,
      beforeGoLive: 4,
    },
    {
      name: 'a holiday (Tue 10th) and the Sundays before go-live are paid as such, not counted as go-live days',
      c: {
        ...NOVEMBER,
        goLive: '2026-11-20',
        holidays: ['2026-11-10'],
        unmarked: unmarkedBefore(2026, 11, '2026-11-20'),
      },
      paidDays: 30,
      lopDays: 0,
      net: 30_000,
      beforeGoLive: 15,
    },
    {
      name: 'February 2026, go-live Monday 16th: 12 working days before it -> 28/28, ₹30,000',
      c: {
        year: 2026,
        month: 2,
        grossRupees: 30_000,
        goLive: '2026-02-16',
        unmarked: unmarkedBefore(2026, 2, '2026-02-16'),
      },
      paidDays: 28,
      lopDays: 0,
      net: 30_000,
      beforeGoLive: 12,
    },
    {
      name: 'February 2026, go-live on the last day (Sat 28th), no rows: 27/28 -> ₹28,928.57',
      c: {
        year: 2026,
        month: 2,
        grossRupees: 30_000,
        goLive: '2026-02-28',
        unmarked: unmarkedBefore(2026, 2, '2026-03-01'),
      },
      paidDays: 27,
      lopDays: 1,
      net: 28_928.57,
      beforeGoLive: 23,
    },
  ];
  it.each(cases)('$name', ({ c, paidDays, lopDays, net, beforeGoLive }) => {
    const b = pay(c);
    expect({ paidDays: b.paidDays, lopDays: b.lopDays, net: b.netPaise / 100 }).toEqual({
      paidDays,
      lopDays,
      net,
    });
    expect(b.beforeGoLive?.days ?? 0).toBe(beforeGoLive);
    expect(b.lopDates.reduce((sum, d) => sum + d.days, 0)).toBe(b.lopDays);
  });

  it('names the go-live date on the breakdown only when days were paid before it', () => {
    const b = pay({ ...NOVEMBER, goLive: '2026-11-20', unmarked: unmarkedBefore(2026, 11, '2026-11-20') });
    expect(b.beforeGoLive).toEqual({ goLive: '2026-11-20', days: 16 });
    expect(pay({ ...NOVEMBER, goLive: '2026-11-20' }).beforeGoLive).toBeUndefined();
  });
});

describe('day by day: work on a day off never cancels an absence (item 12)', () => {
  it('Absent on Monday 2nd and Present on Sunday 8th -> lopDays 1, ₹29,000', () => {
    const b = pay({ ...NOVEMBER, statuses: { '2026-11-02': 'Absent', '2026-11-08': 'Present' } });
    expect(b).toMatchObject({ lopDays: 1, paidDays: 29, netPaise: 2_900_000 });
    expect(b.lopDates).toEqual([{ date: '2026-11-02', days: 1, reason: 'Absent' }]);
  });

  it('Present on a holiday does not pay a Not marked day either', () => {
    const b = pay({
      ...NOVEMBER,
      holidays: ['2026-11-20'],
      statuses: { '2026-11-20': 'Present' },
      unmarked: ['2026-11-23'],
    });
    expect(b).toMatchObject({ lopDays: 1, paidDays: 29 });
    expect(b.lopDates).toEqual([{ date: '2026-11-23', days: 1, reason: 'Not marked' }]);
  });
});

const WEIGHT: Record<AttendanceStatus, number> = {
  Present: 0,
  'Punched In': 0,
  'Paid Leave': 0,
  'Sick Leave': 0,
  'Short Leave': 0.25,
  'Half Day': 0.5,
  Absent: 1,
};

describe('lopDays is always the weighted count of lopDates (property)', () => {
  it('over random months, rows on any day (off days too), joining, go-live and cut-off', () => {
    const status = fc.option(fc.constantFrom(...ATTENDANCE_STATUSES), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2028 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(status, { minLength: 31, maxLength: 31 }),
        fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
        (year, month, perDay, joinDay, goLiveDay, cutDay) => {
          const total = daysInMonth(year, month);
          const at = (d: number | null) => (d === null ? null : isoDay(year, month, Math.min(d, total)));
          const calendar = workCalendar({
            fallback: { weeklyOff: [0], nthWeekOff: [] },
            patterns: [],
            holidays: [],
          });
          const dayStatuses = new Map<string, AttendanceStatus>();
          perDay.slice(0, total).forEach((s, i) => s && dayStatuses.set(isoDay(year, month, i + 1), s));
          const days = countPayDays({
            year,
            month,
            joinedOn: at(joinDay) ?? '2000-01-01',
            attendanceUpTo: at(cutDay),
            calendar,
            dayStatuses,
            goLive: at(goLiveDay),
          });
          const weighted = days.lopDates.reduce((sum, d) => sum + d.days * 4, 0);
          expect(days.lopQuarters).toBe(weighted);
          expect(days.paidQuarters + days.lopQuarters).toBe(days.eligibleDays * 4);
          for (const d of days.lopDates)
            if (d.reason !== 'Not marked') expect(d.days).toBe(WEIGHT[d.reason as AttendanceStatus]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
