import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { approvalStateSchema } from '../approvals/schemas.ts';
import { listOrPageSchema } from '../paging.ts';
import {
  CLAIM_LINES_MAX,
  CLAIM_MESSAGES as M,
  CLAIM_NAME_MAX,
  CLAIM_STATUSES,
  CLAIM_TEXT_MAX,
} from './messages.ts';

/** Rupees with at most two decimals, more than zero (money.ts: paise inside). */
const rupees = (message: string) =>
  z
    .number({ error: message })
    .positive({ error: message })
    .max(10_000_000, { error: message })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: message });
const limit = rupees(M.limit).nullable();

export const claimIdParamsSchema = z.object({ id: z.string() });

/** An Admin-defined expense category: limits in rupees (null: none), mileage in rupees a km (null: none). */
export const claimCategoryBodySchema = z.object({
  name: z.string({ error: M.categoryName }).trim().min(1, { error: M.categoryName }).max(CLAIM_NAME_MAX, {
    error: M.categoryName,
  }),
  perClaimLimit: limit,
  perMonthLimit: limit,
  mileageRate: limit,
  /** Paid as a taxable earning instead of a reimbursement outside the tax base. */
  taxable: z.boolean(),
  active: z.boolean().default(true),
});
export type ClaimCategoryBody = z.infer<typeof claimCategoryBodySchema>;
export const claimCategorySchema = claimCategoryBodySchema.extend({ id: z.string(), active: z.boolean() });
export type ClaimCategory = z.infer<typeof claimCategorySchema>;
export const claimCategoryListSchema = z.array(claimCategorySchema);

/** One line as the person types it; a mileage line gives the distance and the amount follows from the rate. */
export const claimLineInputSchema = z.object({
  date: z.string({ error: M.invalidDate }).refine(isBusinessDate, { error: M.invalidDate }),
  categoryId: z.string({ error: M.category }).min(1, { error: M.category }),
  amount: rupees(M.amount).optional(),
  distanceKm: z
    .number({ error: M.distance })
    .positive({ error: M.distance })
    .max(5000, { error: M.distance })
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, { error: M.distance })
    .optional(),
  description: z
    .string({ error: M.description })
    .trim()
    .min(1, { error: M.description })
    .max(CLAIM_TEXT_MAX, { error: M.description }),
});
export type ClaimLineInput = z.infer<typeof claimLineInputSchema>;
export const claimLinesSchema = z
  .array(claimLineInputSchema, { error: M.lines })
  .min(1, { error: M.lines })
  .max(CLAIM_LINES_MAX, { error: M.lines });

/** POST /claims (multipart): `lines` is the lines as JSON; receipt0…receipt4 are the lines' receipts. */
export const submitClaimFieldsSchema = z.object({ lines: z.string({ error: M.linesField }) });

export const claimLineDecisionSchema = z.object({
  id: z.string(),
  /** What this decider approves of the line (rupees, at most what still stands); less needs a reason. */
  approved: z.number({ error: M.amount }).min(0, { error: M.amount }),
  reason: z.string().trim().max(CLAIM_TEXT_MAX).nullish(),
});
export const claimDecisionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), lines: z.array(claimLineDecisionSchema).max(CLAIM_LINES_MAX) }),
  z.object({
    action: z.literal('reject'),
    reason: z.string({ error: M.rejectReason }).trim().min(1, { error: M.rejectReason }).max(CLAIM_TEXT_MAX),
  }),
]);
export type ClaimDecisionBody = z.infer<typeof claimDecisionBodySchema>;

export const claimLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  category: z.string(),
  taxable: z.boolean(),
  amount: z.number(),
  distanceKm: z.number().nullable(),
  description: z.string(),
  /** What stands after the latest decision (null while nobody has decided). */
  approved: z.number().nullable(),
  reason: z.string().nullable(),
  /** A short-lived signed link to the receipt (docs/security.md, signed links); null for a mileage line. */
  receiptUrl: z.string().nullable(),
  receiptName: z.string().nullable(),
});
export const claimDecisionSchema = z.object({
  by: z.object({ id: z.string().nullable(), name: z.string() }),
  step: z.number().int(),
  action: z.enum(['approved', 'forwarded', 'rejected']),
  at: z.string(),
  note: z.string().nullable(),
  override: z.boolean(),
});
export const claimSchema = approvalStateSchema.extend({
  id: z.string(),
  number: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  status: z.enum(CLAIM_STATUSES),
  submittedAt: z.string(),
  claimed: z.number(),
  approved: z.number().nullable(),
  /** The payroll month it is paid with ('November 2026'), once approved. */
  payMonth: z.string().nullable(),
  lines: z.array(claimLineSchema),
  decisions: z.array(claimDecisionSchema),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = z.array(claimSchema);
/** The queue: the whole array, or one page with ?limit=&cursor= (docs/paging.md). */
export const claimListOrPageSchema = listOrPageSchema(claimSchema);
