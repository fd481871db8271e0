import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One salary record (and slip) per person per pay period; regenerating replaces it. */
export const salaryRecords = pgTable(
  'salary_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodYear: integer('period_year').notNull(),
    periodMonth: integer('period_month').notNull(),
    /** 'Month YYYY' as the spec shows it, e.g. 'October 2025'. */
    month: text('month').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    baseSalaryPaise: bigint('base_salary_paise', { mode: 'number' }).notNull(),
    breakdown: jsonb('breakdown').notNull().default({}),
    status: text('status').notNull().default('Generated'),
    slipKey: text('slip_key'),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Paid before the month ended: the last day read from attendance, later days presumed present. */
    attendanceUpTo: date('attendance_up_to', { mode: 'string' }),
    /** Taken back here for the previous month's presumed days that turned out unpaid (docs/payroll.md). */
    lopAdjustmentPaise: bigint('lop_adjustment_paise', { mode: 'number' }).notNull().default(0),
    /** { month, year, monthNumber, duePaise, days: [{ date, status, unpaidQuarters }] } or null. */
    lopAdjustment: jsonb('lop_adjustment'),
  },
  (t) => [
    uniqueIndex('salary_user_period_unique').on(t.userId, t.periodYear, t.periodMonth),
    check('salary_month_range', sql`${t.periodMonth} BETWEEN 1 AND 12`),
    check('salary_amount_non_negative', sql`${t.amountPaise} >= 0`),
    check('salary_lop_adjustment_non_negative', sql`${t.lopAdjustmentPaise} >= 0`),
  ],
);
