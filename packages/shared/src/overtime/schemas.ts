import { z } from 'zod';
import { approvalStateSchema } from '../approvals/schemas.ts';
import { DEFAULT_ON_DUTY_SETTINGS, onDutySettingsSchema } from './on-duty.ts';

/**
 * Overtime, compensatory off and on-duty / work from home (issue 45, docs/overtime.md). Everything is off on a
 * fresh install: the spec's attendance and payroll are unchanged until an Admin turns a part on.
 */

/** Code on Wages, 2019, s.14 (in force 21 November 2025): not less than twice the normal rate of wages. */
export const OVERTIME_MULTIPLIER_DEFAULT = 2;
export const OVERTIME_MULTIPLIER_SOURCE =
  'Code on Wages, 2019, s.14 (in force from 21 November 2025): overtime at not less than twice the normal rate of wages';

export const OVERTIME_MESSAGES = {
  settingsSaved: 'Overtime settings saved.',
  hours: 'Hours must be a number from 1 to 24 (daily) or 1 to 168 (weekly), in quarter hours.',
  multiplier: 'The multiplier must be from 1 to 4, with at most two decimals.',
  divisor: 'The divisor is whole days (1-31) times whole hours (1-24).',
  minimum: 'The minimum is whole minutes from 0 to 240.',
  expiry: 'Comp-off expires after a whole number of days from 1 to 365.',
  limit: 'A monthly limit is a whole number from 0 to 31.',
  state: 'The state is a two-letter code (KA, MH, ...).',
  claimNotFound: 'Overtime claim not found.',
  notPending: 'This claim has already been decided.',
  minutesRange: (max: number) => `Approve from 1 to ${max} minutes (the minutes claimed).`,
  reasonNeeded: 'Please give a reason when approving fewer minutes than claimed.',
  rejectReason: 'Please give a reason for the rejection.',
  ownClaim: 'You cannot decide your own overtime claim.',
  /** The approver's warning (hours are never dropped: docs/overtime.md "Quarterly caps"). */
  capWarning: (state: string, used: number, cap: number) =>
    `This approval takes the quarter's overtime to ${used} h, over the cap of ${cap} h (${state}).`,
  noClaims: 'No overtime yet. Minutes worked beyond your shift appear here after you punch out.',
  noPending: 'No overtime claims are waiting for you.',
  /** The bell's notice to the claimant once a claim is finally decided (docs/overtime.md "Who hears"). */
  decidedNotice: (
    kind: 'overtime' | 'comp-off',
    day: string,
    decision: 'approved' | 'rejected',
    by: string,
  ) => `Your ${kind === 'comp-off' ? 'comp-off' : 'overtime'} claim for ${day} was ${decision} by ${by}.`,
  compOffReminder: (days: number, on: string) =>
    `${days} day(s) of your comp-off expire on ${on}. Apply for Comp Off before then to use them.`,
} as const;

const quarterHours = (max: number) =>
  z
    .number({ message: OVERTIME_MESSAGES.hours })
    .min(1, OVERTIME_MESSAGES.hours)
    .max(max, OVERTIME_MESSAGES.hours)
    .refine((value) => Number.isInteger(value * 4), OVERTIME_MESSAGES.hours);

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/** Comp-off's defaults (issue 45): off; a credit expires 60 days after the day worked. */
export const COMP_OFF_EXPIRY_DAYS_DEFAULT = 60;
/** The comp-off leave type ensured when comp-off is turned on. */
export const COMP_OFF_LEAVE_TYPE = { name: 'Comp Off', code: 'CO' } as const;

export const compOffSettingsSchema = z.object({
  /** Work on a weekly off or holiday earns a comp-off credit (once approved) instead of an overtime claim. */
  enabled: z.boolean(),
  /** A credit expires this many days after the day worked. */
  expiryDays: wholeNumber(OVERTIME_MESSAGES.expiry, 1, 365),
  /** Everyone is paid overtime instead (the org-wide mode): comp-off earns nothing. */
  payInsteadEveryone: z.boolean(),
  /** Departments, and people, paid overtime for such days instead of comp-off. */
  payInsteadDepartmentIds: z.array(z.uuid()).max(500),
  payInsteadUserIds: z.array(z.uuid()).max(5000),
});
export type CompOffSettings = z.infer<typeof compOffSettingsSchema>;

export const DEFAULT_COMP_OFF_SETTINGS: CompOffSettings = {
  enabled: false,
  expiryDays: COMP_OFF_EXPIRY_DAYS_DEFAULT,
  payInsteadEveryone: false,
  payInsteadDepartmentIds: [],
  payInsteadUserIds: [],
};

export const overtimeSettingsSchema = z.object({
  /** Overtime claims from punches (off: no claim is made, nothing is paid). */
  enabled: z.boolean(),
  /** Minutes after the shift's end count (Frappe HR #4194: "only after shift end"). */
  afterShiftEnd: z.boolean(),
  /** Worked hours a day beyond which minutes count (e.g. 9); null: no daily limit. */
  dailyLimitHours: quarterHours(24).nullable(),
  /** Worked hours a week (Monday to Sunday) beyond which minutes count (e.g. 48); null: none. */
  weeklyLimitHours: quarterHours(168).nullable(),
  /** A day with fewer overtime minutes than this makes no claim (a few minutes' late punch-out). */
  minimumMinutes: wholeNumber(OVERTIME_MESSAGES.minimum, 0, 240),
  /** The rate: (Basic + DA) / (divisorDays x divisorHours) an hour, times the multiplier. */
  multiplier: z
    .number({ message: OVERTIME_MESSAGES.multiplier })
    .min(1, OVERTIME_MESSAGES.multiplier)
    .max(4, OVERTIME_MESSAGES.multiplier)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, OVERTIME_MESSAGES.multiplier),
  divisorDays: wholeNumber(OVERTIME_MESSAGES.divisor, 1, 31),
  divisorHours: wholeNumber(OVERTIME_MESSAGES.divisor, 1, 24),
  /** Whose quarterly cap the approver is warned at (overtime-caps data); null: the Factories Act's. */
  capState: z
    .string()
    .regex(/^[A-Z]{2}$/, OVERTIME_MESSAGES.state)
    .nullable(),
  /** On-duty and work from home (docs/overtime.md); absent in a body: left as saved. */
  onDuty: onDutySettingsSchema.optional(),
  /** Compensatory off (absent in settings saved before it: off). */
  compOff: compOffSettingsSchema.default(DEFAULT_COMP_OFF_SETTINGS),
});
export type OvertimeSettings = z.infer<typeof overtimeSettingsSchema>;

export const DEFAULT_OVERTIME_SETTINGS: OvertimeSettings = {
  enabled: false,
  afterShiftEnd: true,
  dailyLimitHours: 9,
  weeklyLimitHours: 48,
  minimumMinutes: 30,
  multiplier: OVERTIME_MULTIPLIER_DEFAULT,
  divisorDays: 26,
  divisorHours: 8,
  capState: null,
  onDuty: DEFAULT_ON_DUTY_SETTINGS,
  compOff: DEFAULT_COMP_OFF_SETTINGS,
};

export const OVERTIME_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];

/** The quarter's cap the approver sees beside a claim (never enforced: hours are not dropped). */
export const overtimeCapSchema = z.object({
  state: z.string(),
  capHours: z.number(),
  /** Approved hours of the calendar quarter so far (the approval month's quarter). */
  usedHours: z.number(),
  source: z.string(),
});

export const overtimeClaimSchema = z
  .object({
    id: z.string(),
    employeeId: z.string(),
    employeeName: z.string(),
    date: z.string(),
    /** Worked minutes that day and the shift it was measured against. */
    workedMinutes: z.number().int(),
    shift: z.string(),
    claimedMinutes: z.number().int(),
    approvedMinutes: z.number().int().nullable(),
    status: z.enum(OVERTIME_STATUSES),
    reason: z.string().nullable(),
    decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    decidedAt: z.string().nullable(),
    /** The payroll month it is paid in ('November 2026'), once approved. */
    payMonth: z.string().nullable(),
    /** Rupees (two decimals), once approved. */
    amount: z.number().nullable(),
    hourlyRate: z.number().nullable(),
    cap: overtimeCapSchema.nullable().optional(),
    /** 'comp-off': a worked weekly off or holiday earning a credit (no pay); absent: overtime. */
    kind: z.enum(['overtime', 'comp-off']).optional(),
    /** The comp-off days the claim earns (1 or 0.5) and, once approved, the credit's expiry. */
    compOffDays: z.number().nullable().optional(),
    compOffExpiresOn: z.string().nullable().optional(),
  })
  .extend(approvalStateSchema.shape);
export type OvertimeClaim = z.infer<typeof overtimeClaimSchema>;
export const overtimeClaimListSchema = z.array(overtimeClaimSchema);

export const overtimeIdParamsSchema = z.object({ id: z.string() });

export const approveOvertimeBodySchema = z.object({
  /** Fewer than claimed needs a reason; absent: all the minutes claimed. */
  minutes: z
    .number({ message: OVERTIME_MESSAGES.minutesRange(1440) })
    .int()
    .min(1)
    .max(1440)
    .optional(),
  reason: z.string().trim().max(500).optional(),
});
export type ApproveOvertimeBody = z.infer<typeof approveOvertimeBodySchema>;

export const rejectOvertimeBodySchema = z.object({
  reason: z
    .string({ message: OVERTIME_MESSAGES.rejectReason })
    .trim()
    .min(1, OVERTIME_MESSAGES.rejectReason)
    .max(500),
});
export type RejectOvertimeBody = z.infer<typeof rejectOvertimeBodySchema>;

/** A person's comp-off: credits less days used less days expired, and what expires next (issue 45). */
export const compOffBalanceSchema = z.object({
  /** The comp-off leave type's name (apply for leave of it to use the balance); null until comp-off is on. */
  leaveType: z.string().nullable(),
  credited: z.number(),
  used: z.number(),
  expired: z.number(),
  balance: z.number(),
  nextExpiry: z.object({ on: z.string(), days: z.number() }).nullable(),
  credits: z.array(
    z.object({
      claimId: z.string(),
      date: z.string(),
      days: z.number(),
      expiresOn: z.string(),
      used: z.number(),
      expired: z.number(),
      remaining: z.number(),
    }),
  ),
});
export type CompOffBalance = z.infer<typeof compOffBalanceSchema>;
