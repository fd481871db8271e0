import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { isAadhaarNumber, looksMasked } from './identity.ts';

/*
 * Payroll for Indian organisations (issue 21, docs/payroll.md): the salary structure template, the
 * statutory switches (each off until the organisation turns it on), the person's payroll profile and
 * effective-dated salary revisions. Money in rupees with two decimals on the wire, integer paise inside.
 */

export const PAY_DIVISORS = ['calendar', 'fixed30', 'working'] as const;
export type PayDivisor = (typeof PAY_DIVISORS)[number];
export const TAX_REGIMES = ['new', 'old'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The labour codes in force since 21 Nov 2025: Basic + DA at least half of pay. */
export const MIN_BASIC_PERCENT = 50;

export const PAYROLL_SETTINGS_MESSAGES = {
  basicTooLow: `Basic must be at least ${MIN_BASIC_PERCENT}% of gross (the labour codes in force since 21 November 2025).`,
  percent: 'Percentages must be between 0 and 100, with at most two decimals.',
  allowanceCode: 'Allowance codes are 2-20 capital letters, digits or underscores, and not a reserved code.',
  allowanceName: 'Please enter the allowance name (at most 60 characters).',
  allowanceAmount: 'Allowance amounts must be zero or more rupees, with at most two decimals.',
  allowancesExceedGross: 'The fixed allowances exceed what is left of gross after Basic and HRA.',
  divisor: "The divisor is 'calendar', 'fixed30' or 'working'.",
  state: 'Please choose a state with Professional Tax data (for example MH or KA).',
  establishment: 'Please enter the identifier (at most 40 characters).',
  orgName: 'Please enter the organisation name (at most 120 characters).',
  orgAddress: 'The address can be at most 300 characters.',
  pan: 'PAN must look like AAAAA9999A (five letters, four digits, one letter).',
  uan: 'UAN must be 12 digits.',
  esiNumber: 'ESI number must be 10 digits.',
  ifsc: 'IFSC must look like AAAA0XXXXXX (four letters, a zero, six letters or digits).',
  bankAccount: 'Bank account number must be 9 to 18 digits.',
  aadhaar: 'Aadhaar must be 12 digits with a valid check digit (for example 2345 6789 0124).',
  maskedChanged:
    'To change a number, type the whole new number (a masked value can only be sent back unchanged).',
  gender: "Gender is 'male', 'female' or 'other'.",
  regime: "Tax regime is 'new' or 'old'.",
  revisionDate: 'Please choose the date the revision takes effect (YYYY-MM-DD).',
  revisionGross: 'Monthly gross must be more than zero rupees, with at most two decimals.',
  income: 'Please enter the annual income in rupees (zero or more, at most two decimals).',
  fy: 'The financial year is its first calendar year, from 2025 (2026 = FY 2026-27).',
  employeeNotFound: 'Employee not found.',
  hrNotForAdmin: "Only an Admin can change an Admin's payroll profile.",
  saved: 'Payroll settings saved.',
  profileSaved: 'Payroll profile saved.',
} as const;

/** Codes of the breakdown's lines (docs/payroll.md); fixed allowances add their own codes. */
export const PAY_CODES = [
  'BASIC',
  'HRA',
  'SPECIAL',
  'EPF_EE',
  'EPF_ER',
  'EPS_ER',
  'EDLI_ER',
  'ESI_EE',
  'ESI_ER',
  'PT',
  'TDS',
  'LOP_ADJ',
  'LWF_EE',
  'LWF_ER',
] as const;
export type PayCode = (typeof PAY_CODES)[number];

const rupees = (message: string) =>
  z
    .number({ message })
    .min(0, message)
    .max(100_000_000, message)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, message);
const percent = z
  .number({ message: PAYROLL_SETTINGS_MESSAGES.percent })
  .min(0, PAYROLL_SETTINGS_MESSAGES.percent)
  .max(100, PAYROLL_SETTINGS_MESSAGES.percent);
const optionalId = z
  .string({ message: PAYROLL_SETTINGS_MESSAGES.establishment })
  .trim()
  .max(40, PAYROLL_SETTINGS_MESSAGES.establishment)
  .nullable();

export const allowanceSchema = z.object({
  code: z
    .string({ message: PAYROLL_SETTINGS_MESSAGES.allowanceCode })
    .regex(/^[A-Z][A-Z0-9_]{1,19}$/, PAYROLL_SETTINGS_MESSAGES.allowanceCode)
    .refine(
      (code) => !(PAY_CODES as readonly string[]).includes(code),
      PAYROLL_SETTINGS_MESSAGES.allowanceCode,
    ),
  name: z
    .string({ message: PAYROLL_SETTINGS_MESSAGES.allowanceName })
    .trim()
    .min(1, PAYROLL_SETTINGS_MESSAGES.allowanceName)
    .max(60, PAYROLL_SETTINGS_MESSAGES.allowanceName),
  /** Rupees a month for a full month (earned pro rata like the rest). */
  monthlyAmount: rupees(PAYROLL_SETTINGS_MESSAGES.allowanceAmount),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const structureTemplateSchema = z.object({
  basicPercent: percent.min(MIN_BASIC_PERCENT, PAYROLL_SETTINGS_MESSAGES.basicTooLow),
  hraPercentOfBasic: percent,
  allowances: z.array(allowanceSchema).max(10),
});
export type StructureTemplate = z.infer<typeof structureTemplateSchema>;

export const payrollSettingsSchema = z.object({
  divisor: z.enum(PAY_DIVISORS, { message: PAYROLL_SETTINGS_MESSAGES.divisor }),
  template: structureTemplateSchema,
  pf: z.object({ enabled: z.boolean(), establishmentId: optionalId }),
  esi: z.object({ enabled: z.boolean(), employerCode: optionalId }),
  pt: z.object({
    enabled: z.boolean(),
    defaultState: z
      .string()
      .regex(/^[A-Z]{2}$/, PAYROLL_SETTINGS_MESSAGES.state)
      .nullable(),
  }),
  tds: z.object({ enabled: z.boolean() }),
  /** Labour Welfare Fund by the work state (issue 44, docs/tax-year.md): absent or off on a fresh install. */
  lwf: z.object({ enabled: z.boolean() }).optional(),
  /** Printed on the payslip. */
  organisation: z.object({
    name: z
      .string()
      .trim()
      .min(1, PAYROLL_SETTINGS_MESSAGES.orgName)
      .max(120, PAYROLL_SETTINGS_MESSAGES.orgName),
    address: z.string().trim().max(300, PAYROLL_SETTINGS_MESSAGES.orgAddress),
  }),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

/** A fresh install: today's plain slip (calendar-day divisor, no statutory deduction switched on). */
export const DEFAULT_PAYROLL_SETTINGS: Omit<PayrollSettings, 'organisation'> = {
  divisor: 'calendar',
  template: { basicPercent: 50, hraPercentOfBasic: 50, allowances: [] },
  pf: { enabled: false, establishmentId: null },
  esi: { enabled: false, employerCode: null },
  pt: { enabled: false, defaultState: null },
  tds: { enabled: false },
};

/** Left out: keeps the stored value (a partial update names only what changes); blank: not set. */
const nullableText = <T extends z.ZodString>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/** UAN and account numbers are often written in groups ('1002 0030 0400'): spaces are dropped. */
const withoutSpaces = (value: unknown) =>
  typeof value === 'string' && /^[0-9\s]+$/.test(value.trim()) ? value.replace(/\s+/g, '') : value;

/**
 * An identity number in the profile body: left out, or sent back as the answer showed it (masked), it keeps
 * the stored number; blank clears it; anything else must be a whole valid number (docs/privacy.md).
 */
const identityNumber = (pattern: RegExp, message: string, normalise = (value: unknown) => value) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : normalise(value)),
    z
      .string({ message })
      .trim()
      .toUpperCase()
      .refine((value) => looksMasked(value) || pattern.test(value), message)
      .nullable()
      .optional(),
  );

/**
 * PUT /api/employees/{id}/payroll-profile (Admin, HR). Blank strings mean "not set"; a field left out keeps
 * its stored value, so a partial update never demands unrelated fields (issue 40).
 */
export const payrollProfileBodySchema = z.object({
  pan: identityNumber(/^[A-Z]{5}[0-9]{4}[A-Z]$/, PAYROLL_SETTINGS_MESSAGES.pan),
  uan: identityNumber(/^[0-9]{12}$/, PAYROLL_SETTINGS_MESSAGES.uan, withoutSpaces),
  /** 12 digits (spaces allowed) with a valid Verhoeff check digit; only the last four are stored. */
  aadhaar: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: PAYROLL_SETTINGS_MESSAGES.aadhaar })
      .trim()
      .refine((value) => looksMasked(value) || isAadhaarNumber(value), PAYROLL_SETTINGS_MESSAGES.aadhaar)
      .nullable()
      .optional(),
  ),
  esiNumber: nullableText(
    z
      .string({ message: PAYROLL_SETTINGS_MESSAGES.esiNumber })
      .trim()
      .regex(/^[0-9]{10}$/, PAYROLL_SETTINGS_MESSAGES.esiNumber),
  ),
  workState: nullableText(
    z
      .string({ message: PAYROLL_SETTINGS_MESSAGES.state })
      .trim()
      .regex(/^[A-Z]{2}$/, PAYROLL_SETTINGS_MESSAGES.state),
  ),
  gender: z.enum(GENDERS, { message: PAYROLL_SETTINGS_MESSAGES.gender }).nullable().optional(),
  bankAccount: identityNumber(/^[0-9]{9,18}$/, PAYROLL_SETTINGS_MESSAGES.bankAccount, withoutSpaces),
  ifsc: nullableText(
    z
      .string({ message: PAYROLL_SETTINGS_MESSAGES.ifsc })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, PAYROLL_SETTINGS_MESSAGES.ifsc),
  ),
  taxRegime: z.enum(TAX_REGIMES, { message: PAYROLL_SETTINGS_MESSAGES.regime }).optional(),
  pfOnFullWages: z.boolean().optional(),
});
/** What a PUT sends: an identity number left out (or sent back masked) keeps the stored one. */
export type PayrollProfileUpdate = z.infer<typeof payrollProfileBodySchema>;
/** A profile's values as the server hands them on (identity numbers masked; Aadhaar as 'XXXX XXXX 1234'). */
export type PayrollProfileBody = {
  pan: string | null;
  uan: string | null;
  bankAccount: string | null;
  aadhaar?: string | null;
  esiNumber: string | null;
  workState: string | null;
  gender: Gender | null;
  ifsc: string | null;
  taxRegime: TaxRegime;
  pfOnFullWages: boolean;
};

/**
 * The answer: PAN, UAN and bank account masked ('XXXXXX234F', 'XXXXXXXX0400', 'XXXXXXXX4321') for everyone,
 * the Admin included (the Admin reveals one through POST .../payroll-profile/reveal, audited); Aadhaar as
 * 'XXXX XXXX 1234' (only its last four digits are stored).
 */
export const payrollProfileSchema = z.object({
  employeeId: z.string(),
  pan: z.string().nullable(),
  uan: z.string().nullable(),
  aadhaar: z.string().nullable(),
  esiNumber: z.string().nullable(),
  workState: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  bankAccount: z.string().nullable(),
  ifsc: z.string().nullable(),
  taxRegime: z.enum(TAX_REGIMES),
  pfOnFullWages: z.boolean(),
  masked: z.boolean(),
  /** What a statutory deduction that is on needs and this profile lacks (e.g. 'UAN', 'work state'). */
  missing: z.array(z.string()),
});
export type PayrollProfile = z.infer<typeof payrollProfileSchema>;

export const structureOverrideSchema = structureTemplateSchema.partial();
export type StructureOverride = z.infer<typeof structureOverrideSchema>;

/** POST /api/employees/{id}/salary-revisions (Admin): monthly gross from a date on. */
export const salaryRevisionBodySchema = z.object({
  effectiveFrom: z
    .string({ message: PAYROLL_SETTINGS_MESSAGES.revisionDate })
    .refine(isBusinessDate, PAYROLL_SETTINGS_MESSAGES.revisionDate),
  monthlyGross: rupees(PAYROLL_SETTINGS_MESSAGES.revisionGross).refine(
    (v) => v > 0,
    PAYROLL_SETTINGS_MESSAGES.revisionGross,
  ),
  /** The person's own split (null: the organisation's template). */
  override: structureOverrideSchema.nullable(),
});
export type SalaryRevisionBody = z.infer<typeof salaryRevisionBodySchema>;
export const salaryRevisionSchema = salaryRevisionBodySchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type SalaryRevision = z.infer<typeof salaryRevisionSchema>;
export const salaryRevisionListSchema = z.array(salaryRevisionSchema);

export const payrollPersonParamsSchema = z.object({ id: z.string() });
