// Tax forms (issue 44, docs/tax-year.md): house rent, previous employment, Form 130 and Form 138, the LWF
// return. Plain values a first screen shows, without zod.

/** PAN: five letters, four digits, one letter (the deductee's and the landlord's). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** TAN: four letters, five digits, one letter. */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;

/** The quarters of a tax year: Q1 April-June ... Q4 January-March. */
export const TAX_QUARTERS = [1, 2, 3, 4] as const;
export type TaxQuarter = (typeof TAX_QUARTERS)[number];

export const PREVIOUS_STATUSES = ['declared', 'accepted', 'rejected'] as const;
export type PreviousStatus = (typeof PREVIOUS_STATUSES)[number];

export const TAX_FORMS_MESSAGES = {
  city: 'Please choose the city you rent in (or Other).',
  landlordName: 'Please give the landlord’s name (at most 120 characters).',
  landlordPan: 'The landlord’s PAN must look like AAAAA9999A (five letters, four digits, one letter).',
  landlordPanNeeded: (limit: string) =>
    `Please give the landlord’s PAN: the year’s rent is above ${limit} (CBDT Circular 08/2013).`,
  employerName: 'Please give the earlier employer’s name (at most 120 characters).',
  tan: 'TAN must look like AAAA99999A (four letters, five digits, one letter).',
  pan: 'PAN must look like AAAAA9999A (five letters, four digits, one letter).',
  responsible: 'Please give the name of the person responsible for deducting tax (at most 120 characters).',
  tdsAboveGross: 'The tax deducted cannot be more than the gross salary.',
  quarter: 'The quarter is 1 (April-June), 2 (July-September), 3 (October-December) or 4 (January-March).',
  month: 'The month is 1 (January) to 12 (December); leave it out for the whole tax year.',
  half: 'The half is 1 (January-June, paid in June) or 2 (July-December, paid in December).',
  state: 'Please choose a state with Labour Welfare Fund data (for example MH or KA).',
  notFound: 'Nothing declared for this tax year.',
  verified: 'This has been verified by HR and can no longer be changed.',
  personNotFound: 'Employee not found.',
  notYours: 'You can only see your own tax forms.',
  noSlips: 'No finalised payslip in this tax year yet: the certificate has nothing to report.',
  ownVerify: 'Someone else must verify your own tax declarations.',
  bulkRunning:
    'The certificates of this tax year are already being generated: please wait for that run to finish.',
  bulkNotFound: 'No such bulk generation of certificates.',
  bulkReady: (form: string, label: string) =>
    `Your ${form} Part B for ${label} is ready. Sign in and open My Tax to download it.`,
  deductorMissing: 'Please enter the employer’s TAN and PAN under Tax declarations first.',
} as const;
