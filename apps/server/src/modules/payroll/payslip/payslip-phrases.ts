import { formatRupees } from '@hrms/shared/money';
import { parsePayPeriod } from '@hrms/shared/payroll/period';
import type { PayslipContent } from './payslip-content.ts';
import type { PayslipSpeech } from './payslip-speech.ts';

// The payslip's sentences built from its figures (payslip-pdf.ts draws them), in the person's language.

/** Days as the slip prints them: whole, or to two decimals (a half day). */
export const rawDays = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/** 'FY 2026-27' for a period from April 2026 to March 2027. */
export function taxYear(period: string, say: PayslipSpeech): string | null {
  const parsed = parsePayPeriod(period);
  if (!parsed) return null;
  const start = parsed.month >= 4 ? parsed.year : parsed.year - 1;
  return say.words.taxYear(say.digits(String(start)), say.digits(String((start + 1) % 100).padStart(2, '0')));
}

/** '03/10 Absent, 17/10 Half Day (0.5)': compact, the year is the payslip's. */
export function lopDateList(lopDates: PayslipContent['breakdown']['lopDates'], say: PayslipSpeech): string {
  return lopDates
    .map((d) => {
      const day = say.date(d.date).slice(0, 5);
      const share = d.days === 1 ? '' : ` (${say.digits(rawDays(d.days))})`;
      return `${day} ${say.reason(d.reason)}${share}`;
    })
    .join(', ');
}

/** Recoveries carried to the next month (issue 45), in one sentence; null when none. */
export function carriedText(b: PayslipContent['breakdown'], say: PayslipSpeech): string | null {
  if (!b.carried?.length) return null;
  return say.words.carriedToNextMonth(
    b.carried.map((line) => `${say.lineName(line)} ${say.digits(formatRupees(line.amount))}`).join('; '),
  );
}
