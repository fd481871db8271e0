import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatMoneyPaise,
  formatMonthName,
  formatWeekday,
  formatMonthYear,
  formatNumber,
  formatPeriodText,
  toDigits,
} from './format';

describe('formatting by language', () => {
  it.each([
    [12345600, 'latin', '₹1,23,456.00'],
    [100, 'latin', '₹1.00'],
    [1234567890, 'latin', '₹1,23,45,678.90'],
    [12345600, 'devanagari', '₹१,२३,४५६.००'],
  ] as const)('money %i paise in %s digits is %s', (paise, digits, shown) => {
    expect(formatMoneyPaise(paise, digits)).toBe(shown);
  });

  it('groups numbers the Indian way and swaps digits only when chosen', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1234567, 'devanagari')).toBe('१२,३४,५६७');
  });

  it.each([
    ['2026-11-28', 'latin', '28/11/2026'],
    ['2026-04-01', 'devanagari', '०१/०४/२०२६'],
  ] as const)('date %s in %s digits is %s', (iso, digits, shown) => {
    expect(formatDate(iso, digits)).toBe(shown);
  });

  it.each([
    ['en', 'November 2026'],
    ['hi', 'नवंबर 2026'],
    ['mr', 'नोव्हेंबर 2026'],
  ] as const)('names the month in %s: %s', (language, shown) => {
    expect(formatMonthYear(2026, 11, language)).toBe(shown);
  });

  it('Devanagari digits change only the digits, one for one', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const swapped = toDigits(text, 'devanagari');
        expect([...swapped].length).toBe([...text].length);
        expect(swapped.replace(/[\u0966-\u096F]/g, 'd')).toBe(text.replace(/[0-9]/g, 'd'));
      }),
    );
  });

  it.each([
    ['October 2026', 'en', 'latin', 'October 2026'],
    ['October 2026', 'hi', 'latin', 'अक्टूबर 2026'],
    ['October 2026', 'mr', 'devanagari', 'ऑक्टोबर २०२६'],
    ['Q3 bonus', 'hi', 'latin', 'Q3 bonus'],
  ] as const)('a salary period %s in %s (%s digits) is %s', (text, language, digits, shown) => {
    expect(formatPeriodText(text, language, digits)).toBe(shown);
  });

  it('names a month alone in each language', () => {
    expect([formatMonthName(3, 'en'), formatMonthName(3, 'hi'), formatMonthName(3, 'mr')]).toEqual([
      'March',
      'मार्च',
      'मार्च',
    ]);
  });

  it('names a weekday in each language, long and short', () => {
    // 23 November 2026 is a Monday, 29 November a Sunday, 28 February 2027 a Sunday.
    expect(formatWeekday('2026-11-23', 'en')).toBe('Monday');
    expect(formatWeekday('2026-11-23', 'en', 'short')).toBe('Mon');
    expect(formatWeekday('2026-11-29', 'hi')).toBe('रविवार');
    expect(formatWeekday('2026-11-27', 'hi', 'short')).toBe('शुक्र');
    expect(formatWeekday('2027-02-28', 'mr')).toBe('रविवार');
    expect(formatWeekday('not a date', 'en')).toBe('');
  });
});
