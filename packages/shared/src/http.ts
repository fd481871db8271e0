import { z } from 'zod';
import { ERROR_CODES } from './http/error-codes.ts';

/** The one error body every 4xx and 5xx answer carries: the message for people, the code for programs. */
export const errorResponseSchema = z.object({ message: z.string(), code: z.enum(ERROR_CODES).optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: each dependency's state; any other than ok or 'not configured' answers 503. */
export const READINESS_CHECKS = ['database', 'migrations', 'redis', 'storage'] as const;
export const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.record(z.enum(READINESS_CHECKS), z.enum(['ok', 'not configured'])),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const publicConfigSchema = z.object({
  orgName: z.string(),
  /** The organisation's logo (`/api/organisation/logo?v=...`) once an Admin uploads one; the sidebar shows it. */
  orgLogoUrl: z.string().nullable().optional(),
  orgTimezone: z.string(),
  weeklyOff: z.array(z.number().int().min(0).max(6)),
  punchInWindow: z.object({ start: z.string(), end: z.string() }),
  /** The server's clock (ISO instant): the browser follows it rather than the device's own clock. */
  serverTime: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export { API_TIMEOUT_MS, PAGE_SIZE, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './limits.ts';
