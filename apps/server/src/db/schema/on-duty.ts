import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * On-duty and work-from-home requests (issue 45, docs/overtime.md): the working days of [from, to] asked for,
 * decided through the approvals rule. An approval writes each day into attendance as Present with the mode
 * (attendance.work_mode) and the approver (attendance.marked_by).
 */
export const onDutyRequests = pgTable(
  'on_duty_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** on-duty | wfh */
    mode: text('mode').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** The working days of [from, to] when asked (weekly offs and holidays skipped). */
    dates: date('dates', { mode: 'string' }).array().notNull(),
    reason: text('reason').notNull(),
    /** Pending | Approved | Rejected */
    status: text('status').notNull().default('Pending'),
    decisionReason: text('decision_reason'),
    approvalStep: integer('approval_step').notNull().default(1),
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    override: boolean('override').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('on_duty_requests_user_idx').on(t.userId, t.fromDate),
    index('on_duty_requests_pending_idx').on(t.status, t.createdAt),
    check('on_duty_requests_status', sql`${t.status} IN ('Pending', 'Approved', 'Rejected', 'Cancelled')`),
    check('on_duty_requests_mode', sql`${t.mode} IN ('on-duty', 'wfh')`),
    check('on_duty_requests_range', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
