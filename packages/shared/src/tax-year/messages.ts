// The tax year (issue 44, docs/tax-year.md): plain values a first screen shows, without zod.

/** Old-regime exemptions and deductions a person declares; figures, sections and sources are the server's data. */
export const TAX_SECTION_CODES = [
  'S123',
  'S124_NPS',
  'S126_SELF',
  'S126_PARENTS',
  'S126_PARENTS_SENIOR',
  'S22_INTEREST',
  'S129',
] as const;
export type TaxSectionCode = (typeof TAX_SECTION_CODES)[number];

/** A declared line: as declared until HR verifies it (accepted, accepted in part, rejected). */
export const DECLARATION_STATUSES = ['declared', 'accepted', 'partly', 'rejected'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
export const VERIFY_STATUSES = ['accepted', 'partly', 'rejected'] as const;

/** Who set the year's regime: nobody (the payroll profile's, new unless HR set old), the person, HR or Admin. */
export const REGIME_SOURCES = ['profile', 'employee', 'staff'] as const;
export type RegimeSource = (typeof REGIME_SOURCES)[number];

export const TAX_REASON_MAX = 500;
export const DECLARED_AMOUNT_MAX = 100_000_000;

export const TAX_YEAR_MESSAGES = {
  year: 'Please give a tax year from 2025 (its first calendar year).',
  currentYearOnly: (label: string) =>
    `Declarations and regime choices are for the current tax year (${label}).`,
  regime: "Tax regime is 'new' or 'old'.",
  windowClosed: 'The regime choice is closed for this tax year. Please ask HR to change it.',
  lockedByStaff: 'HR has set your regime for this tax year. Please ask HR to change it.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `Please keep the reason within ${TAX_REASON_MAX} characters.`,
  amount: 'Please enter an amount in rupees (zero or more, at most two decimals).',
  section: 'Please choose a section from the list.',
  duplicateSection: 'Each section can be declared once.',
  verifiedLine: (label: string) => `${label} has been verified by HR and can no longer be changed.`,
  partlyAmount: 'Please give the accepted amount: more than zero and less than declared.',
  lineNotFound: 'Declaration not found.',
  personNotFound: 'Employee not found.',
  date: 'Please give a date as YYYY-MM-DD.',
  windowOrder: 'Proofs are asked for after the regime choice closes.',
  notYours: 'You can only see your own tax year.',
} as const;
