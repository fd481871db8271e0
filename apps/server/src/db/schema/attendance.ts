import { index, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { attendanceStatusEnum } from './enums.ts';
import { users } from './users.ts';

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
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_user_date_unique').on(t.userId, t.date),
    index('attendance_date_idx').on(t.date),
  ],
);
