import { z } from 'zod';

/** The one error body every 4xx and 5xx answer carries. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const publicConfigSchema = z.object({
  orgName: z.string(),
  orgTimezone: z.string(),
  weeklyOff: z.array(z.number().int().min(0).max(6)),
  punchInWindow: z.object({ start: z.string(), end: z.string() }),
  /** The server's clock (ISO instant): the browser follows it rather than the device's own clock. */
  serverTime: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export { API_TIMEOUT_MS, PAGE_SIZE, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './limits.ts';
