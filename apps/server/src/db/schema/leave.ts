import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leaveStatusEnum, leaveTypeEnum } from './enums.ts';
import { users } from './users.ts';

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: leaveTypeEnum('type').notNull(),
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
    cancellationReason: text('cancellation_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('leave_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_single_day_unless_sick', sql`${t.type} = 'Sick Leave' OR ${t.endDate} = ${t.startDate}`),
    index('leave_user_start_idx').on(t.userId, t.startDate),
    index('leave_status_idx').on(t.status),
  ],
);
