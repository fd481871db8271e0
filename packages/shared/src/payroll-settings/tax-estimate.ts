import { z } from 'zod';
import { PAYROLL_SETTINGS_MESSAGES, TAX_REGIMES } from './schemas.ts';

/** GET /api/payroll/tax-estimate?income=&regime=: annual salary income in rupees. */
export const taxEstimateQuerySchema = z.object({
  income: z.coerce
    .string({ message: PAYROLL_SETTINGS_MESSAGES.income })
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, PAYROLL_SETTINGS_MESSAGES.income)
    .transform(Number)
    .pipe(z.number().max(1e10, PAYROLL_SETTINGS_MESSAGES.income)),
  regime: z.enum(TAX_REGIMES, { message: PAYROLL_SETTINGS_MESSAGES.regime }).default('new'),
  /** The tax year's first calendar year (2026 = FY 2026-27); default: the current one. */
  fy: z.coerce
    .number({ message: PAYROLL_SETTINGS_MESSAGES.fy })
    .int(PAYROLL_SETTINGS_MESSAGES.fy)
    .min(2025, PAYROLL_SETTINGS_MESSAGES.fy)
    .max(2100, PAYROLL_SETTINGS_MESSAGES.fy)
    .optional(),
});
export const taxEstimateSchema = z.object({
  taxableIncome: z.number(),
  slabTax: z.number(),
  rebate: z.number(),
  marginalRelief: z.number(),
  cess: z.number(),
  totalTax: z.number(),
});
export type TaxEstimate = z.infer<typeof taxEstimateSchema>;
