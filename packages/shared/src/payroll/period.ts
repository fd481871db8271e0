// The pay period and payroll's messages: plain values with no schema library, so code that only needs
// these (the payslip renderer's threads, payslip-pdf.ts) loads this file alone. schemas.ts re-exports it.
import { MONTH_NAMES } from '../calendar/dates.ts';

export { MONTH_NAMES };
export type MonthName = (typeof MONTH_NAMES)[number];

/** The only status a salary record takes today (the spec does not show its statuses): docs/payroll.md. */
export const SALARY_STATUS_GENERATED = 'Generated';

/** Realtime event (beyond the spec's list) telling the Admin who started a batch how far it got. */
export const SALARY_BATCH_PROGRESS_EVENT = 'salary_batch_progress';

export const PAYROLL_MESSAGES = {
  generateEmpty: 'Please select employee(s) and a pay period.',
  generating: (n: number) => `Salary slips are being generated for ${n} employee(s).`,
  generateFailed: 'Failed to generate salary slips.',
  newSlip: 'Your new salary slip has been generated!',
  invalidPeriod: 'Please enter the pay period as a month name and a four-digit year, such as October 2025.',
  periodNotStarted: (period: string, from: string) =>
    `Salary slips for ${period} cannot be generated before the month begins on ${from}.`,
  /** On the slip of a month generated before it ended (docs/payroll.md, "The attendance cut-off"). */
  attendanceCutOff: (upTo: string) => `Attendance up to ${upTo}; later days counted as present`,
  /** Issue 40: working days before the organisation's go-live date without a row are paid. */
  paidBeforeGoLive: (goLive: string, days: number) =>
    `Paid as present before go-live on ${goLive}: ${days} day${days === 1 ? '' : 's'}`,
  /**
   * Issue 45: a recovery that did not fit in this month's net pay (an advance's instalment) moves to the next
   * month; the slip (PDF and screen) says so under the totals.
   */
  carriedToNextMonth: (lines: string) => `Carried to next month: ${lines}`,
  /** Beside loss of pay on a day nobody recorded: how to fix it. */
  notMarkedHint: 'Not marked: mark attendance (Attendance, Bulk mark) or set the go-live date.',
  /** The line of the next month's slip that takes back presumed days that turned out unpaid. */
  lossOfPayFor: (period: string) => `Loss of pay for ${period}`,
  /** The earning line of a later slip that pays a back-dated revision of a finalised month (issue 22). */
  arrearsFor: (period: string) => `Arrears for ${period}`,
  unknownEmployees: 'One or more selected employees no longer exist.',
  /**
   * Issue 43: a leaver's exit month is paid by their full and final settlement, never also on a slip
   * (docs/decisions.md, "The exit month is paid once"); 409 when the batch names them.
   */
  exitMonthOnSettlement: (names: string, period: string) =>
    `${names} left during ${period}: that month is paid by the full and final settlement, not by a salary slip. Leave them out, or choose "Pay with the run of ${period}" on their settlement.`,
  tooManyEmployees: 'Please select at most 5000 employees at a time.',
  noRecords: 'No salary records found.',
  batchDone: (n: number, period: string) => `Salary slips generated for ${n} employee(s) for ${period}.`,
} as const;

export const MAX_EMPLOYEES_PER_BATCH = 5000;

export interface PayPeriod {
  year: number;
  /** 1-12 */
  month: number;
  /** Canonical text, e.g. 'October 2025'. */
  label: string;
}

/**
 * 'october 2025', ' OCTOBER   2025 ' -> { 2025, 10, 'October 2025' }. A full month name and a four-digit
 * year (1900-9999), nothing else; null otherwise. Abbreviations are refused so the stored text stays one form.
 */
export function parsePayPeriod(text: string): PayPeriod | null {
  const match = /^\s*([a-z]+)\s+(\d{4})\s*$/i.exec(text);
  if (!match) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  const year = Number(match[2]);
  if (index < 0 || year < 1900) return null;
  return { year, month: index + 1, label: `${MONTH_NAMES[index]} ${year}` };
}
