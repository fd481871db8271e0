import { z } from 'zod';
import { pagingQueryShape } from '../paging.ts';

/**
 * Approvals by the manager (issue 42, docs/organisation.md "Approval flows"). `hr` is the spec's behaviour and a
 * fresh install's: Admin and HR decide every request. `manager`: the requester's reporting manager (on the day
 * the request was made) decides; `manager-then-hr`: the manager's approval moves it to HR, a rejection at either
 * step ends it. HR and Admin may still decide any request; deciding one that waits for a manager is an override.
 */
export const APPROVAL_FLOWS = ['hr', 'manager', 'manager-then-hr'] as const;
export type ApprovalFlow = (typeof APPROVAL_FLOWS)[number];

export const ESCALATION_DAYS_DEFAULT = 3;
export const ESCALATION_DAYS_MAX = 30;

export const APPROVALS_MESSAGES = {
  flowInvalid: 'Please choose one of the approval flows.',
  escalationInvalid: `Escalation days must be a whole number from 1 to ${ESCALATION_DAYS_MAX}.`,
  saved: 'Approval settings saved.',
  notWaitingForYou: 'This request is not waiting for you.',
  delegateUnknown: 'Delegate not found.',
  delegateSelf: 'You cannot delegate your approvals to yourself.',
  delegationDates: 'The end date cannot be before the start date.',
  delegationPast: 'A delegation cannot end in the past.',
  delegationNotFound: 'Delegation not found.',
  delegationSaved: 'Your approvals are delegated for those dates.',
  delegationRemoved: 'Delegation removed.',
  /** HR or the Admin setting a delegation for someone else (issue 42). */
  delegatorUnknown: 'Person not found.',
  delegateSameAsDelegator: 'A person cannot delegate their approvals to themselves.',
  delegationForSaved: 'Their approvals are delegated for those dates.',
  /** The requester's line: "With Priya Shah (your manager) since 12/11/2026". */
  waitingWith: (name: string, relation: string, since: string) => `With ${name} (${relation}) since ${since}`,
  waitingWithHr: (since: string) => `With HR since ${since}`,
  relationManager: 'your manager',
  relationDelegate: "your manager's delegate",
  relationCover: 'covering while your manager is on leave',
  override: 'Decided by HR over the manager',
  escalated: 'Escalated to HR',
  noPendingForMe: 'Nothing is waiting for you.',
  /** Beside a request in a delegate's or cover's "Pending for me": whose approvals they hold. */
  coveringFor: (manager: string) => `Covering for ${manager}`,
} as const;

export const approvalSettingsSchema = z.object({
  flow: z.enum(APPROVAL_FLOWS, { error: APPROVALS_MESSAGES.flowInvalid }),
  escalationDays: z
    .number({ error: APPROVALS_MESSAGES.escalationInvalid })
    .int({ message: APPROVALS_MESSAGES.escalationInvalid })
    .min(1, { message: APPROVALS_MESSAGES.escalationInvalid })
    .max(ESCALATION_DAYS_MAX, { message: APPROVALS_MESSAGES.escalationInvalid }),
  /**
   * Automatic hand-over (issue 42): while a manager has approved leave covering today, their requests go to
   * their "while I'm on leave" delegate, else to their own manager, else HR. Off (absent) on a fresh install.
   */
  handOverOnLeave: z.boolean().optional(),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
export const DEFAULT_APPROVAL_SETTINGS: ApprovalSettings = {
  flow: 'hr',
  escalationDays: ESCALATION_DAYS_DEFAULT,
};

/**
 * Who decides a pending request now: a person (the manager, their delegate, or `cover`: the one standing in
 * while the manager is on leave) or HR (any HR or Admin).
 */
export const DECIDER_KINDS = ['manager', 'delegate', 'cover', 'hr'] as const;
export type DeciderKind = (typeof DECIDER_KINDS)[number];

/** The additive fields of a pending request (leave today): its step, who decides it and since when. */
export const approvalStateSchema = z.object({
  step: z.number().int().optional(),
  deciderKind: z.enum(DECIDER_KINDS).optional(),
  /** The person it waits for; null while it waits for HR. */
  currentDecider: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /**
   * Delegate and cover rows: the manager whose approvals the decider holds ("Covering for Mohan Das" in the
   * decider's "Pending for me"). Absent for the manager's own rows and at HR's step.
   */
  onBehalfOf: z.object({ id: z.string(), name: z.string() }).optional(),
  /** When it reached its current step (ISO instant). */
  waitingSince: z.string().optional(),
  /** Waiting for a person for N working days or more: HR sees it as escalated. */
  escalated: z.boolean().optional(),
  /** Decided by HR or Admin while it waited for a manager. */
  override: z.boolean().optional(),
});
export type ApprovalState = z.infer<typeof approvalStateSchema>;

/**
 * The claims' and advances' "pending for me" queues (issue 45): without a parameter the whole queue, oldest
 * first (at most 2,000, the newest); `limit`/`cursor` answer one page of it in the same order (docs/paging.md).
 */
export const approvalQueueQuerySchema = z.object({ ...pagingQueryShape });
export type ApprovalQueueQuery = z.infer<typeof approvalQueueQuerySchema>;

export const delegationSchema = z.object({
  id: z.string(),
  delegateId: z.string(),
  delegateName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Present (true) for a standing "while I'm on leave" delegate: followed only on days of approved leave. */
  whileOnLeave: z.boolean().optional(),
});
export type Delegation = z.infer<typeof delegationSchema>;
export const delegationListSchema = z.array(delegationSchema);

const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates must be in the form YYYY-MM-DD.' });
export const delegationBodySchema = z.object({
  delegateId: z.string().max(64),
  startDate: dateString,
  endDate: dateString,
  /** Only on the delegator's days of approved leave (and only when the Admin turned hand-over on). */
  whileOnLeave: z.boolean().optional(),
});
export type DelegationBody = z.infer<typeof delegationBodySchema>;
export const delegationIdParamsSchema = z.object({ id: z.string().max(64) });

/** A person one may delegate to (any signed-in person but oneself). */
export const delegateOptionSchema = z.object({ id: z.string(), name: z.string() });
export const delegationsViewSchema = z.object({
  delegations: delegationListSchema,
  options: z.array(delegateOptionSchema),
});
export type DelegationsView = z.infer<typeof delegationsViewSchema>;

/** HR's and the Admin's view: everyone's delegations that have not ended, with who delegated. */
export const delegationOfAnyoneSchema = delegationSchema.extend({
  delegatorId: z.string(),
  delegatorName: z.string(),
});
export type DelegationOfAnyone = z.infer<typeof delegationOfAnyoneSchema>;
/** HR's and the Admin's body: whose approvals (`delegatorId`) go to whom, for which dates. */
export const delegationForBodySchema = delegationBodySchema.extend({ delegatorId: z.string().max(64) });
export type DelegationForBody = z.infer<typeof delegationForBodySchema>;
export const delegationOfAnyoneListSchema = z.array(delegationOfAnyoneSchema);
