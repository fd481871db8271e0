import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDaysBetween,
  datesBetween,
  daysInMonth,
  isBusinessDate,
  isWeeklyOff,
  isoDay,
  monthBefore,
  monthBounds,
  monthDates,
  monthStart,
  parseYearMonth,
  weekdayOf,
  workingDates,
} from './index.ts';

const SUNDAY = 0;
const SATURDAY = 6;

describe('business dates', () => {
  it.each([
    ['2026-11-22', 0],
    ['2026-11-20', 5],
    ['2028-02-29', 2],
    ['2026-01-01', 4],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-11-31', false],
    ['2026-1-5', false],
    ['20/11/2026', false],
    ['2026-12-31', true],
  ])('%s is a real date: %s', (value, real) => {
    expect(isBusinessDate(value)).toBe(real);
  });

  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(monthDates(year, month)).toHaveLength(days);
  });

  it('ranges, month bounds and months back cross year ends', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2026-11-20', '2026-11-20')).toEqual(['2026-11-20']);
    expect(datesBetween('2026-11-21', '2026-11-20')).toEqual([]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBefore('2026-01-31', 1)).toBe('2025-12');
    expect(monthBefore('2026-03-31', 0)).toBe('2026-03');
    expect(monthStart('2026-03-31', 13)).toBe('2025-02-01');
    expect(parseYearMonth('2026-07')).toEqual({ year: 2026, month: 7 });
    expect(isoDay(2026, 7, 4)).toBe('2026-07-04');
  });

  it('weekly days off', () => {
    expect(isWeeklyOff('2026-11-22', [SUNDAY])).toBe(true);
    expect(isWeeklyOff('2026-11-21', [SUNDAY])).toBe(false);
    expect(isWeeklyOff('2026-11-21', [SATURDAY, SUNDAY])).toBe(true);
    expect(workingDates(datesBetween('2026-11-20', '2026-11-23'), [SATURDAY, SUNDAY])).toEqual([
      '2026-11-20',
      '2026-11-23',
    ]);
  });
});

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((instant) => instant.toISOString().slice(0, 10));

describe('calendar properties', () => {
  it('a range holds the day difference + 1 dates, consecutive, each a real date', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, length) => {
        const end = addDays(start, length);
        const dates = datesBetween(start, end);
        expect(dates).toHaveLength(calendarDaysBetween(start, end));
        expect(dates).toHaveLength(length + 1);
        expect(dates[0]).toBe(start);
        expect(dates.at(-1)).toBe(end);
        dates.forEach((date, i) => {
          expect(isBusinessDate(date)).toBe(true);
          if (i > 0) expect(weekdayOf(date)).toBe((weekdayOf(dates[i - 1]!) + 1) % 7);
        });
      }),
    );
  });

  it('days in a month match Date, and the month’s dates run from its first to its last day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = daysInMonth(year, month);
        expect(days).toBe(new Date(year, month, 0).getDate());
        const { first, last } = monthBounds(isoDay(year, month, 1).slice(0, 7));
        expect(monthDates(year, month)).toEqual(datesBetween(first, last));
        expect(addDays(last, 1)).toBe(monthStart(last, -1));
      }),
    );
  });

  it('the weekday agrees with Date’s in UTC', () => {
    fc.assert(
      fc.property(day, (date) => {
        expect(weekdayOf(date)).toBe(new Date(`${date}T12:00:00Z`).getUTCDay());
      }),
    );
  });
});
