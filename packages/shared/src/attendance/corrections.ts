import { z } from 'zod';
import { approvalStateSchema } from '../approvals/schemas.ts';
import { selfDecisionSchema } from '../four-eyes.ts';
import type { ServerEventSchemas } from '../realtime.ts';
import { ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, MANUAL_MARK_API_STATUSES } from './constants.ts';
import {
  CORRECTION_LIMIT_RANGES,
  CORRECTION_MESSAGES as M,
  CORRECTION_REASON_MAX,
  CORRECTION_REASON_MIN,
  CORRECTION_STATES,
} from './corrections-messages.ts';

export * from './corrections-messages.ts';

/** Statuses that clear a day's times (a manual mark with one of them clears them too). */
export const FULL_DAY_STATUSES = ['Absent', 'Sick Leave', 'Paid Leave'] as const;
const isFullDay = (status: string | undefined) =>
  status !== undefined && (FULL_DAY_STATUSES as readonly string[]).includes(status);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ATTENDANCE_MESSAGES.invalidDate);
export const correctionTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.invalidTime);

/** POST /api/attendance/corrections: one past day of the caller's own, what it should say, and why. */
export const correctionRequestBodySchema = z
  .object({
    date: isoDate,
    checkIn: correctionTimeSchema.optional(),
    checkOut: correctionTimeSchema.optional(),
    status: z.enum(MANUAL_MARK_API_STATUSES, ATTENDANCE_MESSAGES.invalidStatus).optional(),
    reason: z
      .string(M.reasonRequired)
      .trim()
      .min(1, M.reasonRequired)
      .min(CORRECTION_REASON_MIN, M.reasonShort)
      .max(CORRECTION_REASON_MAX, M.reasonLong),
  })
  .superRefine(checkCorrectionBody);
export type CorrectionRequestBody = z.infer<typeof correctionRequestBodySchema>;

/** The rules across fields, for the body and the browser's form alike. */
export function checkCorrectionBody(
  body: { checkIn?: string; checkOut?: string; status?: string },
  ctx: z.RefinementCtx,
): void {
  if (body.checkIn === undefined && body.checkOut === undefined && body.status === undefined)
    ctx.addIssue({ code: 'custom', message: M.nothingAsked, path: ['status'] });
  if (body.checkIn !== undefined && body.checkOut !== undefined && body.checkOut <= body.checkIn)
    ctx.addIssue({ code: 'custom', message: M.checkOutBeforeCheckIn, path: ['checkOut'] });
  if (isFullDay(body.status) && (body.checkIn !== undefined || body.checkOut !== undefined))
    ctx.addIssue({ code: 'custom', message: M.timesWithFullDay, path: ['status'] });
}

/** A day as it stands: times 'HH:MM' in organisation time or '--' (like an attendance record). */
export const correctionDaySchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type CorrectionDay = z.infer<typeof correctionDaySchema>;

/** A correction request as every list, answer and event shows it. */
export const correctionSchema = z.object({
  _id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  /** The human number (EMP-0001). */
  employeeCode: z.string(),
  date: z.string(),
  /** What is asked: 'HH:MM', or null when that part is not asked about. */
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  reason: z.string(),
  state: z.enum(CORRECTION_STATES),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The day's attendance row now (null: none). */
  current: correctionDaySchema.nullable(),
  /** Approved: the row as it was before the correction (null: there was none, or not approved). */
  before: correctionDaySchema.nullable(),
  /** Approvers' queue (issue 40, item 9): the finalised payroll month ('YYYY-MM') of its date, else null. */
  lockedMonth: z.string().nullable().optional(),
  /** Approvers' queue, the caller's own rows only (issue 39, four-eyes): whether they may decide it. */
  selfDecision: selfDecisionSchema.optional(),
  /**
   * Issue 42, approvals by the manager (only under the 'manager' and 'manager-then-hr' flows): the pending
   * request's step, current decider, waiting since and escalation, and a decision's override mark.
   */
  ...approvalStateSchema.shape,
});
export type Correction = z.infer<typeof correctionSchema>;
export const correctionListSchema = z.array(correctionSchema);

export const correctionListQuerySchema = z.object({
  state: z.enum(CORRECTION_STATES, 'State must be Pending, Approved or Rejected.').default('Pending'),
});
export const correctionIdParamsSchema = z.object({ id: z.string() });

export const rejectCorrectionBodySchema = z.object({
  reason: z
    .string(M.rejectionEmpty)
    .trim()
    .min(1, M.rejectionEmpty)
    .max(CORRECTION_REASON_MAX, M.rejectionTooLong),
});
export type RejectCorrectionBody = z.infer<typeof rejectCorrectionBodySchema>;

const limit = (field: keyof typeof CORRECTION_LIMIT_RANGES) =>
  z
    .number(M.limitRange(field))
    .int(M.limitRange(field))
    .min(CORRECTION_LIMIT_RANGES[field].min, M.limitRange(field))
    .max(CORRECTION_LIMIT_RANGES[field].max, M.limitRange(field));

/** GET/PUT /api/settings/attendance-corrections. */
export const correctionLimitsSchema = z.object({
  maxPerMonth: limit('maxPerMonth'),
  maxDaysBack: limit('maxDaysBack'),
});

/** Approvers hear of new requests and of decisions; the person hears of the decision on theirs. */
export const CORRECTION_EVENTS = {
  correction_requested: correctionSchema,
  correction_decided: correctionSchema,
} as const satisfies ServerEventSchemas;
