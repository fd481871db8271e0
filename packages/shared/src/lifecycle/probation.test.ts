import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isBusinessDate } from '../calendar/dates.ts';
import { placeholdersIn } from './letter-defaults.ts';
import { addMonthsClamped, probationEndsOn, reminderDayFor } from './probation.ts';
import { letterTemplateBodySchema } from './schemas.ts';

describe('the end of probation (docs/lifecycle.md)', () => {
  it.each([
    ['joined 31 August 2025 + 6 months: 28 February 2026', '2025-08-31', 6, '2026-02-28'],
    ['joined 31 August 2027 + 6 months: 29 February 2028 (leap year)', '2027-08-31', 6, '2028-02-29'],
    ['joined 30 August 2027 + 6 months: 29 February 2028', '2027-08-30', 6, '2028-02-29'],
    ['joined 29 August 2025 + 6 months: 28 February 2026', '2025-08-29', 6, '2026-02-28'],
    ['joined 1 April 2026 + 6 months: 1 October 2026', '2026-04-01', 6, '2026-10-01'],
    ['joined 31 July 2026 + 3 months: 31 October 2026', '2026-07-31', 3, '2026-10-31'],
    ['joined 15 October 2026 + 6 months crosses the year: 15 April 2027', '2026-10-15', 6, '2027-04-15'],
    ['joined 31 March 2026 + 12 months: 31 March 2027', '2026-03-31', 12, '2027-03-31'],
  ])('%s', (_name, joinedOn, months, end) => {
    expect(probationEndsOn(joinedOn, months, null)).toBe(end);
  });

  it('no length (the default is off) or 0 months: no probation; an extension wins', () => {
    expect(probationEndsOn('2026-01-01', null, null)).toBeNull();
    expect(probationEndsOn('2026-01-01', 0, null)).toBeNull();
    expect(probationEndsOn('2026-01-01', 6, '2026-09-30')).toBe('2026-09-30');
  });

  it.each([
    ['ends 16 March 2027: reminded on the 1st', '2027-03-16', '2027-03-01'],
    ['ends 15 March 2027: reminded on 28 February', '2027-03-15', '2027-02-28'],
    ['ends 15 March 2028: reminded on 29 February (leap year)', '2028-03-15', '2028-02-29'],
    ['ends 1 February 2027: reminded on 17 January', '2027-02-01', '2027-01-17'],
    ['ends 28 February 2026: reminded on 13 February', '2026-02-28', '2026-02-13'],
  ])('reminder 15 days before the end: %s', (_name, end, reminder) => {
    expect(reminderDayFor(end)).toBe(reminder);
  });

  it('property: the end is a real date on or after joining, in the right month, never past its day', () => {
    const day = fc
      .record({
        y: fc.integer({ min: 2000, max: 2090 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
      .filter(isBusinessDate);
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 24 }), (joined, months) => {
        const end = addMonthsClamped(joined, months);
        expect(isBusinessDate(end)).toBe(true);
        expect(end > joined).toBe(true);
        const monthIndex = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
        expect(monthIndex(end) - monthIndex(joined)).toBe(months);
        expect(Number(end.slice(8, 10))).toBeLessThanOrEqual(Number(joined.slice(8, 10)));
        expect(addDays(reminderDayFor(end), 15)).toBe(end);
      }),
    );
  });
});

describe('letter templates', () => {
  it('lists placeholders in order of first use', () => {
    expect(placeholdersIn('Dear {{name}}, {{ designation }} {{name}} {{}}')).toEqual([
      'name',
      'designation',
      '',
    ]);
  });

  it('refuses an unknown placeholder, naming it', () => {
    const parsed = letterTemplateBodySchema.safeParse({
      title: 'Offer',
      body: 'Dear {{name}}, salary {{ctc}} and {{grade}}.',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Unknown placeholders: {{ctc}}, {{grade}}.');
    expect(
      letterTemplateBodySchema.safeParse({ title: 'Offer', body: 'Dear {{name}} of {{organisation}}' })
        .success,
    ).toBe(true);
  });
});
