import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { approvalStateSchema } from '../approvals/schemas.ts';
import { listOrPageSchema } from '../paging.ts';
import {
  ADJUST_ACTIONS,
  ADVANCE_AMOUNT_MAX,
  ADVANCE_KINDS,
  ADVANCE_MESSAGES as M,
  ADVANCE_STATUSES,
  ADVANCE_TEXT_MAX,
  DISBURSALS,
  INSTALMENT_STATUSES,
  INSTALMENTS_MAX,
} from './messages.ts';

const amount = z
  .number({ error: M.amount })
  .positive({ error: M.amount })
  .max(ADVANCE_AMOUNT_MAX, { error: M.amount })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: M.amount });
const instalments = z
  .number({ error: M.instalments })
  .int({ error: M.instalments })
  .min(1, { error: M.instalments })
  .max(INSTALMENTS_MAX, { error: M.instalments });
const reason = z
  .string({ error: M.reason })
  .trim()
  .min(1, { error: M.reason })
  .max(ADVANCE_TEXT_MAX, { error: M.reason });
const disbursal = z.enum(DISBURSALS, { error: M.disbursal });

export const advanceIdParamsSchema = z.object({ id: z.string() });
export const advancePersonParamsSchema = z.object({ id: z.string() });

/** POST /advances: the caller asks for an advance. */
export const requestAdvanceBodySchema = z.object({ amount, reason, instalments });
/** POST /advances/people/:id: HR or an Admin records a loan (approved as it is recorded). */
export const recordLoanBodySchema = z.object({ amount, reason, instalments, disbursal });
export const advanceDecisionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), disbursal }),
  z.object({
    action: z.literal('reject'),
    reason: z
      .string({ error: M.rejectReason })
      .trim()
      .min(1, {
        error: M.rejectReason,
      })
      .max(ADVANCE_TEXT_MAX),
  }),
]);
export type AdvanceDecisionBody = z.infer<typeof advanceDecisionBodySchema>;
export const advancePaidBodySchema = z.object({
  paidOn: z.string({ error: M.paidOn }).refine(isBusinessDate, { error: M.paidOn }),
});
/** Pause: the next due instalment and all after it move a month later; reschedule: what is left over N months. */
export const adjustAdvanceBodySchema = z.object({
  action: z.enum(ADJUST_ACTIONS),
  instalments: instalments.optional(),
  reason,
});
export type AdjustAdvanceBody = z.infer<typeof adjustAdvanceBodySchema>;

export const instalmentSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  /** The payroll month it is due in ('December 2026'). */
  month: z.string(),
  amount: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
  note: z.string().nullable(),
});
export const advanceSchema = approvalStateSchema.extend({
  id: z.string(),
  kind: z.enum(ADVANCE_KINDS),
  employeeId: z.string(),
  employeeName: z.string(),
  amount: z.number(),
  reason: z.string(),
  instalmentCount: z.number().int(),
  status: z.enum(ADVANCE_STATUSES),
  submittedAt: z.string(),
  disbursal: disbursal.nullable(),
  /** Paid with this payroll month ('November 2026'), or separately on `paidOn`. */
  disbursedIn: z.string().nullable(),
  paidOn: z.string().nullable(),
  recovered: z.number(),
  waived: z.number(),
  outstanding: z.number(),
  instalments: z.array(instalmentSchema),
  decisions: z.array(
    z.object({
      by: z.object({ id: z.string().nullable(), name: z.string() }),
      action: z.string(),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type Advance = z.infer<typeof advanceSchema>;
export const advanceListSchema = z.array(advanceSchema);

/**
 * An approved advance or loan to be paid separately and not yet marked paid (HR, Admin): in the bank file unless
 * `problem` says why it cannot be (no bank details, or details a transfer would bounce on). Never the account.
 */
export const separatePaymentSchema = z.object({
  advanceId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  kind: z.enum(ADVANCE_KINDS),
  amount: z.number(),
  /** When it was asked or recorded (ISO instant). */
  submittedAt: z.string(),
  problem: z.string().nullable(),
});
export type SeparatePayment = z.infer<typeof separatePaymentSchema>;
export const separatePaymentsSchema = z.object({
  payments: z.array(separatePaymentSchema),
  /** The payments the bank file holds (those without a problem) and their sum in rupees. */
  count: z.number().int(),
  total: z.number(),
});
export type SeparatePayments = z.infer<typeof separatePaymentsSchema>;
/** The queue: the whole array, or one page with ?limit=&cursor= (docs/paging.md). */
export const advanceListOrPageSchema = listOrPageSchema(advanceSchema);
