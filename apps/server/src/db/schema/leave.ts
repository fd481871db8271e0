import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leaveStatusEnum } from './enums.ts';
import { leaveTypes } from './leave-types.ts';
import { users } from './users.ts';

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A leave type's name (leave_types; the spec's four or a custom one). */
    type: text('type')
      .notNull()
      .references(() => leaveTypes.name, { onUpdate: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    status: leaveStatusEnum('status').notNull().default('Pending'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Days it takes from its balance in hundredths (issue 20): working days × weight + sandwiched days. */
    daysHundredths: integer('days_hundredths').notNull().default(0),
    /** Of those, days beyond the balance taken as unpaid (loss of pay), in hundredths. */
    unpaidHundredths: integer('unpaid_hundredths').notNull().default(0),
    /** Weekly offs and holidays the sandwich rule counts as leave. */
    sandwichDates: date('sandwich_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** A one-day request of a custom type that allows half days (issue 40): half the day, 0.5 from the balance. */
    halfDay: boolean('half_day').notNull().default(false),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Issue 42, approvals: 1, or 2 once the manager approved under 'manager-then-hr' (docs/organisation.md). */
    approvalStep: integer('approval_step').notNull().default(1),
    /** When the request reached its current step (null: when it was made). */
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    /** HR or Admin decided it while it waited for a manager (or their delegate). */
    override: boolean('override').notNull().default(false),
  },
  (t) => [
    check('leave_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    // The spec's one-day rule binds the spec's one-day types; a custom type's multiDay flag is the server's.
    check(
      'leave_single_day_spec_types',
      sql`${t.type} NOT IN ('Paid Leave', 'Short Leave', 'Half Day') OR ${t.endDate} = ${t.startDate}`,
    ),
    index('leave_user_start_idx').on(t.userId, t.startDate),
    index('leave_status_idx').on(t.status),
  ],
);
