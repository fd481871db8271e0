import { z } from 'zod';

/*
 * Opening balances (issue 40, item 5; docs/leave.md): per person and type, the balance they had on a date as
 * the organisation's own records show it. The server writes the ledger row that makes the balance on that
 * date equal to it (an `opening` row), replacing an earlier opening of the same leave year.
 */

/** A CSV upload is at most this many characters (about 256 KB) and rows. */
export const OPENING_CSV_MAX_CHARS = 256 * 1024;
export const OPENING_MAX_ROWS = 2000;
/** The CSV's header and an example row: the template the screen offers for download. */
const OPENING_CSV_HEADER = 'email,type,days';
export const OPENING_CSV_TEMPLATE = `${OPENING_CSV_HEADER}\nasha@example.com,Paid Leave,9.5\nasha@example.com,Sick Leave,4\n`;

export const OPENING_MESSAGES = {
  asOf: 'Please choose the date the balances are as of (YYYY-MM-DD), not after today.',
  tooLarge: `The file is too large: at most ${OPENING_CSV_MAX_CHARS / 1024} KB and ${OPENING_MAX_ROWS} rows.`,
  empty: 'The file has no rows: the first line is email,type,days, then one row per person and type.',
  header: 'The first line must be email,type,days.',
  columns: 'Each row needs three values: email, type and days.',
  unknownEmail: 'No person has this e-mail.',
  unknownPerson: 'No such person.',
  type: 'Please choose a valid leave type.',
  days: 'Days must be a number from 0 to 366 with at most two decimals.',
  twice: 'This person and type appear twice.',
  noQuota: (type: string) => `${type} has no quota, so it has no balance to open.`,
  takesFrom: (type: string, from: string) => `${type} takes from ${from}: open ${from} instead.`,
  hasErrors: 'Some rows have errors: nothing was saved. Fix them and try again.',
  saved: (count: number) => `Opening balances saved for ${count} row(s).`,
  checked: 'Checked: no errors. Apply to save them.',
} as const;

const dayAmount = z
  .number({ message: OPENING_MESSAGES.days })
  .min(0, OPENING_MESSAGES.days)
  .max(366, OPENING_MESSAGES.days)
  .refine((value) => Math.round(value * 100) === value * 100, OPENING_MESSAGES.days);

const asOf = z.string({ message: OPENING_MESSAGES.asOf }).regex(/^\d{4}-\d{2}-\d{2}$/, OPENING_MESSAGES.asOf);

/** POST /api/leave-opening-balances (HR, Admin): rows from the screen. */
export const openingBalancesBodySchema = z.object({
  asOf,
  /** Check only: answer each row's outcome and save nothing. */
  dryRun: z.boolean().optional(),
  rows: z
    .array(
      z.object({
        employeeId: z.string().max(64),
        type: z.string({ message: OPENING_MESSAGES.type }).max(40, OPENING_MESSAGES.type),
        days: dayAmount,
      }),
    )
    .min(1, OPENING_MESSAGES.empty)
    .max(OPENING_MAX_ROWS, OPENING_MESSAGES.tooLarge),
});
export type OpeningBalancesBody = z.infer<typeof openingBalancesBodySchema>;

/** POST /api/leave-opening-balances/csv (HR, Admin): the file's text, email,type,days. */
export const openingCsvBodySchema = z.object({
  asOf,
  dryRun: z.boolean().optional(),
  csv: z.string().max(OPENING_CSV_MAX_CHARS, OPENING_MESSAGES.tooLarge),
});
export type OpeningCsvBody = z.infer<typeof openingCsvBodySchema>;

export const openingRowResultSchema = z.object({
  /** The file's line (the header is line 1), or the row's position from 1 on the screen. */
  line: z.number(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  type: z.string(),
  /** The balance to open with on asOf. */
  days: z.number().nullable(),
  /** The balance on asOf before this opening (accruals and leave of the year so far); null with an error. */
  before: z.number().nullable(),
  error: z.string().nullable(),
});
export type OpeningRowResult = z.infer<typeof openingRowResultSchema>;

export const openingResultSchema = z.object({
  asOf: z.string(),
  /** true when saved; a dry run (or a refusal) saves nothing. */
  applied: z.boolean(),
  errors: z.number(),
  rows: z.array(openingRowResultSchema),
});
export type OpeningResult = z.infer<typeof openingResultSchema>;
