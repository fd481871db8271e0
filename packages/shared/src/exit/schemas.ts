import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import {
  EXIT_KINDS,
  EXIT_MESSAGES as M,
  EXIT_REASON_MAX,
  EXIT_STATUSES,
  LETTER_KINDS,
  RECORDED_EXIT_KINDS,
  SETTLEMENT_KINDS,
  SETTLEMENT_STATUSES,
} from './messages.ts';

const exitDate = z
  .string({ error: M.invalidDate })
  .refine((value) => isBusinessDate(value) && value >= '2000-01-01' && value <= '2100-12-31', {
    error: M.invalidDate,
  });
const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(EXIT_REASON_MAX, { error: M.reasonTooLong });

export const exitIdParamsSchema = z.object({ id: z.string() });
export const exitPersonParamsSchema = z.object({ id: z.string() });
export const letterParamsSchema = z.object({ id: z.string(), kind: z.enum(LETTER_KINDS) });

/** POST /exits/resignation: the person's own, with the last working day they wish. */
export const resignBodySchema = z.object({ lastWorkingDay: exitDate, reason });
/** POST /exits/people/:id: HR or an Admin records a termination, retirement, death or end of contract. */
export const recordExitBodySchema = z.object({
  kind: z.enum(RECORDED_EXIT_KINDS, { error: M.kind }),
  lastWorkingDay: exitDate,
  reason,
});
/** POST /exits/:id/accept: the decided last working day; HR may waive the notice shortfall's recovery. */
export const acceptExitBodySchema = z.object({
  lastWorkingDay: exitDate,
  waiveRecoveryReason: z.string().trim().max(EXIT_REASON_MAX).nullish(),
});
export type ResignBody = z.output<typeof resignBodySchema>;
export type RecordExitBody = z.output<typeof recordExitBodySchema>;
export type AcceptExitBody = z.output<typeof acceptExitBodySchema>;

export const exitSchema = z.object({
  id: z.string(),
  person: z.object({ id: z.string(), name: z.string(), employeeNo: z.number(), joinedOn: z.string() }),
  kind: z.enum(EXIT_KINDS),
  status: z.enum(EXIT_STATUSES),
  reason: z.string(),
  requestedLastDay: z.string(),
  lastWorkingDay: z.string().nullable(),
  noticeDays: z.number(),
  /** Days the decided (or wished) last day falls short of the notice, counted from the submission. */
  shortfallDays: z.number(),
  recoveryWaivedReason: z.string().nullable(),
  submittedOn: z.string(),
  decidedByName: z.string().nullable(),
  /** The person can no longer sign in (their last working day has passed). */
  left: z.boolean(),
});
export type Exit = z.infer<typeof exitSchema>;
export const exitListSchema = z.array(exitSchema);

const adjustmentSchema = z.object({
  name: z.string({ error: M.adjustmentName }).trim().min(1, { error: M.adjustmentName }).max(200),
  /** Rupees, signed: + paid to the person, − recovered (an unreturned laptop, an advance). */
  amount: z
    .number({ error: M.adjustmentAmount })
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= 1e8 && Math.round(value * 100) === value * 100,
      {
        error: M.adjustmentAmount,
      },
    ),
  reason: z
    .string({ error: M.adjustmentReason })
    .trim()
    .min(1, { error: M.adjustmentReason })
    .max(EXIT_REASON_MAX),
});
export const settlementBodySchema = z.object({ adjustments: z.array(adjustmentSchema).max(50) });
export type SettlementBody = z.output<typeof settlementBodySchema>;

export const settlementLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Rupees, signed: + paid, − recovered. */
  amount: z.number(),
  /** How the figure was reached, and its source. */
  rule: z.string(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementSchema = z.object({
  id: z.string(),
  exitId: z.string(),
  person: z.object({ id: z.string(), name: z.string(), employeeNo: z.number() }),
  status: z.enum(SETTLEMENT_STATUSES),
  lastWorkingDay: z.string(),
  /** Two working days after the last working day (labour codes), by the work calendar. */
  dueOn: z.string(),
  lines: z.array(settlementLineSchema),
  adjustments: z.array(adjustmentSchema),
  net: z.number(),
  finalisedAt: z.string().nullable(),
  finalisedByName: z.string().nullable(),
  /** Issue 43: an adjustment statement names the statement it corrects and why. */
  kind: z.enum(SETTLEMENT_KINDS),
  adjustsId: z.string().nullable(),
  explanation: z.string().nullable(),
  /** Paid on its own date, with the bank reference; null until then. */
  paidOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Issue 43: paid with this payroll month's run ('November 2026') instead of on its own date; null when not. */
  payWithRun: z.string().nullable().optional(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** GET /exits/people/:id: the person's current exit and, for staff (or the person once final), its settlement. */
export const personExitSchema = z.object({
  exit: exitSchema.nullable(),
  settlement: settlementSchema.nullable(),
  /** Issue 43: every statement of the exit, newest first (staff: drafts too; the person: final ones). */
  statements: z.array(settlementSchema).optional(),
});
export type PersonExit = z.infer<typeof personExitSchema>;
