import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';
import { CORRECTION_EVENTS } from './corrections.ts';

/** Ids, dates and why: never a record's times or anyone's name (docs/realtime.md). */
export const attendanceUpdatedPayloadSchema = z.object({
  userIds: z.array(z.string()),
  dates: z.array(z.string()),
  reason: z.enum(['punch-in', 'punch-out', 'manual', 'leave', 'absentee-job', 'correction']),
});
export type AttendanceUpdatedPayload = z.infer<typeof attendanceUpdatedPayloadSchema>;

export const absenteesMarkedPayloadSchema = z.object({ date: z.string(), count: z.number().int() });
export type AbsenteesMarkedPayload = z.infer<typeof absenteesMarkedPayloadSchema>;

/** Staff (and the person, for their own changes) hear of changed days; staff hear of the 11:00 run. */
export const ATTENDANCE_EVENTS = {
  attendance_updated: attendanceUpdatedPayloadSchema,
  absentees_marked: absenteesMarkedPayloadSchema,
  ...CORRECTION_EVENTS,
} as const satisfies ServerEventSchemas;
