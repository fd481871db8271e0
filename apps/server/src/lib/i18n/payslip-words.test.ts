import { LANGUAGE_CODES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { amountInIndianWords } from './amount-words.ts';
import { dateText, periodText } from './document-language.ts';
import { PAYSLIP_WORDS, PRODUCT_LINE_NAMES, type PayslipWords } from './payslip-words.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** The words that are the same in every language: official acronyms (docs/languages.md, the glossary). */
const SAME_IN_EVERY_LANGUAGE = new Set(['uan', 'tds', 'lineNames.EDLI_ER']);

/** Every entry as text: functions called with recognisable arguments. */
function flatten(words: PayslipWords): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (typeof value === 'function')
      out.set(prefix, String((value as (...args: unknown[]) => unknown)('«A»', 2, '«B»')));
    else
      for (const [key, inner] of Object.entries(value as object))
        walk(prefix ? `${prefix}.${key}` : key, inner);
  };
  walk('', words);
  return out;
}

describe('the payslip catalogue (issue 47)', () => {
  const english = flatten(PAYSLIP_WORDS.en);

  it('has every key in every language, none empty, with the same placeholders', () => {
    for (const code of LANGUAGE_CODES) {
      const words = flatten(PAYSLIP_WORDS[code]);
      expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of words) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        const placeholders = (t: string) => (t.match(/«[AB]»/g) ?? []).sort();
        // paidBeforeGoLive: English counts the days itself ("1 day"), the others print the figure given.
        if (key !== 'paidBeforeGoLive')
          expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('translates every word into Hindi and Marathi (Devanagari), official acronyms apart', () => {
    for (const code of ['hi', 'mr'] as const)
      for (const [key, text] of flatten(PAYSLIP_WORDS[code])) {
        if (SAME_IN_EVERY_LANGUAGE.has(key)) continue;
        expect(text, `${code} ${key}`).toMatch(DEVANAGARI);
      }
  });

  it('keeps the English of the payslip as it was, and the product’s line names', () => {
    expect(PAYSLIP_WORDS.en.title).toBe('PAYSLIP');
    expect(PAYSLIP_WORDS.en.yearToDate('FY 2026-27')).toBe('Year to date (FY 2026-27):');
    expect(PAYSLIP_WORDS.en.paidBeforeGoLive('01/10/2026', 1, '1')).toBe(
      'Paid as present before go-live on 01/10/2026: 1 day',
    );
    expect(PAYSLIP_WORDS.en.lineNames).toEqual(PRODUCT_LINE_NAMES);
    expect(PAYSLIP_WORDS.hi.lineNames.EPF_EE).toBe('भविष्य निधि (PF)');
    expect(PAYSLIP_WORDS.mr.lineNames.PT).toBe('व्यवसाय कर (PT)');
  });

  it('names a month and writes dates as the web does, in the organisation’s digits', () => {
    expect(periodText('October 2026', { language: 'en', digits: 'latin' })).toBe('October 2026');
    expect(periodText('November 2026', { language: 'hi', digits: 'latin' })).toBe('नवंबर 2026');
    expect(periodText('November 2026', { language: 'mr', digits: 'devanagari' })).toBe('नोव्हेंबर २०२६');
    expect(dateText('2026-11-28', 'devanagari')).toBe('२८/११/२०२६');
    expect(dateText('2026-11-28', 'latin')).toBe('28/11/2026');
  });

  it('says net pay in Hindi and Marathi words, to the paisa', () => {
    expect(amountInIndianWords(12_480_000, 'hi')).toBe('रुपये एक लाख चौबीस हज़ार आठ सौ मात्र');
    expect(amountInIndianWords(12_480_000, 'mr')).toBe('रुपये एक लाख चोवीस हजार आठशे फक्त');
    expect(amountInIndianWords(1050, 'hi')).toBe('रुपये दस और पचास पैसे मात्र');
    expect(amountInIndianWords(10_000, 'mr')).toBe('रुपये शंभर फक्त');
    expect(amountInIndianWords(10_500, 'mr')).toBe('रुपये एकशे पाच फक्त');
    expect(amountInIndianWords(1_23_45_67_899, 'hi')).toBe(
      'रुपये एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर और निन्यानवे पैसे मात्र',
    );
    expect(amountInIndianWords(0, 'mr')).toBe('रुपये शून्य फक्त');
    expect(() => amountInIndianWords(-1, 'hi')).toThrow(RangeError);
  });
});
