import { z } from 'zod';
import { LEAVE_TYPE_RULE_MESSAGES } from '../leave/rules.ts';
import { LEAVE_ACCRUALS } from './schemas.ts';

/*
 * Leave types (issue 40 item 4, docs/leave.md "Leave types"): the spec's four are built in, with their names
 * and rules fixed; the Admin adds custom ones (Casual Leave, Earned Leave, Maternity Leave...). A request,
 * a policy, the ledger and attendance carry the type's name. The quota, accrual and carry-forward of a type
 * are its policy (PUT /leave-policies/{type}); creating a type may set them in the same call.
 */

export const LEAVE_TYPE_GENDERS = ['any', 'female', 'male'] as const;
export type LeaveTypeGender = (typeof LEAVE_TYPE_GENDERS)[number];
/** A custom type's request may span at most this many calendar days (maternity: 26 weeks = 182). */
export const LEAVE_TYPE_MAX_SPAN = 366;
export const LEAVE_TYPE_NAME_MAX = 40;

export const LEAVE_TYPE_MESSAGES = {
  name: `Please give the leave type a name (at most ${LEAVE_TYPE_NAME_MAX} characters).`,
  code: 'Please give a code of 1 to 6 letters or digits, e.g. CL.',
  invalid: 'Please check the leave type: numbers must be whole and within their limits.',
  nameTaken: (name: string) => `A leave type named ${name} already exists.`,
  codeTaken: (code: string) => `The code ${code} is already used by another leave type.`,
  notFound: 'Leave type not found.',
  builtIn: (name: string) =>
    `${name} is one of the spec's leave types: its name and rules cannot be changed.`,
  renameUsed: (name: string) => `${name} has requests or balances, so it cannot be renamed.`,
  archived: (name: string) => `${name} is retired and no longer offered.`,
  gender: (name: string, gender: LeaveTypeGender) =>
    `${name} is for ${gender === 'female' ? 'women' : 'men'} only; HR records gender in the payroll profile.`,
  service: (name: string, months: number) => `${name} is available after ${months} month(s) of service.`,
  ...LEAVE_TYPE_RULE_MESSAGES,
  noHalfDay: (name: string) => `${name} cannot be taken as a half day.`,
  saved: 'Leave type saved.',
} as const;

/** One leave type as the API answers it. */
export const leaveTypeSchema = z.object({
  name: z.string(),
  code: z.string(),
  /** The spec's four: not editable, not archivable. */
  builtIn: z.boolean(),
  /** Unpaid: every day of it is loss of pay (recorded in attendance as Absent with the type beside it). */
  paid: z.boolean(),
  /** One request may span several days (Sick Leave and custom types that say so). */
  multiDay: z.boolean(),
  /** A one-day request may be for half the day (0.5 day from the balance). */
  halfDayAllowed: z.boolean(),
  /** Unused days may be paid out (recorded for the final settlement; docs/leave.md). */
  encashable: z.boolean(),
  gender: z.enum(LEAVE_TYPE_GENDERS),
  /** Months of service from joining before the type may be taken (0: from the first day). */
  minServiceMonths: z.number().int(),
  /** Calendar days one request may span at most; null: the general limit. */
  maxDaysPerRequest: z.number().int().nullable(),
  /** Where its figures come from, e.g. the Maternity Benefit Act, 1961 s.5(3). */
  source: z.string().nullable(),
  archived: z.boolean(),
});
export type LeaveTypeInfo = z.infer<typeof leaveTypeSchema>;
export const leaveTypeListSchema = z.array(leaveTypeSchema);

const int = (min: number, max: number) =>
  z.number({ message: LEAVE_TYPE_MESSAGES.invalid }).int(LEAVE_TYPE_MESSAGES.invalid).min(min).max(max);

/** POST /admin/leave-types and PUT /admin/leave-types/{code}: a custom type. */
export const leaveTypeBodySchema = z.object({
  name: z
    .string({ message: LEAVE_TYPE_MESSAGES.name })
    .trim()
    .min(1, LEAVE_TYPE_MESSAGES.name)
    .max(LEAVE_TYPE_NAME_MAX, LEAVE_TYPE_MESSAGES.name),
  code: z
    .string({ message: LEAVE_TYPE_MESSAGES.code })
    .trim()
    .regex(/^[A-Za-z0-9]{1,6}$/, LEAVE_TYPE_MESSAGES.code)
    .transform((code) => code.toUpperCase()),
  paid: z.boolean(),
  multiDay: z.boolean(),
  halfDayAllowed: z.boolean().default(false),
  encashable: z.boolean().default(false),
  gender: z.enum(LEAVE_TYPE_GENDERS, { message: LEAVE_TYPE_MESSAGES.invalid }).default('any'),
  minServiceMonths: int(0, 120).default(0),
  maxDaysPerRequest: int(1, LEAVE_TYPE_MAX_SPAN).nullable().default(null),
  source: z.string().trim().max(200, LEAVE_TYPE_MESSAGES.invalid).nullable().default(null),
  /**
   * Optional, on creation only: the type's policy in one call (days a year, null = unlimited; how it
   * accrues; days carried into the next year). Later changes go through PUT /leave-policies/{type}.
   */
  policy: z
    .object({
      annualQuota: z.number().min(0).max(366).nullable(),
      accrual: z.enum(LEAVE_ACCRUALS),
      carryForwardMax: z.number().min(0).max(366),
    })
    .optional(),
});
export type LeaveTypeBody = z.input<typeof leaveTypeBodySchema>;

export const leaveTypeCodeParamsSchema = z.object({ code: z.string().max(6) });
export const leaveTypeArchiveBodySchema = z.object({ archived: z.boolean() });


/** A person as the eligibility rules see them. */
export interface LeaveTypeApplicant {
  /** 'male' | 'female' | 'other' | null (unrecorded) */
  gender: string | null;
  joinedOn: string;
}

/** Whole months from joinedOn to date (a month counts once its day-of-month is reached). */
export function serviceMonths(joinedOn: string, date: string): number {
  const [jy, jm, jd] = joinedOn.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = (y - jy) * 12 + (m - jm) - (d < jd ? 1 : 0);
  return Math.max(0, months);
}

/** Why the person may not take the type from `startDate`, or null (the apply dialog lists eligible types). */
export function leaveTypeRefusal(
  type: Pick<LeaveTypeInfo, 'name' | 'gender' | 'minServiceMonths' | 'archived'>,
  person: LeaveTypeApplicant,
  startDate: string,
): string | null {
  if (type.archived) return LEAVE_TYPE_MESSAGES.archived(type.name);
  if (type.gender !== 'any' && person.gender !== type.gender) {
    return LEAVE_TYPE_MESSAGES.gender(type.name, type.gender);
  }
  if (type.minServiceMonths > 0 && serviceMonths(person.joinedOn, startDate) < type.minServiceMonths) {
    return LEAVE_TYPE_MESSAGES.service(type.name, type.minServiceMonths);
  }
  return null;
}

/**
 * The Indian SME types the Leave Types panel offers to add (issue 40): Casual Leave for short personal
 * needs (12 days at the start of the year, half days allowed, nothing carried), Earned Leave for planned
 * holidays (15 days a year accruing monthly, up to 30 carried forward, encashable). With the SME policy
 * preset's Sick Leave (12 a year) they make the CL/SL/EL trio most Indian SMEs use.
 */
export const SME_LEAVE_TYPES_PRESET: LeaveTypeBody[] = [
  {
    name: 'Casual Leave',
    code: 'CL',
    paid: true,
    multiDay: false,
    halfDayAllowed: true,
    policy: { annualQuota: 12, accrual: 'upfront', carryForwardMax: 0 },
  },
  {
    name: 'Earned Leave',
    code: 'EL',
    paid: true,
    multiDay: true,
    encashable: true,
    policy: { annualQuota: 15, accrual: 'monthly', carryForwardMax: 30 },
  },
];
