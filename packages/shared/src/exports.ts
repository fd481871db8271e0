import { z } from 'zod';
import { ATTENDANCE_MESSAGES } from './attendance/constants.ts';
import { MONTH_NAMES } from './payroll/schemas.ts';
import { structureCutQueryShape } from './org-structure/subtotals.ts';

/** Download formats of the attendance sheet and the salary histories (docs/exports.md). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)' };

export const EXPORT_MESSAGES = {
  failed: 'Failed to export. Please try again.',
  invalidFormat: 'Please choose CSV or Excel (xlsx).',
} as const;

const format = z.enum(EXPORT_FORMATS, EXPORT_MESSAGES.invalidFormat);

/** The sheet's on-screen filters: the month (YYYY-MM, default current) and the name/ID search. */
export const sheetExportQuerySchema = z.object({
  format,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ATTENDANCE_MESSAGES.invalidMonth)
    .optional(),
  search: z.string().max(200).optional(),
  /** Issue 42: the department and location cut, and subtotal rows after the people. */
  ...structureCutQueryShape,
});
export type SheetExportQuery = z.infer<typeof sheetExportQuerySchema>;

/** The salary filters: a month name and a year, each empty or absent for "any". */
export const salaryExportQuerySchema = z.object({
  format,
  month: z.union([z.enum(MONTH_NAMES), z.literal('')]).optional(),
  year: z
    .string()
    .regex(/^(\d{4})?$/, 'Please choose a four-digit year.')
    .optional(),
});
export type SalaryExportQuery = z.infer<typeof salaryExportQuerySchema>;

/** The sheet's search: a case-insensitive match on name and employee code; web and export share it. */
export function matchesSheetSearch(
  row: { employeeName: string; employeeCode: string },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || `${row.employeeName} ${row.employeeCode}`.toLowerCase().includes(needle);
}

/** Builds the query string of an export URL, leaving out empty filters. */
export function exportQueryString(params: Record<string, string | undefined>): string {
  // Built by hand: the shared package has no DOM or Node types, so URLSearchParams is not in scope.
  return Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
