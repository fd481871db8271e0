import { z } from 'zod';
import { leaveTypeNameSchema, type SpecLeaveType } from '../leave/schemas.ts';

/*
 * Leave policies and balances (issue 20, docs/leave.md): per type a quota (null = unlimited, the fresh
 * install), how it accrues, carry-forward, what happens beyond the balance, the sandwich rule; every
 * change to a balance is a ledger row. Days are numbers with at most two decimals (0.5 for a half day).
 */

export const LEAVE_ACCRUALS = ['upfront', 'monthly', 'quarterly'] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];
export const BEYOND_BALANCE = ['refuse', 'unpaid'] as const;
export type BeyondBalance = (typeof BEYOND_BALANCE)[number];
/** The leave year starts in January (calendar year, the default) or April (April-March). */
export const LEAVE_YEAR_STARTS = [1, 4] as const;
export type LeaveYearStart = (typeof LEAVE_YEAR_STARTS)[number];

export const LEDGER_KINDS = [
  'opening',
  'accrual',
  'carry_forward',
  'lapse',
  'taken',
  'reversed',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEAVE_POLICY_MESSAGES = {
  notEnough: (type: string, available: number) => `Not enough ${type} balance: ${available} day(s) left.`,
  monthlyLimit: (type: string, max: number) => `You can take at most ${max} ${type} a month.`,
  invalidType: 'Please choose a valid leave type.',
  invalidPolicy: 'Please check the policy: numbers must be zero or more, with at most two decimals.',
  countsAgainstItself: 'A leave type cannot count against itself.',
  countsAgainstChain: 'A leave type can only count against a type that keeps its own balance.',
  invalidYear: 'Please choose a valid year.',
  adjustmentReason: 'Please give a reason for the adjustment (at most 500 characters).',
  adjustmentDays: 'Please enter the days to add (positive) or remove (negative), at most two decimals.',
  adjustmentUnlimited: (type: string) => `${type} has no quota, so its balance cannot be adjusted.`,
  cancelReason: 'Please give a reason for cancelling (at most 500 characters).',
  cancelNotAllowed: 'Only a pending request, or an approved one whose days have not begun, can be cancelled.',
  cancelStaffOnlyApproved: 'Only an approved request can be cancelled here; a pending one is rejected.',
  cancelled: 'Leave request has been cancelled.',
  cancelFailed: 'Failed to cancel leave request.',
  policiesSaved: 'Leave policies saved.',
  adjusted: 'Leave balance adjusted.',
  invalidMonth: 'Please choose a month as YYYY-MM.',
  employeeNotFound: 'Employee not found.',
} as const;

/** At most this many types' policies in one PUT (the spec's four and custom ones). */
export const LEAVE_POLICY_TYPES_MAX = 50;

const dayAmount = z
  .number({ message: LEAVE_POLICY_MESSAGES.invalidPolicy })
  .min(0, LEAVE_POLICY_MESSAGES.invalidPolicy)
  .max(366, LEAVE_POLICY_MESSAGES.invalidPolicy)
  .refine((value) => Math.round(value * 100) === value * 100, LEAVE_POLICY_MESSAGES.invalidPolicy);

export const sandwichRuleSchema = z.object({ weeklyOffs: z.boolean(), holidays: z.boolean() });
export type SandwichRule = z.infer<typeof sandwichRuleSchema>;

/** PUT /api/leave-policies/{type}: one type's policy. */
export const leavePolicyBodySchema = z.object({
  /** Days a year; null = unlimited (the fresh install). */
  annualQuota: dayAmount.nullable(),
  accrual: z.enum(LEAVE_ACCRUALS, { message: LEAVE_POLICY_MESSAGES.invalidPolicy }),
  /** A person joining during the year accrues for the part of the year after joining. */
  prorateJoiners: z.boolean(),
  /** Days that carry into the next year at most (0 = none). */
  carryForwardMax: dayAmount,
  /** Carried days lapse this many months into the new year; null = never. */
  carryForwardExpiresMonths: z.number().int().min(1).max(12).nullable(),
  beyondBalance: z.enum(BEYOND_BALANCE, { message: LEAVE_POLICY_MESSAGES.invalidPolicy }),
  /** Takes from another type's balance (Half Day from Paid Leave); null = its own. */
  countsAgainst: leaveTypeNameSchema.nullable(),
  /** Days one request-day takes (0.5 for a Half Day). */
  weight: z
    .number()
    .min(0.01, LEAVE_POLICY_MESSAGES.invalidPolicy)
    .max(1, LEAVE_POLICY_MESSAGES.invalidPolicy),
  /** At most this many requests of the type a month; null = no monthly limit. */
  maxPerMonth: z.number().int().min(0).max(31).nullable(),
  sandwich: sandwichRuleSchema,
});
export type LeavePolicyBody = z.infer<typeof leavePolicyBodySchema>;

export const leavePolicySchema = leavePolicyBodySchema.extend({
  type: leaveTypeNameSchema,
  /** ISO instant of the last change (null: never changed, the fresh install's defaults). */
  updatedAt: z.string().nullable(),
});
export type LeavePolicy = z.infer<typeof leavePolicySchema>;

export const leavePoliciesSchema = z.object({
  yearStartMonth: z.union([z.literal(1), z.literal(4)]),
  policies: z.array(leavePolicySchema),
});
export type LeavePolicies = z.infer<typeof leavePoliciesSchema>;

/** PUT /api/leave-policies: every type at once (the preset), and the leave year. */
export const leavePoliciesBodySchema = z.object({
  yearStartMonth: z.union([z.literal(1), z.literal(4)]).optional(),
  policies: z
    .array(leavePolicyBodySchema.extend({ type: z.string().max(40, LEAVE_POLICY_MESSAGES.invalidType) }))
    .max(LEAVE_POLICY_TYPES_MAX),
});
export type LeavePoliciesBody = z.infer<typeof leavePoliciesBodySchema>;

/** The server checks the name against leave_types (a custom type's too). */
export const leaveTypeParamsSchema = z.object({
  type: z.string().max(40, LEAVE_POLICY_MESSAGES.invalidType),
});


/** A fresh install: no quota anywhere, so every flow of the spec behaves as it did (docs/leave.md). */
export const UNLIMITED_POLICY: LeavePolicyBody = {
  annualQuota: null,
  accrual: 'upfront',
  prorateJoiners: false,
  carryForwardMax: 0,
  carryForwardExpiresMonths: null,
  beyondBalance: 'refuse',
  countsAgainst: null,
  weight: 1,
  maxPerMonth: null,
  sandwich: { weeklyOffs: false, holidays: false },
};

export const DEFAULT_LEAVE_POLICIES: Record<SpecLeaveType, LeavePolicyBody> = {
  'Sick Leave': UNLIMITED_POLICY,
  'Paid Leave': UNLIMITED_POLICY,
  'Short Leave': UNLIMITED_POLICY,
  'Half Day': { ...UNLIMITED_POLICY, countsAgainst: 'Paid Leave', weight: 0.5 },
};

/** The typical Indian SME preset the settings page offers (editable before saving); the demo uses it. */
export const SME_LEAVE_PRESET: Record<SpecLeaveType, LeavePolicyBody> = {
  'Paid Leave': {
    ...UNLIMITED_POLICY,
    annualQuota: 18,
    accrual: 'monthly',
    prorateJoiners: true,
    carryForwardMax: 30,
  },
  'Sick Leave': { ...UNLIMITED_POLICY, annualQuota: 12, accrual: 'upfront', prorateJoiners: true },
  'Short Leave': { ...UNLIMITED_POLICY, maxPerMonth: 2 },
  'Half Day': { ...UNLIMITED_POLICY, countsAgainst: 'Paid Leave', weight: 0.5 },
};

export const leaveBalanceSchema = z.object({
  type: leaveTypeNameSchema,
  /** No quota: the other figures count what was taken, `available` is null. */
  unlimited: z.boolean(),
  /** The type whose balance this one takes from (Half Day: Paid Leave), else null. */
  countsAgainst: leaveTypeNameSchema.nullable(),
  opening: z.number(),
  accrued: z.number(),
  taken: z.number(),
  /** Days of Pending requests (not yet taken from the balance). */
  pending: z.number(),
  lapsed: z.number(),
  adjusted: z.number(),
  /** opening + accrued + adjusted − taken − lapsed; null when unlimited. */
  available: z.number().nullable(),
  /** Days taken beyond the balance as unpaid (loss of pay) this year. */
  unpaid: z.number(),
  /** The monthly count of a type with maxPerMonth (Short Leave): used this month and the limit. */
  monthUsed: z.number().nullable(),
  monthMax: z.number().nullable(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;
export const leaveBalanceListSchema = z.array(leaveBalanceSchema);

export const leaveLedgerEntrySchema = z.object({
  id: z.string(),
  type: leaveTypeNameSchema,
  kind: z.enum(LEDGER_KINDS),
  /** Signed: + adds to the balance (opening, accrual, carry-forward, reversed, positive adjustment). */
  days: z.number(),
  /** The business date it counts on ('YYYY-MM-DD'). */
  date: z.string(),
  leaveId: z.string().nullable(),
  reason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaveLedgerEntry = z.infer<typeof leaveLedgerEntrySchema>;
export const leaveLedgerSchema = z.array(leaveLedgerEntrySchema);

export const yearQuerySchema = z.object({
  year: z.coerce.number({ message: LEAVE_POLICY_MESSAGES.invalidYear }).int().min(2000).max(2100).optional(),
});
export const leavePersonParamsSchema = z.object({ id: z.string() });

/** POST /api/employees/{id}/leave-adjustments (HR, Admin): audited. */
export const leaveAdjustmentBodySchema = z.object({
  type: z.string().max(40, LEAVE_POLICY_MESSAGES.invalidType),
  days: z
    .number({ message: LEAVE_POLICY_MESSAGES.adjustmentDays })
    .min(-366, LEAVE_POLICY_MESSAGES.adjustmentDays)
    .max(366, LEAVE_POLICY_MESSAGES.adjustmentDays)
    .refine((v) => v !== 0 && Math.round(v * 100) === v * 100, LEAVE_POLICY_MESSAGES.adjustmentDays),
  reason: z
    .string({ message: LEAVE_POLICY_MESSAGES.adjustmentReason })
    .trim()
    .min(1, LEAVE_POLICY_MESSAGES.adjustmentReason)
    .max(500, LEAVE_POLICY_MESSAGES.adjustmentReason),
});
export type LeaveAdjustmentBody = z.infer<typeof leaveAdjustmentBodySchema>;

/** GET /api/employees/{id}/leave-preview: what a request would take, before applying. */
export const leavePreviewQuerySchema = z.object({
  type: z.string().max(40),
  startDate: z.string().max(40),
  endDate: z.string().max(40).optional(),
  halfDay: z.enum(['true', 'false']).optional(),
});
export const leavePreviewSchema = z.object({
  type: leaveTypeNameSchema,
  /** The type whose balance it takes from. */
  balanceType: leaveTypeNameSchema,
  /** Days the request takes from the balance: working days × weight, plus sandwiched days. */
  days: z.number(),
  workingDates: z.array(z.string()),
  /** Weekly offs and holidays counted as leave by the sandwich rule. */
  sandwichDates: z.array(z.string()),
  /** null when unlimited. */
  available: z.number().nullable(),
  /** Days beyond the balance that would be unpaid (beyondBalance 'unpaid'), else 0. */
  unpaidDays: z.number(),
  /** The refusal the request would get, if any (the same text as the 422). */
  refusal: z.string().nullable(),
  /**
   * How `available` adds up (issue 40; null when unlimited or refused by the monthly count): the balance
   * today + the accruals due by the first day (the first dated accrualOn) − other Pending requests' days.
   */
  balance: z
    .object({
      now: z.number(),
      accruing: z.number(),
      accrualOn: z.string().nullable(),
      pending: z.number(),
    })
    .nullable()
    .optional(),
});
export type LeavePreview = z.infer<typeof leavePreviewSchema>;

export const cancelLeaveParamsSchema = z.object({ id: z.string(), leaveId: z.string().max(64) });
export const staffCancelParamsSchema = z.object({ id: z.string().max(64) });
export const cancelLeaveBodySchema = z.object({
  reason: z
    .string({ message: LEAVE_POLICY_MESSAGES.cancelReason })
    .trim()
    .min(1, LEAVE_POLICY_MESSAGES.cancelReason)
    .max(500, LEAVE_POLICY_MESSAGES.cancelReason),
});
export type CancelLeaveBody = z.infer<typeof cancelLeaveBodySchema>;
/** The person's own cancellation: the reason is optional. */
export const ownCancelLeaveBodySchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .optional();

/** GET /api/leave-calendar?month=YYYY-MM&employeeId=: HR and Admin see everyone, others themselves. */
export const leaveCalendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, LEAVE_POLICY_MESSAGES.invalidMonth),
  employeeId: z.string().max(64).optional(),
});
export const leaveCalendarSchema = z.object({
  month: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  entries: z.array(
    z.object({
      leaveId: z.string(),
      employeeId: z.string(),
      employeeName: z.string(),
      type: leaveTypeNameSchema,
      /** Approved or Pending (Rejected and Cancelled are not shown). */
      status: z.string(),
      date: z.string(),
      /** Days this date takes (1, 0.5; sandwiched days 1). */
      days: z.number(),
      sandwiched: z.boolean(),
    }),
  ),
});
export type LeaveCalendar = z.infer<typeof leaveCalendarSchema>;

/** A type's policy before the Admin sets one: the spec's defaults, unlimited for a custom type. */
export const defaultPolicyOf = (type: string): LeavePolicyBody =>
  (DEFAULT_LEAVE_POLICIES as Record<string, LeavePolicyBody>)[type] ?? UNLIMITED_POLICY;
