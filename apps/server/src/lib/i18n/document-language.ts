// Zod-free (codes.ts): the payslip's render threads load this file with Node's own type stripping.
import { MONTH_NAMES } from '@hrms/shared';
import type { DigitStyle, LanguageCode } from '@hrms/shared/languages/codes';

/**
 * The language and digits of a document the server writes for one person (issue 47, docs/languages.md,
 * "Documents and e-mails"): the payslip PDF and the e-mails. English and Latin digits are the spec's
 * words, byte for byte.
 */
export interface DocumentLanguage {
  language: LanguageCode;
  digits: DigitStyle;
}

export const ENGLISH_DOCUMENT: DocumentLanguage = { language: 'en', digits: 'latin' };

const DEVANAGARI_ZERO = 0x0966;

/** Latin digits to Devanagari ones (०१२३४५६७८९) when the organisation chose them; as the web's toDigits. */
export function toDigits(text: string, digits: DigitStyle): string {
  if (digits === 'latin') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(DEVANAGARI_ZERO + Number(d)));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A salary period as the server writes it ('October 2026') in the language and digits, as the web's
 * formatPeriodText: 'अक्टूबर 2026', 'ऑक्टोबर 2026'. English (and any other text) only takes the digits.
 */
export function periodText(text: string, { language, digits }: DocumentLanguage): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? (MONTH_NAMES as readonly string[]).indexOf(match[1]!) + 1 : 0;
  if (language === 'en' || !match || month === 0) return toDigits(text, digits);
  const locale = `${language}-IN-u-nu-${digits === 'devanagari' ? 'deva' : 'latn'}`;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[2]), month - 1, 1)));
}

/** '2026-11-28' -> '28/11/2026' (the spec's DD/MM/YYYY) in the digits; anything else as it is. */
export function dateText(isoDate: string, digits: DigitStyle): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return toDigits(`${match[3]}/${match[2]}/${match[1]}`, digits);
}
