import { z } from 'zod';

/*
 * Import of past attendance from a CSV (issue 40; docs/attendance.md "Import of past attendance"). The file
 * is sent as text in a JSON body, checked whole (a dry run answers every row's problem), and applied in one
 * transaction only when no row has one.
 */
export const ATTENDANCE_IMPORT_MAX_CHARS = 1_000_000;
export const ATTENDANCE_IMPORT_MAX_ROWS = 10_000;
export const ATTENDANCE_IMPORT_TEMPLATE =
  'employee,date,status,checkIn,checkOut\r\nravi@example.com,2026-11-02,Present,09:30,18:00\r\nEMP-0002,2026-11-02,Absent,,\r\n';

export const attendanceImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(ATTENDANCE_IMPORT_MAX_CHARS, 'The file is too large: at most 1 MB.'),
  dryRun: z.boolean().default(true),
});
export type AttendanceImportRequest = z.input<typeof attendanceImportRequestSchema>;

export const attendanceImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Rows written (or that would be, in a dry run). */
  imported: z.number().int(),
  /** Rows whose day already holds a punch, approved leave or an approved correction: kept as they are. */
  kept: z.number().int(),
  /** Each refused row: its line in the file (the header is line 1) and why. Any error: nothing is written. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type AttendanceImportResult = z.infer<typeof attendanceImportResultSchema>;
