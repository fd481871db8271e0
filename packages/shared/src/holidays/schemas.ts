import { z } from 'zod';

export const HOLIDAY_KINDS = ['public', 'optional'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const HOLIDAY_MESSAGES = {
  invalidYear: 'Please choose a year between 2000 and 2100.',
} as const;

/** GET /api/holidays?year=YYYY: the year defaults to the current one in the organisation's timezone. */
export const holidayYearQuerySchema = z.object({
  year: z.coerce
    .number({ message: HOLIDAY_MESSAGES.invalidYear })
    .int(HOLIDAY_MESSAGES.invalidYear)
    .min(2000, HOLIDAY_MESSAGES.invalidYear)
    .max(2100, HOLIDAY_MESSAGES.invalidYear)
    .optional(),
});

export const holidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListSchema = z.array(holidaySchema);
