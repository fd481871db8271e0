import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from '../exports.ts';
import { structureCutQueryShape, structureSubtotalsSchema } from '../org-structure/subtotals.ts';

/*
 * Everyone's leave balances (issue 42, docs/leave.md "Leave balances by department and location"): the
 * days available of each type with a quota, read from the leave ledger of the leave year, cut by
 * department and location and added up per department and per location. HR and Admin.
 */

const year = z.coerce
  .number({ message: 'Please choose a year between 2000 and 2100.' })
  .int('Please choose a year between 2000 and 2100.')
  .min(2000, 'Please choose a year between 2000 and 2100.')
  .max(2100, 'Please choose a year between 2000 and 2100.');

/** GET /api/{admin,hr}/leave-balances: the leave year (default the current one), the cut, the subtotals. */
export const balancesReportQuerySchema = z.object({ year: year.optional(), ...structureCutQueryShape });
export type BalancesReportQuery = z.infer<typeof balancesReportQuerySchema>;

/** GET /api/{admin,hr}/leave-balances/export: the same, as CSV or XLSX (subtotal rows after the people). */
export const balancesReportExportQuerySchema = balancesReportQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat),
});
export type BalancesReportExportQuery = z.infer<typeof balancesReportExportQuerySchema>;

export const balancesReportRowSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  /** Days available by leave type (types with a quota only). */
  available: z.record(z.string(), z.number()),
});
export type BalancesReportRow = z.infer<typeof balancesReportRowSchema>;

export const balancesReportSchema = z.object({
  /** The leave year (the year it starts in), its first and last day, and the day the placements are read. */
  year: z.number().int(),
  from: z.string(),
  to: z.string(),
  asOf: z.string(),
  /** The leave types with a quota, in the policy's order: the columns. */
  types: z.array(z.string()),
  rows: z.array(balancesReportRowSchema),
  subtotals: structureSubtotalsSchema.optional(),
});
export type BalancesReport = z.infer<typeof balancesReportSchema>;
