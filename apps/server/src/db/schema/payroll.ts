import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
  },
  (t) => [
    uniqueIndex('salary_user_period_unique').on(t.userId, t.periodYear, t.periodMonth),
    check('salary_month_range', sql`${t.periodMonth} BETWEEN 1 AND 12`),
    check('salary_amount_non_negative', sql`${t.amountPaise} >= 0`),
  ],
);
