import { z } from 'zod';
import { isoDate } from './schemas.ts';
import { MANUAL_MARK_API_STATUSES, ATTENDANCE_MESSAGES } from './constants.ts';

/*
 * The organisation's go-live date and bulk marking (issue 40, docs/attendance.md "Go-live and bulk
 * marking"). The go-live date is its own org_settings row (key `go-live`), not part of the organisation
 * profile: unset (a fresh install) changes nothing; set, working days before it without a row are paid as
 * present and the absentee run never marks them.
 */
export const GO_LIVE_SETTINGS_KEY = 'go-live';

export const goLiveSchema = z.object({ goLive: isoDate.nullable() });
export type GoLiveSetting = z.infer<typeof goLiveSchema>;

export const BULK_MARK_MAX_DAYS = 62;
export const BULK_MARK_MAX_PEOPLE = 5000;

export const BULK_MARK_MESSAGES = {
  range: `Give from and to (YYYY-MM-DD), from not after to, at most ${BULK_MARK_MAX_DAYS} days.`,
  people: 'Choose everyone or at least one person.',
  future: 'Attendance cannot be marked for a future date.',
  unknownPeople: 'Some of the chosen people were not found.',
  done: (marked: number, skipped: number) =>
    `Marked ${marked} day(s); skipped ${skipped} weekly off/holiday day(s).`,
  goLiveSaved: 'Go-live date saved.',
} as const;

/**
 * A date range x everyone or the chosen people, one status (the manual-mark API's, Present included).
 * `dryRun` answers the same summary without writing (the dialog's preview count).
 */
export const bulkMarkRequestSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    everyone: z.boolean().default(false),
    employeeIds: z.array(z.uuid('Please choose an employee.')).max(BULK_MARK_MAX_PEOPLE).default([]),
    status: z.enum(MANUAL_MARK_API_STATUSES, ATTENDANCE_MESSAGES.invalidStatus),
    dryRun: z.boolean().default(false),
  })
  .refine((b) => b.from <= b.to, { message: BULK_MARK_MESSAGES.range })
  .refine((b) => b.everyone || b.employeeIds.length > 0, { message: BULK_MARK_MESSAGES.people });
export type BulkMarkRequest = z.input<typeof bulkMarkRequestSchema>;

export const bulkMarkResultSchema = z.object({
  dryRun: z.boolean(),
  people: z.number().int(),
  /** Person-days written (or that would be). */
  marked: z.number().int(),
  /** Person-days on a weekly off or holiday of the person's calendar. */
  skippedOffDays: z.number().int(),
  /** Person-days before the person joined. */
  skippedBeforeJoining: z.number().int(),
  /** Person-days kept as they are: a punch (check-in), approved leave or an approved correction. */
  kept: z.number().int(),
  /** Person-days whose earlier mark (a manual mark or the absentee run's Absent) is replaced. */
  replaced: z.number().int(),
});
export type BulkMarkResult = z.infer<typeof bulkMarkResultSchema>;
