import { describe, expect, it } from 'vitest';
import { parse, type Token } from '@messageformat/parser';
import { EN_SIGN_IN } from './messages/en-signin';
import { EN_APP } from './messages/en';
import { EN_SELF } from './messages/en-self';
import { EN_MONEY } from './messages/en-money';
import { EN_PROFILE } from './messages/en-profile';
import { EN_TAX } from './messages/en-tax';
import { HI } from './messages/hi';
import { MR } from './messages/mr';
import { LANGUAGES } from './languages';

/**
 * The catalogue checks CI runs (docs/languages.md): every language has every English key and no other, and
 * each translation uses exactly the English message's ICU arguments (a {name} renamed or a plural dropped
 * fails). TypeScript refuses a missing key in hi.ts or mr.ts already (Catalogue); this also catches extra
 * keys and the placeholders, which types cannot see.
 */
const ENGLISH: Record<string, string> = {
  ...EN_SIGN_IN,
  ...EN_APP,
  ...EN_SELF,
  ...EN_MONEY,
  ...EN_PROFILE,
  ...EN_TAX,
};
const TRANSLATIONS: Record<string, Record<string, string>> = { hi: HI, mr: MR };

function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      found.add(`${token.arg}:${token.type === 'argument' ? 'text' : token.type}`);
      if ('cases' in token) for (const entry of token.cases) walk(entry.tokens);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message catalogues', () => {
  it('has a file for every language but English', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((code) => code !== 'en').sort());
  });

  it('keeps the sign-in English plain ({name} only): it is formatted before the ICU runtime loads', () => {
    for (const [key, message] of Object.entries(EN_SIGN_IN)) {
      expect(
        argumentsOf(message).every((arg) => arg.endsWith(':text')),
        key,
      ).toBe(true);
    }
  });

  for (const [language, catalogue] of Object.entries(TRANSLATIONS)) {
    it(`${language}: has exactly the English keys`, () => {
      const missing = Object.keys(ENGLISH).filter((key) => !(key in catalogue));
      const extra = Object.keys(catalogue).filter((key) => !(key in ENGLISH));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language}: uses the same ICU arguments as the English, message by message`, () => {
      const differing = Object.entries(ENGLISH)
        .filter(([key, english]) => {
          const translated = catalogue[key];
          return translated === undefined || argumentsOf(translated).join() !== argumentsOf(english).join();
        })
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it(`${language}: translates (no message left blank or in English except names and acronyms)`, () => {
      const untranslated = Object.entries(catalogue)
        .filter(([, message]) => !/[\u0900-\u097F]/.test(message))
        .map(([key]) => key);
      // Devanagari in every message: a line pasted in English shows up here.
      expect(untranslated).toEqual([]);
    });
  }

  it('fails a translation whose placeholder differs (the check itself)', () => {
    expect(argumentsOf('{from} से {until} के बीच')).not.toEqual(argumentsOf('{from} से {to} के बीच'));
    expect(argumentsOf('{count, plural, one {# दिन} other {# दिन}}')).toEqual(['count:plural']);
    expect(argumentsOf('{count} दिन')).not.toEqual(
      argumentsOf('{count, plural, one {# day} other {# days}}'),
    );
  });
});
