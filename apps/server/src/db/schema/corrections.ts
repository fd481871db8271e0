import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** Issue 42, approvals: 1, or 2 once the manager approved under 'manager-then-hr' (as leave's). */
    approvalStep: integer('approval_step').notNull().default(1),
    /** When the request reached its current step (null: when it was made). */
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    /** HR or Admin decided it while it waited for a manager (or their delegate). */
    override: boolean('override').notNull().default(false),
  },
  (t) => [
    uniqueIndex('attendance_corrections_one_pending')
      .on(t.userId, t.date)
      .where(sql`${t.state} = 'Pending'`),
    index('attendance_corrections_user_created_idx').on(t.userId, t.createdAt),
    index('attendance_corrections_state_idx').on(t.state),
  ],
);
