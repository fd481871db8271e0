import type { Language } from './languages';

/**
 * Numbers, money and dates by the language's locale (docs/languages.md). Indian grouping everywhere
 * (₹1,23,456.00); Latin digits unless the organisation chooses Devanagari ones (Marathi's CLDR default is
 * Devanagari, so the numbering system is always named); dates DD/MM/YYYY, month names in the language.
 */
export type Digits = 'latin' | 'devanagari';

export function intlLocale(language: Language, digits: Digits = 'latin'): string {
  return `${language}-IN-u-nu-${digits === 'devanagari' ? 'deva' : 'latn'}`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

// Grouping comes from en-IN for every language: CLDR's Marathi groups in thousands (₹123,456.00), and
// an Indian payslip reads lakhs. The digits are swapped afterwards when the organisation chose Devanagari.
const INDIAN = 'en-IN-u-nu-latn';

export function formatNumber(value: number, digits: Digits = 'latin'): string {
  const format = cached('n', () => new Intl.NumberFormat(INDIAN, { maximumFractionDigits: 2 }));
  return toDigits(format.format(value), digits);
}

/** Paise as rupees with both decimals: 12345600 -> '₹1,23,456.00'. */
export function formatMoneyPaise(paise: number, digits: Digits = 'latin'): string {
  const format = cached(
    'm',
    () => new Intl.NumberFormat(INDIAN, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  );
  // Integer paise to rupees once, here, for display only (money is never computed in floats).
  return toDigits(format.format(paise / 100), digits);
}

function isoParts(isoDate: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const DEVANAGARI_ZERO = 0x0966;

/** Latin digits to Devanagari ones (०१२३४५६७८९) when chosen; everything else stays. */
export function toDigits(text: string, digits: Digits): string {
  if (digits === 'latin') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(DEVANAGARI_ZERO + Number(d)));
}

/** '2026-11-28' -> '28/11/2026' (the spec's DD/MM/YYYY), in the organisation's digits. */
export function formatDate(isoDate: string, digits: Digits = 'latin'): string {
  const parts = isoParts(isoDate);
  if (!parts) return isoDate;
  const [year, month, day] = parts;
  const text = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
  return toDigits(text, digits);
}

/** A month by name in the language: (2026, 11) -> 'November 2026', 'नवंबर 2026', 'नोव्हेंबर 2026'. */
export function formatMonthYear(year: number, month: number, language: Language, digits: Digits = 'latin') {
  const locale = intlLocale(language, digits);
  const format = cached(
    `my|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day's weekday in the language: ('2026-11-23', 'hi') -> 'सोमवार'; 'short' -> 'सोम'; English 'Monday', 'Mon'. */
export function formatWeekday(isoDate: string, language: Language, width: 'long' | 'short' = 'long'): string {
  const parts = isoParts(isoDate);
  if (!parts) return '';
  const locale = intlLocale(language);
  const format = cached(
    `wd|${width}|${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }),
  );
  return format.format(new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])));
}

/** A month's name alone in the language: (11, 'hi') -> 'नवंबर'; English as the spec writes it. */
export function formatMonthName(month: number, language: Language): string {
  if (language === 'en') return ENGLISH_MONTHS[month - 1] ?? '';
  const locale = intlLocale(language);
  const format = cached(
    `m|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
  );
  return format.format(new Date(Date.UTC(2026, month - 1, 1)));
}

/**
 * A salary period as the server writes it ('October 2026') in the language and digits; English and
 * anything else left as it is.
 */
export function formatPeriodText(text: string, language: Language, digits: Digits = 'latin'): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]!) + 1 : 0;
  if (language === 'en' || !match || month === 0) return toDigits(text, digits);
  return formatMonthYear(Number(match[2]), month, language, digits);
}
