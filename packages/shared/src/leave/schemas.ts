import { z } from 'zod';
import { approvalStateSchema } from '../approvals/schemas.ts';
import { FOUR_EYES_MESSAGES, selfDecisionSchema } from '../four-eyes.ts';

/**
 * Spec section 3 and 9: four leave types, only Sick Leave spans several days. They are built in; the Admin
 * may add custom types (issue 40, leave-policy/leave-types.ts), so a request's type is any type's name.
 */
export const LEAVE_TYPES = ['Sick Leave', 'Paid Leave', 'Short Leave', 'Half Day'] as const;
export type SpecLeaveType = (typeof LEAVE_TYPES)[number];
/** A leave type's name: one of the spec's four or a custom type's (checked against leave_types). */
export type LeaveType = string;
export const MULTI_DAY_LEAVE_TYPE: SpecLeaveType = 'Sick Leave';
/** A leave type's name in answers (the spec's four or a custom type's). */
export const leaveTypeNameSchema = z.string().min(1).max(40);

/** The spec's three, and 'Cancelled' (issue 20): withdrawn by the person or cancelled by HR/Admin. */
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** The spec shows no limit on reason length; we bound both texts (docs/leave.md). */
export const LEAVE_REASON_MAX = 500;
/** A Sick Leave range may cover at most this many calendar days (docs/leave.md). */
export const LEAVE_MAX_DAYS = 90;

/** Every leave string of spec sections 5 and 8, plus the server's own refusals. */
export const LEAVE_MESSAGES = {
  required: 'Please select a leave type and date(s).',
  pastDate: 'Cannot apply for leave on a past date.',
  sickEndRequired: 'Please select an end date for sick leave.',
  endBeforeStart: 'End date cannot be before the start date.',
  singleDayOnly: 'Only Sick Leave can span more than one day; the end date must equal the start date.',
  invalidType: 'Please choose a valid leave type.',
  invalidDate: 'Dates must be real calendar dates in the form YYYY-MM-DD.',
  reasonTooLong: `The reason can be at most ${LEAVE_REASON_MAX} characters.`,
  tooManyDays: `A leave request can cover at most ${LEAVE_MAX_DAYS} days.`,
  weeklyOffOnly: 'The selected date(s) fall on weekly offs only; no leave is needed.',
  offDaysOnly: 'The selected date(s) fall on holidays and weekly offs only; no leave is needed.',
  overlap: 'You already have a pending or approved leave request that overlaps these dates.',
  rejectionEmpty: 'Rejection reason cannot be empty.',
  rejectionTooLong: `The rejection reason can be at most ${LEAVE_REASON_MAX} characters.`,
  ownDecision: FOUR_EYES_MESSAGES.ownLeaveDecision,
  notFound: 'Leave request not found.',
  alreadyDecided: (status: LeaveStatus) => `This leave request has already been ${status.toLowerCase()}.`,
  submitSuccess: 'Leave request submitted successfully!',
  submitFailed: 'Failed to submit leave request.',
  submissionLogged: 'Leave submission failed',
  approved: 'Leave request has been approved.',
  rejected: 'Leave request has been rejected.',
  approveFailed: 'Failed to approve leave request.',
  rejectFailed: 'Failed to reject leave request.',
  statusUpdated: (status: string) => `Your leave request status has been updated to ${status}`,
  newRequest: (employeeName: string) => `New leave request from ${employeeName}.`,
  noPending: 'No pending leave requests found.',
  noOwn: 'You have not applied for any leave.',
} as const;

/** A presented leave request (HTTP answers and realtime payloads alike). */
export const leaveRequestSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    employeeId: z.string(),
    employeeName: z.string(),
    type: leaveTypeNameSchema,
    startDate: z.string(),
    endDate: z.string(),
    reason: z.string(),
    status: z.enum(LEAVE_STATUSES),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    /** Days the request takes from its balance (working days x weight, plus sandwiched days; issue 20). */
    days: z.number().optional(),
    /** Days beyond the balance taken as unpaid (loss of pay), else 0. */
    unpaidDays: z.number().optional(),
    /** Weekly offs and holidays counted as leave by the sandwich rule. */
    sandwichDates: z.array(z.string()).optional(),
    /** Why HR or Admin (or the person) cancelled it; null otherwise. */
    cancellationReason: z.string().nullable().optional(),
    /** A half day of a custom type that allows half days (issue 40); absent otherwise. */
    halfDay: z.boolean().optional(),
    /** Approvers' queue (issue 40, item 9): the finalised payroll month ('YYYY-MM') its days meet, else null. */
    lockedMonth: z.string().nullable().optional(),
    /** Approvers' queue, the caller's own rows only (issue 39, four-eyes): whether they may decide it. */
    selfDecision: selfDecisionSchema.optional(),
  })
  .extend(approvalStateSchema.shape);
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;
export const leaveRequestListSchema = z.array(leaveRequestSchema);

/**
 * POST /api/employees/:id/leaves. Shape only: the rules (required, past date, ranges) need
 * "today" and run in validateLeaveApplication, on the server and in the browser alike.
 * Unlisted fields (status, employee, rejectionReason) are dropped by zod and never read.
 */
export const applyLeaveBodySchema = z.object({
  type: z.string().max(40, { message: LEAVE_MESSAGES.invalidType }).nullish(),
  startDate: z.string().max(40, { message: LEAVE_MESSAGES.invalidDate }).nullish(),
  endDate: z.string().max(40, { message: LEAVE_MESSAGES.invalidDate }).nullish(),
  reason: z.string().max(LEAVE_REASON_MAX, { message: LEAVE_MESSAGES.reasonTooLong }).nullish(),
  /** A one-day request of a custom type that allows half days (issue 40): half the day, 0.5 from the balance. */
  halfDay: z.boolean().nullish(),
});
export type ApplyLeaveBody = z.infer<typeof applyLeaveBodySchema>;

export const rejectLeaveBodySchema = z.object({
  rejectionReason: z
    .string({ error: LEAVE_MESSAGES.rejectionEmpty })
    .trim()
    .min(1, { message: LEAVE_MESSAGES.rejectionEmpty })
    .max(LEAVE_REASON_MAX, { message: LEAVE_MESSAGES.rejectionTooLong }),
});
export type RejectLeaveBody = z.infer<typeof rejectLeaveBodySchema>;

/** Any string: an id that is not a uuid is simply not found (404), not a validation error. */
export const leaveIdParamsSchema = z.object({ id: z.string().max(64) });
