import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    check('leave_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_single_day_unless_sick', sql`${t.type} = 'Sick Leave' OR ${t.endDate} = ${t.startDate}`),
    index('leave_user_start_idx').on(t.userId, t.startDate),
    index('leave_status_idx').on(t.status),
  ],
);
