import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { formatDateDMY } from '../org-time.ts';

export const HOLIDAY_KINDS = ['public', 'optional'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const HOLIDAY_NAME_MAX = 100;
/** POST /api/holidays/import: the file's text, at most 100 KB and 500 holidays (docs/work-calendar.md). */
export const HOLIDAY_CSV_MAX_CHARS = 100 * 1024;
export const HOLIDAY_CSV_MAX_ROWS = 500;
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

/** India's national holidays, added in one click for a year (POST /api/holidays/national). */
export const NATIONAL_HOLIDAYS = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
] as const;

export const HOLIDAY_MESSAGES = {
  invalidYear: 'Please choose a year between 2000 and 2100.',
  invalidDate: 'Please choose a valid date between 2000 and 2100.',
  nameRequired: 'Please enter the holiday name.',
  nameTooLong: `The holiday name must be at most ${HOLIDAY_NAME_MAX} characters.`,
  invalidKind: "The kind must be 'public' or 'optional'.",
  notFound: 'Holiday not found.',
  locationNotFound: 'Location not found.',
  everyone: 'Everyone',
  appliesTo: 'Applies to',
  appliesToHint: "A location's own holiday closes the day only for the people working there that day.",
  showFor: 'Show holidays for',
  allLocations: 'All locations',
  everyoneOnly: "Everyone's holidays",
  keptAt: (location: string) => `Kept in ${location}`,
  onlyAt: (location: string) => `${location} only`,
  duplicate: (date: string) => `A holiday already exists on ${formatDateDMY(date)}.`,
  attendanceRecorded: (date: string) =>
    `Attendance for ${formatDateDMY(date)} is already recorded, so a holiday cannot be added, moved or removed on that day, nor change its kind.`,
  csvTooLarge: 'The CSV file must be at most 100 KB.',
  csvTooManyRows: `The CSV file may hold at most ${HOLIDAY_CSV_MAX_ROWS} holidays.`,
  csvEmpty: 'The CSV file holds no holidays.',
  csvFields: 'Expected date,name,kind (kind may be left out: public).',
  csvDate: 'The date must be a real date written YYYY-MM-DD or DD/MM/YYYY, between 2000 and 2100.',
  csvRepeated: (line: number) => `This date is already on line ${line} of the file.`,
  csvUnclosedQuote: 'A quoted field is not closed.',
  /** Screen texts. */
  created: 'Holiday added.',
  updated: 'Holiday updated.',
  deleted: 'Holiday deleted.',
  createFailed: 'Failed to add the holiday.',
  updateFailed: 'Failed to update the holiday.',
  deleteFailed: 'Failed to delete the holiday.',
  loadFailed: 'Failed to load holidays.',
  importFailed: 'Failed to import the holidays.',
  nationalFailed: 'Failed to add the national holidays.',
  confirmDelete: (name: string, date: string) => `Delete the holiday '${name}' on ${formatDateDMY(date)}?`,
  empty: (year: number) => `No holidays for ${year} yet.`,
  added: (count: number) => (count === 1 ? '1 holiday added.' : `${count} holidays added.`),
  fileUnreadable: 'The file could not be read.',
} as const;

const yearField = z.coerce
  .number({ message: HOLIDAY_MESSAGES.invalidYear })
  .int(HOLIDAY_MESSAGES.invalidYear)
  .min(HOLIDAY_YEAR_MIN, HOLIDAY_MESSAGES.invalidYear)
  .max(HOLIDAY_YEAR_MAX, HOLIDAY_MESSAGES.invalidYear);

/**
 * GET /api/holidays?year=YYYY: the year defaults to the current one in the organisation's timezone.
 * `location` (issue 42): left out, the holidays the caller keeps (the organisation's, and those of the
 * location they work at on each date); `all`, every holiday with its location (Admin, HR); a location's
 * id, the holidays people there keep.
 */
export const holidayYearQuerySchema = z.object({
  year: yearField.optional(),
  location: z.string().max(40).optional(),
});
export type HolidayListQuery = z.infer<typeof holidayYearQuerySchema>;

/** A real 'YYYY-MM-DD' date in the years the list can show. */
export function isHolidayDate(value: string): boolean {
  if (!isBusinessDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= HOLIDAY_YEAR_MIN && year <= HOLIDAY_YEAR_MAX;
}

export const holidayNameField = z
  .string({ message: HOLIDAY_MESSAGES.nameRequired })
  .trim()
  .min(1, HOLIDAY_MESSAGES.nameRequired)
  .max(HOLIDAY_NAME_MAX, HOLIDAY_MESSAGES.nameTooLong);

export const holidayKindField = z.enum(HOLIDAY_KINDS, { message: HOLIDAY_MESSAGES.invalidKind });

/** POST /api/holidays and PUT /api/holidays/:id. */
export const holidayBodySchema = z.object({
  date: z
    .string({ message: HOLIDAY_MESSAGES.invalidDate })
    .refine(isHolidayDate, HOLIDAY_MESSAGES.invalidDate),
  name: holidayNameField,
  kind: holidayKindField,
  /** A location's own holiday (issue 42); left out or null: everyone's. */
  locationId: z.string().max(40).nullish(),
});
export type HolidayBody = z.input<typeof holidayBodySchema>;
export type HolidayInput = z.output<typeof holidayBodySchema>;

export const holidayIdParamsSchema = z.object({ id: z.string() });

/** POST /api/holidays/import: the CSV file's text (date,name,kind; a header line is optional). */
export const holidayImportBodySchema = z.object({
  csv: z
    .string({ message: HOLIDAY_MESSAGES.csvEmpty })
    .max(HOLIDAY_CSV_MAX_CHARS, HOLIDAY_MESSAGES.csvTooLarge),
});
export type HolidayImportBody = z.infer<typeof holidayImportBodySchema>;

/** POST /api/holidays/national: Republic Day, Independence Day and Gandhi Jayanti of a year. */
export const holidayNationalBodySchema = z.object({ year: yearField });
export type HolidayNationalBody = z.infer<typeof holidayNationalBodySchema>;

export const holidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  /** Only on a location's own holiday (issue 42). */
  locationId: z.string().optional(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListSchema = z.array(holidaySchema);

/**
 * A row that was not added: its CSV line (1 = the file's first line), or for national holidays its place
 * in the list (1 Republic Day, 2 Independence Day, 3 Gandhi Jayanti); the message says why.
 */
export const holidayBatchErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type HolidayBatchError = z.infer<typeof holidayBatchErrorSchema>;

/** The import's and the national holidays' answer: the good rows are added, each bad one is reported. */
export const holidayBatchResultSchema = z.object({
  created: holidayListSchema,
  errors: z.array(holidayBatchErrorSchema),
});
export type HolidayBatchResult = z.infer<typeof holidayBatchResultSchema>;
