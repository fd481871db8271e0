import { structureCutQueryShape, structureSubtotalsSchema } from '../org-structure/subtotals.ts';
import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from '../exports.ts';
import { generateSalaryRequestSchema, MONTH_NAMES } from '../payroll/schemas.ts';

/*
 * Payroll runs (issue 22, docs/payroll.md "Payroll runs"): the register previewed before slips are made,
 * the month finalised by generating, reopened with a reason, marked paid, and the files a bank, EPFO and
 * ESIC take. Admin only.
 */

/** A salary record's status once the Admin marks it paid ('Generated' before: payroll/schemas.ts). */
export const SALARY_STATUS_PAID = 'Paid';

/** Realtime events beyond the spec's list (docs/realtime.md). */
export const PAYROLL_PREVIEW_PROGRESS_EVENT = 'payroll_preview_progress';
export const SALARY_STATUS_UPDATED_EVENT = 'salary_status_updated';

/** A net pay moving by more than this share against the previous month is flagged in the register. */
export const REGISTER_CHANGE_THRESHOLD = 0.1;

export const PAYROLL_RUN_MESSAGES = {
  invalidPeriod: 'Please choose a pay period as YYYY-MM, such as 2026-11.',
  /** Refusal of a change to attendance, leave or corrections of a finalised month (409). */
  locked: (period: string) => `Payroll for ${period} is finalised: ask an Admin to reopen it.`,
  reasonRequired: 'Please give a reason for reopening (at least 3 characters).',
  notFinalised: (period: string) => `Payroll for ${period} has no generated salary slips.`,
  reopened: (period: string, n: number) => `Payroll for ${period} reopened for ${n} employee(s).`,
  markedPaid: (period: string, n: number) => `${n} salary record(s) for ${period} marked paid.`,
  paidDate: 'Please choose the payment date as YYYY-MM-DD.',
  paidBeforeGenerated: 'The payment date cannot be before the salary slips were generated.',
  bankDetailsMissing: (names: string[]) =>
    `Bank details are missing or invalid for: ${names.join(', ')}. Please complete their payroll profiles.`,
  nothingToExport: (period: string) => `No finalised salary records for ${period}.`,
} as const;

const period = z
  .string(PAYROLL_RUN_MESSAGES.invalidPeriod)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PAYROLL_RUN_MESSAGES.invalidPeriod);

/** /admin/payroll-runs/:period, the period as YYYY-MM. */
export const payrollRunParamsSchema = z.object({ period });

/** 'YYYY-MM' -> { year, month, label: 'November 2026' }. */
export function payrollRunPeriod(text: string): { year: number; month: number; label: string } {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  return { year, month, label: `${MONTH_NAMES[month - 1]} ${year}` };
}

/** The preview takes what 'Generate Salary Slips' takes; previewId names its progress events. */
export const previewRequestSchema = generateSalaryRequestSchema.extend({
  previewId: z.uuid().optional(),
  /** Issue 42: only the people placed there on the month's last day, and subtotals when asked. */
  ...structureCutQueryShape,
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

const line = z.object({ code: z.string(), amount: z.number() });

/** One person's row of the register; amounts in rupees, lines by code (names in the register's codes). */
export const registerRowSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  paidDays: z.number(),
  lopDays: z.number(),
  /** Working days unpaid because nobody marked them (issue 40: mark them or set the go-live date); absent when none. */
  notMarked: z.array(z.string()).optional(),
  /** Working days before the go-live date paid as present (issue 40); absent when none. */
  paidBeforeGoLive: z.number().optional(),
  earnings: z.array(line),
  deductions: z.array(line),
  employerContributions: z.array(line),
  gross: z.number(),
  totalDeductions: z.number(),
  net: z.number(),
  /** Net of the person's previous month's record; null when there is none. */
  previousNet: z.number().nullable(),
  /** What changed against the previous month: 'Net +12.5%', 'New: ESI_EE', 'Gone: PT'. Empty: unflagged. */
  changes: z.array(z.string()),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

const codeName = z.object({ code: z.string(), name: z.string() });

export const payrollRegisterSchema = z.object({
  month: z.string(),
  /** Every code seen in the rows, in first-seen order: the register's columns. */
  codes: z.object({
    earnings: z.array(codeName),
    deductions: z.array(codeName),
    employerContributions: z.array(codeName),
  }),
  rows: z.array(registerRowSchema),
  totals: z.object({
    gross: z.number(),
    totalDeductions: z.number(),
    net: z.number(),
    /** Rupees by line code, over every row. */
    byCode: z.record(z.string(), z.number()),
  }),
  /** People lacking what a statutory deduction that is on needs (named, with what is missing). */
  missingProfiles: z.array(
    z.object({ employeeId: z.string(), employeeName: z.string(), missing: z.array(z.string()) }),
  ),
  /** Only when asked (issue 42): gross, totalDeductions and net per department and per location. */
  subtotals: structureSubtotalsSchema.optional(),
});
export type PayrollRegister = z.infer<typeof payrollRegisterSchema>;

export const payrollPreviewProgressSchema = z.object({
  previewId: z.string(),
  month: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  finished: z.boolean(),
});
export type PayrollPreviewProgress = z.infer<typeof payrollPreviewProgressSchema>;

export const reopenBodySchema = z.object({
  reason: z
    .string(PAYROLL_RUN_MESSAGES.reasonRequired)
    .trim()
    .min(3, PAYROLL_RUN_MESSAGES.reasonRequired)
    .max(500, 'Please keep the reason under 500 characters.'),
});
export type ReopenBody = z.infer<typeof reopenBodySchema>;

export const markPaidBodySchema = z.object({
  /** Everyone with a record for the period when absent. */
  employeeIds: z.array(z.uuid('Employee not found.')).max(5000).optional(),
  paidOn: z.string(PAYROLL_RUN_MESSAGES.paidDate).refine(isBusinessDate, PAYROLL_RUN_MESSAGES.paidDate),
});
export type MarkPaidBody = z.infer<typeof markPaidBodySchema>;

export const runActionResponseSchema = z.object({ message: z.string(), count: z.number().int() });
export type RunActionResponse = z.infer<typeof runActionResponseSchema>;

export const registerExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat),
  /** Issue 42: the department and location cut, and subtotal rows after the totals. */
  ...structureCutQueryShape,
});

/**
 * Where a period's payroll stands (issue 40): `draft` nothing generated; `generated` finalised (its days
 * locked) for `finalised` people, `paid` of them paid; `paid` every finalised record paid, the last on
 * `paidOn`; `reopened` records exist but none is finalised (changes allowed until generated again).
 */
export const PAYROLL_RUN_STATES = ['draft', 'generated', 'paid', 'reopened'] as const;
export type PayrollRunState = (typeof PAYROLL_RUN_STATES)[number];

export const payrollRunStatusSchema = z.object({
  period: z.string(),
  label: z.string(),
  state: z.enum(PAYROLL_RUN_STATES),
  records: z.number().int(),
  finalised: z.number().int(),
  paid: z.number().int(),
  /** 'YYYY-MM-DD' (organisation's date) of the latest generation, else null. */
  generatedOn: z.string().nullable(),
  /** The latest payment date among the paid records, else null. */
  paidOn: z.string().nullable(),
});
export type PayrollRunStatus = z.infer<typeof payrollRunStatusSchema>;
