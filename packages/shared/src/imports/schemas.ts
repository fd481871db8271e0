import { z } from 'zod';

/** The kinds of file the import takes (issue 43): all answer the same result shape. */
export const IMPORT_KINDS = ['people', 'leave-balances', 'year-to-date'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Refused with a clear 4xx before any work (issue 43, "Bad input and safety"). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** The request body's content types: the file itself, never a multipart form. */
export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The people template's columns, in order (docs/people.md, "Bulk import"): the header row of the template
 * and of every file; headers match without regard to case, spaces or order; unknown columns are refused.
 */
export const PEOPLE_IMPORT_COLUMNS = [
  'name',
  'email',
  'role',
  'employeeCode',
  'joinedOn',
  'baseSalary',
  'pan',
  'uan',
  'esiNumber',
  'bankAccount',
  'ifsc',
  'ptState',
  'taxRegime',
  // Issue 46: the device user id (PIN) on the person; the header may be written device_pin.
  'devicePin',
] as const;
export type PeopleImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number];

/** The template's one example row (a made-up person, valid in every column). */
export const PEOPLE_IMPORT_EXAMPLE: Record<PeopleImportColumn, string> = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  role: 'Employee',
  employeeCode: '',
  joinedOn: '2026-04-01',
  baseSalary: '45000',
  pan: 'ABCPR1234F',
  uan: '100200300400',
  esiNumber: '',
  bankAccount: '123456784321',
  ifsc: 'HDFC0001234',
  ptState: 'KA',
  taxRegime: 'new',
  devicePin: '',
};

export * from './kinds.ts';

export const IMPORT_MESSAGES = {
  unknownKind: 'Unknown import. The kinds are: people, leave-balances, year-to-date.',
  fileType: 'Send a CSV (UTF-8) or XLSX file.',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows. Split it into smaller files.`,
  empty: 'The file has no rows below its header.',
  unreadable: 'The file could not be read as a spreadsheet. Save it again as XLSX or CSV (UTF-8).',
  header: (missing: string) => `The header row must name the template's columns; missing: ${missing}.`,
  unknownColumn: (name: string) => `Unknown column "${name}". Use the template's header row.`,
  required: 'Required.',
  formula: 'A cell may not start with =, +, - or @ (formulas are never run; type the value).',
  duplicateInFile: (row: number) => `The same value is on row ${row} of this file.`,
  emailTaken: 'An employee with this email already exists.',
  devicePin: 'The device user id (PIN) must be digits or letters, at most 24.',
  pinTaken: 'Another person already has this device user id (PIN).',
  codeNotFound: 'No person has this employee code. Leave it blank for a new person.',
  codeEmailMismatch: 'This employee code belongs to a person with another e-mail.',
  differs: (fields: string) =>
    `This person exists with other values (${fields}). Change them on their page, or leave the row as it is stored.`,
  future: 'The joining date is in the future.',
  date: 'The joining date must look like YYYY-MM-DD or DD/MM/YYYY.',
  role: 'The role must be Admin, HR or Employee.',
  roleNotAllowed: 'Only an Admin can import an HR or Admin account.',
  committed: (created: number) => `Imported: ${created} ${created === 1 ? 'person' : 'people'} added.`,
  problems: (count: number) =>
    `${count} ${count === 1 ? 'problem' : 'problems'} found. Nothing was imported; fix the file and upload it again.`,
} as const;

export const importKindParamsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.unknownKind }),
});

export const importRunQuerySchema = z.object({
  /** Default true: a preview that writes nothing. */
  dryRun: z.enum(['true', 'false']).default('true'),
});

export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});

/** One problem, named by its row (the sheet's own row number, header = 1) and column. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A previewed or committed row as the screen shows it; identity numbers masked (docs/privacy.md). */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
});

export const importResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  /** Data rows read (the header and blank rows not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(importProblemSchema),
  preview: z.array(importPreviewRowSchema),
  /** SHA-256 of the file, as the audit entry keeps it. */
  fileHash: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
