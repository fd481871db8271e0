import { z } from 'zod';
import { listOrPageSchema, pagingQueryShape, searchQuery } from '../paging.ts';

import { MAX_EMPLOYEES_PER_BATCH, PAYROLL_MESSAGES } from './period.ts';

export * from './period.ts';

const nonBlank = z.string().trim().min(1, PAYROLL_MESSAGES.generateEmpty);

/** POST /api/admin/generate-salary. The form uses the same schema, so both sides say the same thing. */
export const generateSalaryRequestSchema = z.object({
  employeeIds: z
    .array(z.uuid(PAYROLL_MESSAGES.unknownEmployees), PAYROLL_MESSAGES.generateEmpty)
    .min(1, PAYROLL_MESSAGES.generateEmpty)
    .max(MAX_EMPLOYEES_PER_BATCH, PAYROLL_MESSAGES.tooManyEmployees),
  month: z.string(PAYROLL_MESSAGES.generateEmpty).pipe(nonBlank),
});
export type GenerateSalaryRequest = z.infer<typeof generateSalaryRequestSchema>;

export const generateSalaryResponseSchema = z.object({
  message: z.string(),
  /** The background batch; progress events carry the same id. */
  batchId: z.string(),
});
export type GenerateSalaryResponse = z.infer<typeof generateSalaryResponseSchema>;

/** Presumed days of the previous month that turned out unpaid, taken back on this record (docs/payroll.md). */
export const lossOfPayAdjustmentSchema = z.object({
  /** The month the days belong to, e.g. 'November 2026'. */
  month: z.string(),
  /** Rupees deducted on this record (capped so the net pay is never negative). */
  amount: z.number(),
  /** 'YYYY-MM-DD' of each day not (fully) paid: Absent, not marked, Half Day, Short Leave. */
  dates: z.array(z.string()),
});
export type LossOfPayAdjustment = z.infer<typeof lossOfPayAdjustmentSchema>;

/** One line of a breakdown: rupees (two decimals) on the wire, integer paise inside. Never negative. */
export const payLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.number(),
  /** How a statutory line was reached: 'PF 12% of Basic ₹15,000', 'Maharashtra, February slab' (issue 40). */
  basis: z.string().optional(),
});
export type PayLine = z.infer<typeof payLineSchema>;

/**
 * How a record's net pay came about (issue 21, docs/payroll.md): days, earnings, deductions, employer
 * contributions. Records generated before it existed have none (null).
 */
export const salaryBreakdownSchema = z.object({
  daysInMonth: z.number().int(),
  /** 'calendar' | 'fixed30' | 'working' and the number it stands for this month. */
  divisorKind: z.string(),
  divisor: z.number(),
  /** Days the person could be paid for (from joining, to leaving). */
  eligibleDays: z.number(),
  paidDays: z.number(),
  lopDays: z.number(),
  lopDates: z.array(z.object({ date: z.string(), days: z.number(), reason: z.string() })),
  earnings: z.array(payLineSchema),
  deductions: z.array(payLineSchema),
  employerContributions: z.array(payLineSchema),
  gross: z.number(),
  totalDeductions: z.number(),
  net: z.number(),
  attendanceUpTo: z.string().nullable(),
  /** Working days before the organisation's go-live date without a row, paid as present (issue 40). */
  beforeGoLive: z.object({ goLive: z.string(), days: z.number() }).optional(),
  /**
   * Recoveries (an advance's instalment) that did not fit in this month's pay and move to the next month
   * (issue 45, docs/payroll.md "Lines from other modules"); absent when none.
   */
  carried: z.array(z.object({ code: z.string(), name: z.string(), amount: z.number() })).optional(),
  /** Tax year to date, this record included. */
  ytd: z.object({ gross: z.number(), tds: z.number() }),
});
export type SalaryBreakdown = z.infer<typeof salaryBreakdownSchema>;

/**
 * Salary record of spec section 3; amount in rupees, slipPath a signed link. `date` is the generation date
 * ('YYYY-MM-DD' in the organisation's timezone, like every other date of the spec); `generatedAt` the instant.
 */
export const salaryRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  month: z.string(),
  amount: z.number(),
  status: z.string(),
  date: z.string(),
  /** ISO instant of the (last) generation. */
  generatedAt: z.string(),
  /** Last day read from attendance when the month was paid before it ended; later days counted as present. */
  attendanceUpTo: z.string().nullable(),
  lopAdjustment: lossOfPayAdjustmentSchema.nullable(),
  slipPath: z.string().nullable(),
  /** Issue 21: the explanation of `amount` (= net); null on records generated before it. */
  breakdown: salaryBreakdownSchema.nullable().optional(),
  /** Issue 22: the day the Admin marked it paid (status 'Paid'); null while 'Generated'. */
  paidOn: z.string().nullable().optional(),
});
export type SalaryRecord = z.infer<typeof salaryRecordSchema>;
export const salaryRecordListSchema = z.array(salaryRecordSchema);
/** Everyone's records: the whole array, or one page with ?limit=&cursor= (docs/paging.md). */
export const salaryRecordListOrPageSchema = listOrPageSchema(salaryRecordSchema);
export const SALARY_LIST_MESSAGES = {
  status: 'Please choose a status: Generated or Paid.',
  amount: 'Please give the amount in rupees, 0 or more.',
  amountRange: 'The lowest amount cannot be above the highest.',
} as const;

const rupeeBound = z.coerce
  .number(SALARY_LIST_MESSAGES.amount)
  .min(0, SALARY_LIST_MESSAGES.amount)
  .max(1_000_000_000, SALARY_LIST_MESSAGES.amount)
  .optional();

/**
 * `q` searches names and e-mails; `status` ('Generated' | 'Paid') and `minAmount`/`maxAmount` (net pay in
 * rupees, inclusive) narrow it (issue 40); `limit`/`cursor` page (keyset, newest first).
 */
export const salaryListQuerySchema = z.object({
  q: searchQuery,
  status: z.enum(['Generated', 'Paid'], SALARY_LIST_MESSAGES.status).optional(),
  minAmount: rupeeBound,
  maxAmount: rupeeBound,
  ...pagingQueryShape,
});
export type SalaryListQuery = z.infer<typeof salaryListQuerySchema>;

export const salaryBatchProgressSchema = z.object({
  batchId: z.string(),
  month: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  finished: z.boolean(),
  /** The batch stopped on an error; the records done so far stay. */
  failed: z.boolean(),
});
export type SalaryBatchProgress = z.infer<typeof salaryBatchProgressSchema>;

export const salariesParamsSchema = z.object({ id: z.uuid('Employee not found.') });
export const salariesUserParamsSchema = z.object({ userId: z.uuid('Employee not found.') });

export interface SalaryFilter {
  /** A month name, or '' for any month. */
  month: string;
  /** A year such as '2025', or '' for any year. */
  year: string;
}

/** Spec section 9: a record matches by the year substring and the month-name prefix of its month text. */
export function matchesSalaryFilter(monthText: string, filter: SalaryFilter): boolean {
  if (filter.year && !monthText.includes(filter.year)) return false;
  if (filter.month && !monthText.toLowerCase().startsWith(filter.month.toLowerCase())) return false;
  return true;
}

/** The years found in the records' month texts, newest first (the year filter's options). */
export function salaryYears(monthTexts: readonly string[]): string[] {
  const years = new Set<string>();
  for (const text of monthTexts) {
    const year = /\b(\d{4})\b/.exec(text)?.[1];
    if (year) years.add(year);
  }
  return [...years].sort((a, b) => Number(b) - Number(a));
}
