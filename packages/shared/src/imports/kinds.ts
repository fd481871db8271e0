/**
 * The columns of the leave-balances and year-to-date imports (issue 43, docs/lifecycle.md "Bulk import"):
 * a row names its person by employee code, then e-mail (either may be blank, not both).
 */
export const LEAVE_BALANCE_IMPORT_COLUMNS = ['employeeCode', 'email', 'type', 'days', 'asOf'] as const;
export type LeaveBalanceImportColumn = (typeof LEAVE_BALANCE_IMPORT_COLUMNS)[number];

export const LEAVE_BALANCE_IMPORT_EXAMPLE: Record<LeaveBalanceImportColumn, string> = {
  employeeCode: '',
  email: 'asha.rao@example.com',
  type: 'Paid Leave',
  days: '12.5',
  asOf: '2026-04-01',
};

/** Rupees, at most two decimals, not negative: what was paid elsewhere before the first slip here. */
export const YEAR_TO_DATE_IMPORT_COLUMNS = [
  'employeeCode',
  'email',
  'month',
  'gross',
  'tds',
  'pf',
  'pt',
] as const;
export type YearToDateImportColumn = (typeof YEAR_TO_DATE_IMPORT_COLUMNS)[number];

export const YEAR_TO_DATE_IMPORT_EXAMPLE: Record<YearToDateImportColumn, string> = {
  employeeCode: '',
  email: 'asha.rao@example.com',
  month: '2026-04',
  gross: '50000',
  tds: '2500',
  pf: '1800',
  pt: '200',
};

export const KIND_IMPORT_MESSAGES = {
  person: 'Give the employee code or the e-mail of a person here.',
  unknownPerson: 'No person has this employee code or e-mail.',
  asOf: 'The date must look like YYYY-MM-DD or DD/MM/YYYY and not be after today.',
  month: 'The month must look like YYYY-MM.',
  monthOutsideYear: (first: string, last: string) =>
    `The month must be in this tax year so far (${first} to ${last}).`,
  monthAtFirstSlip: (first: string) =>
    `This person has a payslip here from ${first}: only months before it can be imported.`,
  amount: 'An amount in rupees, not negative, at most two decimals.',
  tdsAboveGross: 'The TDS cannot be more than the gross.',
  twice: (row: number) => `The same person and month (or type) is on row ${row} of this file.`,
} as const;
