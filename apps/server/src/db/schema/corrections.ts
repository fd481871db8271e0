import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, jsonb } from 'drizzle-orm/pg-core';
import { attendanceStatusEnum } from './enums.ts';
import { users } from './users.ts';

export const correctionStateEnum = pgEnum('correction_state', ['Pending', 'Approved', 'Rejected']);

/** A person's request to correct one of their own past days (docs/attendance.md, corrections). */
export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    checkIn: timestamp('check_in', { withTimezone: true, mode: 'date' }),
    checkOut: timestamp('check_out', { withTimezone: true, mode: 'date' }),
    status: attendanceStatusEnum('status'),
    reason: text('reason').notNull(),
    state: correctionStateEnum('state').notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    /** The attendance row as it was when approved (null: there was none). */
    before: jsonb('before'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_corrections_one_pending')
      .on(t.userId, t.date)
      .where(sql`${t.state} = 'Pending'`),
    index('attendance_corrections_user_created_idx').on(t.userId, t.createdAt),
    index('attendance_corrections_state_idx').on(t.state),
  ],
);
