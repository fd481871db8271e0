import { LANGUAGE_CODES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_WORDS, type MailWords } from './mail-words.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every entry as text: functions called with recognisable arguments (both verdicts for the booleans). */
function flatten(words: MailWords): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    if (typeof value === 'string') out.set(key, value);
    else
      for (const flag of [true, false]) {
        const args = value.length === 1 && /leaveSubject/.test(key) ? [flag] : ['«A»', '«B»', flag && '«C»'];
        if (key === 'leaveBody') args.splice(2, 1, flag);
        const result = (value as (...a: unknown[]) => string | string[])(...args);
        out.set(`${key}.${flag}`, Array.isArray(result) ? result.join('\n') : result);
      }
  }
  return out;
}

describe('the e-mail catalogue (issue 47)', () => {
  const english = flatten(MAIL_WORDS.en);

  it('has every key in every language, none empty, with the same placeholders', () => {
    const placeholders = (text: string) => (text.match(/«[ABC]»/g) ?? []).sort();
    for (const code of LANGUAGE_CODES) {
      const words = flatten(MAIL_WORDS[code]);
      expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of words) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('writes Hindi and Marathi in Devanagari, and approved differs from rejected', () => {
    for (const code of ['hi', 'mr'] as const) {
      for (const [key, text] of flatten(MAIL_WORDS[code])) expect(text, `${code} ${key}`).toMatch(DEVANAGARI);
      expect(MAIL_WORDS[code].leaveSubject(true)).not.toBe(MAIL_WORDS[code].leaveSubject(false));
    }
  });

  it('keeps the spec’s English', () => {
    expect(MAIL_WORDS.en.leaveSubject(false)).toBe('Your leave request was rejected');
    expect(MAIL_WORDS.en.payslipSubject('October 2026')).toBe('Your salary slip for October 2026 is ready');
    expect(MAIL_WORDS.en.welcomeSubject('Acme Works')).toBe('Welcome to Acme Works');
    expect(MAIL_WORDS.hi.payslipSubject('अक्टूबर 2026')).toBe('अक्टूबर 2026 की आपकी वेतन पर्ची तैयार है');
    expect(MAIL_WORDS.mr.leaveSubject(true)).toBe('तुमचा रजेचा अर्ज मंजूर झाला');
  });
});
