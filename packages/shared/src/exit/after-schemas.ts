import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { EXIT_MESSAGES as M, EXIT_REASON_MAX } from './messages.ts';
import { settlementBodySchema } from './schemas.ts';

/*
 * Issue 43, after the last day (docs/exit.md "After the last day"): rehiring into a new employment period, the
 * settlements due (the Home's warning), adjustment statements after finalisation and the payment of a statement.
 */

const day = z
  .string({ error: M.invalidDate })
  .refine((value) => isBusinessDate(value) && value >= '2000-01-01' && value <= '2100-12-31', {
    error: M.invalidDate,
  });
const explained = (error: string) =>
  z.string({ error }).trim().min(1, { error }).max(EXIT_REASON_MAX, { error: M.reasonTooLong });

/** POST /exits/people/:id/rehire: a former employee comes back with a new joining date. */
export const rehireBodySchema = z.object({ joinedOn: day, reason: explained(M.reasonRequired) });
export type RehireBody = z.output<typeof rehireBodySchema>;

/** An earlier employment period of a rehired person; its exit and records stay as they were. */
export const employmentPeriodSchema = z.object({
  joinedOn: z.string(),
  leftOn: z.string(),
  exitId: z.string().nullable(),
  rehiredOn: z.string(),
});
export type EmploymentPeriod = z.infer<typeof employmentPeriodSchema>;
export const employmentPeriodListSchema = z.array(employmentPeriodSchema);

/** POST /exits/:id/settlement/adjustments: a new statement correcting a finalised one, with why. */
export const adjustmentStatementBodySchema = settlementBodySchema.extend({
  explanation: explained(M.explanationRequired),
});
export type AdjustmentStatementBody = z.output<typeof adjustmentStatementBodySchema>;

/** POST /exits/:id/settlement/paid: the finalised statement paid on its own date, with the bank reference. */
export const settlementPaidBodySchema = z.object({
  paidOn: day,
  reference: explained(M.referenceRequired).pipe(z.string().max(200, { error: M.referenceTooLong })),
});
export type SettlementPaidBody = z.output<typeof settlementPaidBodySchema>;

/**
 * POST /exits/:id/settlement/pay-with-run: the finalised statement paid with a payroll month's run instead of on
 * its own date (issue 43), the month as payroll names it ('November 2026').
 */
export const settlementPayWithRunBodySchema = z.object({
  month: z.string({ error: M.payWithRunMonth }).trim().min(1, { error: M.payWithRunMonth }),
});
export type SettlementPayWithRunBody = z.output<typeof settlementPayWithRunBodySchema>;

/** Near: due within one working day; late: past its due date; both not yet finalised. */
export const SETTLEMENT_DUE_STATES = ['near', 'late'] as const;

/** GET /exits/settlements/due: the Home of HR and Admin warns of these. */
export const settlementDueSchema = z.object({
  exitId: z.string(),
  person: z.object({ id: z.string(), name: z.string() }),
  lastWorkingDay: z.string(),
  dueOn: z.string(),
  state: z.enum(SETTLEMENT_DUE_STATES),
});
export type SettlementDue = z.infer<typeof settlementDueSchema>;
export const settlementDueListSchema = z.array(settlementDueSchema);
