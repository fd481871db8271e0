import { z } from 'zod';
import { approvalStateSchema } from '../approvals/schemas.ts';

/**
 * On-duty and work from home (issue 45, docs/overtime.md "On-duty and work from home"): a person asks for days
 * away from the office (at a client, travelling) or at home, with a reason; approved, each working day is
 * `Present` with the mode and the approver recorded, and the absentee run leaves it alone. Off on a fresh
 * install: the settings live under `onDuty` in the overtime settings.
 */
export const WORK_MODES = ['on-duty', 'wfh'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = { 'on-duty': 'On duty', wfh: 'Work from home' };

const limitMessage = 'A monthly limit is a whole number from 0 to 31.';
const monthlyLimit = z
  .number({ message: limitMessage })
  .int(limitMessage)
  .min(0, limitMessage)
  .max(31, limitMessage)
  .nullable();

export const onDutySettingsSchema = z.object({
  onDutyEnabled: z.boolean(),
  wfhEnabled: z.boolean(),
  /** Days a calendar month (approved and pending requests together); null: no limit. */
  onDutyMonthlyLimit: monthlyLimit,
  wfhMonthlyLimit: monthlyLimit,
  /** On an approved day the person may still punch, from anywhere (punch places are not asked). */
  punchFromAnywhere: z.boolean(),
});
export type OnDutySettings = z.infer<typeof onDutySettingsSchema>;

export const DEFAULT_ON_DUTY_SETTINGS: OnDutySettings = {
  onDutyEnabled: false,
  wfhEnabled: false,
  onDutyMonthlyLimit: null,
  wfhMonthlyLimit: null,
  punchFromAnywhere: false,
};

export const ON_DUTY_MESSAGES = {
  off: (mode: WorkMode) => `${WORK_MODE_LABELS[mode]} requests are not turned on.`,
  dates: 'Give the dates as YYYY-MM-DD, the end on or after the start, at most 31 days.',
  reason: 'Please give a reason.',
  noWorkingDay: 'These dates hold no working day (weekly offs and holidays are skipped).',
  limit: (mode: WorkMode, limit: number, month: string, days: number) =>
    `${WORK_MODE_LABELS[mode]} is limited to ${limit} day${limit === 1 ? '' : 's'} a month; ${month} would have ${days}.`,
  overlapsRequest: (date: string) => `You already have an on-duty or work-from-home request for ${date}.`,
  overlapsLeave: (date: string) => `You are on approved leave on ${date}.`,
  locked: (month: string) => `Payroll for ${month} is finalised; its days can no longer change.`,
  notFound: 'On-duty or work-from-home request not found.',
  notPending: 'This request has already been decided.',
  notCancellable: 'Only a pending request can be cancelled.',
  /** An approved request is cancelled only before its first day (docs/overtime.md "Cancelling"). */
  begun: (first: string) =>
    `This request began on ${first}: an approved request can be cancelled only before its first day. Change its days through attendance instead.`,
  notApproved: 'Only an approved request can be cancelled here; a pending one is rejected.',
  creditApproved: (date: string) =>
    `Comp-off earned on ${date} is already approved, so this request can no longer be cancelled.`,
  cancelledNotice: (mode: WorkMode, days: string, by: string, reason: string) =>
    `Your approved ${WORK_MODE_LABELS[mode].toLowerCase()} request for ${days} was cancelled by ${by}: ${reason}`,
  cancelled: 'Request cancelled.',
  ownRequest: 'You cannot decide your own request.',
  rejectReason: 'Please give a reason for the rejection.',
  submitted: 'Request sent for approval.',
  /** The bell's notice to the requester once a request is finally decided (docs/overtime.md "Who hears"). */
  decidedNotice: (
    mode: WorkMode,
    days: string,
    decision: 'approved' | 'rejected',
    by: string,
    reason?: string | null,
  ) =>
    `Your ${WORK_MODE_LABELS[mode].toLowerCase()} request for ${days} was ${decision} by ${by}${reason ? `: ${reason}` : '.'}`,
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ON_DUTY_MESSAGES.dates);

export const onDutyRequestBodySchema = z.object({
  mode: z.enum(WORK_MODES),
  from: isoDate,
  /** Absent: the one day `from`. */
  to: isoDate.optional(),
  reason: z.string({ message: ON_DUTY_MESSAGES.reason }).trim().min(1, ON_DUTY_MESSAGES.reason).max(500),
});
export type OnDutyRequestBody = z.infer<typeof onDutyRequestBodySchema>;

/** Cancelled: withdrawn while pending (the requester), or approved but before its first day (the requester, HR, Admin). */
export const ON_DUTY_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;

export const onDutyRequestSchema = z
  .object({
    id: z.string(),
    employeeId: z.string(),
    employeeName: z.string(),
    mode: z.enum(WORK_MODES),
    from: z.string(),
    to: z.string(),
    /** The working days it covers (weekly offs and holidays skipped). */
    dates: z.array(z.string()),
    reason: z.string(),
    status: z.enum(ON_DUTY_STATUSES),
    decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    decidedAt: z.string().nullable(),
    decisionReason: z.string().nullable(),
  })
  .extend(approvalStateSchema.shape);
export type OnDutyRequest = z.infer<typeof onDutyRequestSchema>;
export const onDutyRequestListSchema = z.array(onDutyRequestSchema);

/** The modes the person may ask for now (the Admin's switches): the web shows the request form only then. */
export const onDutyModesSchema = z.object({ modes: z.array(z.enum(WORK_MODES)) });
export type OnDutyModes = z.infer<typeof onDutyModesSchema>;

export const onDutyIdParamsSchema = z.object({ id: z.string() });
/** PUT /api/employees/:id/on-duty/:requestId/cancel: the person (`id`, the caller) and their request. */
export const cancelOnDutyParamsSchema = z.object({ id: z.string(), requestId: z.string() });
/** PUT /api/hr|admin/on-duty-requests/:id/cancel: HR or the Admin withdraws an approval before its first day. */
export const cancelOnDutyBodySchema = z.object({
  reason: z.string({ message: ON_DUTY_MESSAGES.reason }).trim().min(1, ON_DUTY_MESSAGES.reason).max(500),
});
export type CancelOnDutyBody = z.infer<typeof cancelOnDutyBodySchema>;
export const rejectOnDutyBodySchema = z.object({
  reason: z
    .string({ message: ON_DUTY_MESSAGES.rejectReason })
    .trim()
    .min(1, ON_DUTY_MESSAGES.rejectReason)
    .max(500),
});
export type RejectOnDutyBody = z.infer<typeof rejectOnDutyBodySchema>;
