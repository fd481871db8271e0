import { z } from 'zod';

/** How many months the Admin's trends chart shows, and the most a caller may ask for. */
export const TREND_MONTHS_DEFAULT = 6;
export const TREND_MONTHS_MAX = 24;

export const attendanceTrendsQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(TREND_MONTHS_MAX).optional(),
});

/**
 * One month of the organisation (days up to today only): rows by kind, and the present rate =
 * present / (present + absent + leave) in percent with one decimal (null when nothing was recorded).
 * Leave counts Sick, Paid, Half Day and Short Leave days.
 */
export const attendanceTrendSchema = z.object({
  month: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
  leave: z.number().int(),
  presentRate: z.number().nullable(),
});
export type AttendanceTrend = z.infer<typeof attendanceTrendSchema>;
export const attendanceTrendsSchema = z.array(attendanceTrendSchema);
