import { addDays } from '@hrms/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compOffBook,
  compOffExpiry,
  compOffHundredths,
  expiringOn,
  type CompOffCredit,
} from './comp-off.rules.ts';

/*
 * Comp-off's pure rules (docs/overtime.md "Compensatory off"): the worked examples as a table, then random
 * credits, uses and dates: credits - used - expired = balance, never negative, and each use is either taken
 * from a credit usable that day or reported unmet.
 */
const credit = (id: string, earnedOn: string, hundredths = 100, days = 60): CompOffCredit => ({
  id,
  earnedOn,
  expiresOn: compOffExpiry(earnedOn, days),
  hundredths,
});

describe('a credit', () => {
  it.each([
    [480, 240, 100],
    [200, 240, 50],
    [200, null, 100],
  ])('worked %i min, half-day minimum %s: %i hundredths', (worked, half, expected) => {
    expect(compOffHundredths(worked, half)).toBe(expected);
  });

  it('expires 60 days after the day worked: Sunday 1 Nov 2026 -> 31 Dec 2026', () => {
    expect(compOffExpiry('2026-11-01', 60)).toBe('2026-12-31');
  });
});

describe('the book (worked examples)', () => {
  const sunday = credit('a', '2026-11-01'); // expires 2026-12-31
  const holiday = credit('b', '2026-11-14', 50); // expires 2027-01-13
  const table: [
    string,
    { on: string; hundredths: number }[],
    string,
    Partial<ReturnType<typeof compOffBook>>,
  ][] = [
    ['nothing used, before expiry', [], '2026-12-01', { credited: 150, used: 0, expired: 0, balance: 150 }],
    [
      'a day used on 10 Dec takes the earliest-expiring credit',
      [{ on: '2026-12-10', hundredths: 100 }],
      '2026-12-11',
      { used: 100, balance: 50, nextExpiry: { on: '2027-01-13', hundredths: 50 } },
    ],
    [
      'a half day used, then the Sunday credit expires: its other half lapses',
      [{ on: '2026-12-10', hundredths: 50 }],
      '2027-01-01',
      { used: 50, expired: 50, balance: 50 },
    ],
    [
      'a day used after the first expiry can only take the half day left',
      [{ on: '2027-01-05', hundredths: 100 }],
      '2027-01-06',
      { used: 50, expired: 100, balance: 0, unmet: 50, nextExpiry: null },
    ],
    ['everything lapsed', [], '2027-02-01', { used: 0, expired: 150, balance: 0 }],
  ];
  it.each(table)('%s', (_name, uses, asOf, expected) => {
    expect(compOffBook([holiday, sunday], uses, asOf)).toMatchObject(expected);
  });

  it('lists the credits expiring a week from today for the reminder', () => {
    const book = compOffBook([sunday, holiday], [], '2026-12-24');
    expect(expiringOn(book, '2026-12-24', 7).map((c) => c.id)).toEqual(['a']);
    expect(expiringOn(book, '2026-12-23', 7)).toEqual([]);
  });
});

describe('property: credits - used - expired = balance', () => {
  const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
  const credits = fc.array(
    fc.record({ earnedOn: day, half: fc.boolean(), days: fc.integer({ min: 1, max: 365 }) }),
    { maxLength: 12 },
  );
  const uses = fc.array(fc.record({ on: day, hundredths: fc.constantFrom(50, 100, 150, 200) }), {
    maxLength: 12,
  });

  it('holds for random credits, uses and dates, never negative', () => {
    fc.assert(
      fc.property(credits, uses, day, (raw, used, asOf) => {
        const list = raw.map((c, i) => credit(`c${i}`, c.earnedOn, c.half ? 50 : 100, c.days));
        const book = compOffBook(list, used, asOf);
        expect(book.credited - book.used - book.expired).toBe(book.balance);
        expect(book.balance).toBeGreaterThanOrEqual(0);
        expect(book.used + book.unmet).toBe(used.reduce((t, u) => t + u.hundredths, 0));
        for (const c of book.credits) {
          expect(Math.min(c.used, c.expired, c.remaining)).toBeGreaterThanOrEqual(0);
          if (c.expiresOn < asOf) expect(c.remaining).toBe(0);
          else expect(c.expired).toBe(0);
        }
        if (book.nextExpiry) expect(book.nextExpiry.on >= asOf).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
