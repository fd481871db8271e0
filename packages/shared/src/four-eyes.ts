import { z } from 'zod';

/**
 * Four-eyes rules (issue 39, finding 5; docs/security.md "Four-eyes rules"): nobody decides, marks, adjusts or
 * cancels (after approval) their own records; another HR person or an Admin does. The one exception is an
 * organisation whose only approver is the caller (a sole Admin, no HR): work must not stop, so that Admin
 * decides their own and the audit entry says so.
 */
export const FOUR_EYES_MESSAGES = {
  ownLeaveDecision:
    'You cannot approve or reject your own leave request: another HR person or an Admin decides it.',
  ownCorrectionDecision:
    'You cannot approve or reject your own correction request: another HR person or an Admin decides it.',
  ownMark: 'You cannot mark your own attendance: another HR person or an Admin marks it.',
  ownAdjustment: 'You cannot adjust your own leave balance: another HR person or an Admin adjusts it.',
  ownCancel: 'You cannot cancel your own approved leave here: another HR person or an Admin cancels it.',
  /** The web's note on one's own row in an approval queue. */
  queueNote: 'Another HR person or an Admin decides this.',
  /** The web's note when the caller is the organisation's only approver (a sole Admin, no HR). */
  soleApproverNote: 'You are the only approver: your decision is recorded as self-approved.',
  /** The audit entry's `selfDecided` value on a sole approver's own record. */
  selfDecidedAudit: 'self-approved, no other approver',
} as const;

/**
 * On one's own rows of an approval queue (absent on other people's): `refused` (another approver decides) or
 * `sole-approver` (the caller is the only Admin-or-HR person, so they may decide it themself, flagged).
 */
export const SELF_DECISIONS = ['refused', 'sole-approver'] as const;
export type SelfDecision = (typeof SELF_DECISIONS)[number];
export const selfDecisionSchema = z.enum(SELF_DECISIONS);

/**
 * The approvers' queues and a finalised payroll month (issue 40, item 9; docs/payroll.md "The lock"):
 * approving is refused until an Admin reopens the month, rejecting is not. `label` is 'February 2026'.
 */
export const LOCKED_QUEUE_MESSAGES = {
  finalised: (label: string) => `${label} payroll is finalised`,
  askAdmin: (label: string) => `Ask an Admin to reopen ${label}`,
  reopen: (label: string) => `Reopen ${label}`,
} as const;
