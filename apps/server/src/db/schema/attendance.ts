import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendanceStatusEnum } from './enums.ts';
import { leaveTypes } from './leave-types.ts';
import { users } from './users.ts';
import { shifts } from './work-calendar.ts';

/** One row per person per business date (ORG_TIMEZONE). */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    checkIn: timestamp('check_in', { withTimezone: true, mode: 'date' }),
    checkOut: timestamp('check_out', { withTimezone: true, mode: 'date' }),
    status: attendanceStatusEnum('status').notNull(),
    /** punch | manual | absentee-job | leave */
    source: text('source').notNull().default('punch'),
    /**
     * A day of a custom leave type (issue 40): its name beside the spec's status (a paid type 'Paid Leave', an
     * unpaid one 'Absent'); null otherwise, and for the spec's four types, whose status is their name.
     */
    leaveType: text('leave_type').references(() => leaveTypes.name, { onUpdate: 'cascade' }),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The shift the day was worked under (null: the default shift; docs/work-calendar.md). */
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** Checked in after the shift's start + grace. */
    late: boolean('late').notNull().default(false),
    /** Minutes between check-in and check-out, set at punch-out. */
    workedMinutes: integer('worked_minutes'),
    /** Changed by an approved correction request. */
    corrected: boolean('corrected').notNull().default(false),
    /** Where the punch-in came from, when punch places are set (docs/attendance.md). */
    punchLatitude: doublePrecision('punch_latitude'),
    punchLongitude: doublePrecision('punch_longitude'),
    punchPlace: text('punch_place'),
    /** An approved on-duty / work-from-home day (issue 45): 'on-duty' | 'wfh'; null otherwise. */
    workMode: text('work_mode'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_user_date_unique').on(t.userId, t.date),
    index('attendance_date_idx').on(t.date),
  ],
);
