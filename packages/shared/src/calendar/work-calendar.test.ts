import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isoDay, monthDates, weekdayOf, type Weekday } from './dates.ts';
import {
  weekOfMonth,
  weeklyOffCalendar,
  workCalendar,
  workWeekOn,
  type CalendarHoliday,
  type WorkWeek,
  type WorkWeekPattern,
} from './work-calendar.ts';

const SUNDAYS: WorkWeek = { weeklyOff: [0], nthWeekOff: [] };
const SECOND_FOURTH_SATURDAYS: WorkWeek = { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }] };
const offDates = (year: number, month: number, week: WorkWeek) =>
  monthDates(year, month).filter(
    (date) => workCalendar({ fallback: week, patterns: [], holidays: [] }).day(date).kind === 'weekly-off',
  );

describe('weeks of the month', () => {
  it.each([
    ['2026-11-01', 1],
    ['2026-11-07', 1],
    ['2026-11-08', 2],
    ['2026-11-14', 2],
    ['2026-11-28', 4],
    ['2026-11-29', 5],
    ['2026-12-31', 5],
  ])('%s is in week %i', (date, week) => expect(weekOfMonth(date)).toBe(week));
});

describe('2nd and 4th Saturdays', () => {
  it.each([
    // A month starting on a Saturday: the 1st is the 1st Saturday, so 8 and 22.
    [
      2026,
      8,
      ['2026-08-02', '2026-08-08', '2026-08-09', '2026-08-16', '2026-08-22', '2026-08-23', '2026-08-30'],
    ],
    // A month starting on a Sunday: Saturdays 7, 14, 21, 28 -> 14 and 28.
    [
      2026,
      11,
      ['2026-11-01', '2026-11-08', '2026-11-14', '2026-11-15', '2026-11-22', '2026-11-28', '2026-11-29'],
    ],
    // Five Saturdays (2026-05: 2, 9, 16, 23, 30): the 5th stays a working day.
    [
      2026,
      5,
      ['2026-05-03', '2026-05-09', '2026-05-10', '2026-05-17', '2026-05-23', '2026-05-24', '2026-05-31'],
    ],
    // February of a leap year, across the month end into March (a new count starts on 1 March).
    [2028, 2, ['2028-02-06', '2028-02-12', '2028-02-13', '2028-02-20', '2028-02-26', '2028-02-27']],
    [2028, 3, ['2028-03-05', '2028-03-11', '2028-03-12', '2028-03-19', '2028-03-25', '2028-03-26']],
  ])('%i-%i', (year, month, expected) => {
    expect(offDates(year, month, SECOND_FOURTH_SATURDAYS)).toEqual(expected);
  });

  it('the last days of a month and the first of the next count weeks separately', () => {
    // Saturday 31 October 2026 is in week 5 (off only with week 5); Saturday 7 November in week 1.
    const calendar = workCalendar({ fallback: SECOND_FOURTH_SATURDAYS, patterns: [], holidays: [] });
    expect(calendar.day('2026-10-31').kind).toBe('working');
    expect(calendar.day('2026-11-07').kind).toBe('working');
    expect(calendar.day('2026-10-24').kind).toBe('weekly-off');
  });
});

describe('holidays', () => {
  const holidays: CalendarHoliday[] = [
    { date: '2026-11-20', name: 'Founders Day', kind: 'public' },
    { date: '2026-11-22', name: 'Sunday Festival', kind: 'public' },
    { date: '2026-11-24', name: 'Optional Day', kind: 'optional' },
  ];
  const calendar = workCalendar({ fallback: SUNDAYS, patterns: [], holidays });

  it('a public holiday on a working day is a holiday', () => {
    expect(calendar.day('2026-11-20')).toEqual({ date: '2026-11-20', kind: 'holiday', holiday: holidays[0] });
    expect(calendar.isWorking('2026-11-20')).toBe(false);
  });

  it('a public holiday on a weekly off is shown as the holiday (counted once)', () => {
    expect(calendar.day('2026-11-22').kind).toBe('holiday');
  });

  it('an optional holiday stays a working day, carrying its name', () => {
    expect(calendar.day('2026-11-24')).toEqual({ date: '2026-11-24', kind: 'working', holiday: holidays[2] });
  });

  it('workingDates keeps the order and drops offs and holidays', () => {
    const dates = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
    expect(calendar.workingDates(dates)).toEqual(['2026-11-19', '2026-11-21', '2026-11-23']);
  });
});

describe('patterns from their dates', () => {
  const patterns: WorkWeekPattern[] = [
    { effectiveFrom: '2026-12-01', ...SECOND_FOURTH_SATURDAYS },
    { effectiveFrom: '2027-01-01', weeklyOff: [0, 6], nthWeekOff: [] },
  ];
  const calendar = workCalendar({ fallback: SUNDAYS, patterns, holidays: [] });

  it('applies from its date on, never before', () => {
    expect(calendar.day('2026-11-28').kind).toBe('working'); // 4th Saturday, before the pattern
    expect(calendar.day('2026-12-26').kind).toBe('weekly-off'); // 4th Saturday, under it
    expect(calendar.day('2026-12-19').kind).toBe('working'); // 3rd Saturday
    expect(calendar.day('2027-01-16').kind).toBe('weekly-off'); // every Saturday from 2027
  });

  it('the latest pattern on or before the date wins, whatever the list order', () => {
    const reversed = [...patterns].reverse();
    expect(workWeekOn('2027-01-02', reversed, SUNDAYS)).toEqual(patterns[1]);
    expect(workWeekOn('2026-12-31', reversed, SUNDAYS)).toEqual(patterns[0]);
    expect(workWeekOn('2026-11-30', reversed, SUNDAYS)).toBe(SUNDAYS);
  });

  it('weeklyOffCalendar is the spec: only the weekly days off', () => {
    const spec = weeklyOffCalendar([0]);
    expect(monthDates(2026, 11).filter((d) => !spec.isWorking(d))).toHaveLength(5);
  });
});

const weekday = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<Weekday>;
const workWeek: fc.Arbitrary<WorkWeek> = fc.record({
  weeklyOff: fc.uniqueArray(weekday, { maxLength: 3 }),
  nthWeekOff: fc.array(
    fc.record({
      weekday,
      weeks: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }),
    }),
    { maxLength: 3 },
  ),
});

describe('property: every day of a month is exactly one of working, weekly off, holiday', () => {
  it('working + weekly offs + holidays = days in month, for any month, pattern and holidays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        workWeek,
        fc.array(fc.record({ from: fc.integer({ min: 1, max: 31 }), week: workWeek }), { maxLength: 3 }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 31 }),
            kind: fc.constantFrom('public', 'optional') as fc.Arbitrary<'public' | 'optional'>,
          }),
          { maxLength: 8 },
        ),
        (year, month, fallback, changes, picks) => {
          const last = daysInMonth(year, month);
          const patterns = changes.map(({ from, week }) => ({
            ...week,
            effectiveFrom: isoDay(year, month, Math.min(from, last)),
          }));
          // One holiday a date, as the holidays table keeps them.
          const byDate = new Map(
            picks.map(({ day, kind }) => {
              const date = isoDay(year, month, Math.min(day, last));
              return [date, { date, name: `H${day}`, kind }] as const;
            }),
          );
          const holidays = [...byDate.values()];
          const calendar = workCalendar({ fallback, patterns, holidays });
          const days = monthDates(year, month).map((date) => calendar.day(date));
          const count = (kind: string) => days.filter((d) => d.kind === kind).length;
          expect(count('working') + count('weekly-off') + count('holiday')).toBe(last);
          // A public holiday is always a holiday; a weekday always off is never a working day.
          const publicDates = new Set(holidays.filter((h) => h.kind === 'public').map((h) => h.date));
          expect(count('holiday')).toBe(publicDates.size);
          for (const day of days)
            if (
              !publicDates.has(day.date) &&
              fallback.weeklyOff.includes(weekdayOf(day.date)) &&
              patterns.length === 0
            )
              expect(day.kind).toBe('weekly-off');
        },
      ),
    );
  });
});
