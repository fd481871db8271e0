import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
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
    /** Issue 21: the record's pay breakdown in paise (breakdown.ts PayBreakdown); null on older records. */
    payBreakdown: jsonb('pay_breakdown'),
    /**
     * Issue 22: set when the slip is generated (the month is finalised for the person: attendance, leave and
     * corrections up to attendance_up_to are locked), cleared when an Admin reopens the period.
     */
    finalisedAt: timestamp('finalised_at', { withTimezone: true, mode: 'date' }),
    /** Issue 22: the payment date when the Admin marked the record paid (status 'Paid'). */
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('salary_user_period_unique').on(t.userId, t.periodYear, t.periodMonth),
    // Everyone's records newest first, a page at a time (read backwards; docs/paging.md).
    index('salary_records_newest_idx').on(t.generatedAt, t.periodYear, t.periodMonth),
    check('salary_month_range', sql`${t.periodMonth} BETWEEN 1 AND 12`),
    check('salary_amount_non_negative', sql`${t.amountPaise} >= 0`),
    check('salary_lop_adjustment_non_negative', sql`${t.lopAdjustmentPaise} >= 0`),
  ],
);

/**
 * A person's payroll profile (issue 21, docs/payroll.md): identity numbers as given (masking is the
 * presenter's), work state and gender for Professional Tax, the tax regime. No row: nothing set, new regime.
 */
export const payrollProfiles = pgTable(
  'payroll_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pan: text('pan'),
    uan: text('uan'),
    /** Only the last four digits of an Aadhaar number are kept (docs/privacy.md), never the whole number. */
    aadhaarLast4: text('aadhaar_last4'),
    esiNumber: text('esi_number'),
    workState: text('work_state'),
    gender: text('gender'),
    bankAccount: text('bank_account'),
    ifsc: text('ifsc'),
    taxRegime: text('tax_regime').notNull().default('new'),
    pfOnFullWages: boolean('pf_on_full_wages').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('payroll_profiles_regime', sql`${t.taxRegime} IN ('new', 'old')`),
    check(
      'payroll_profiles_aadhaar_last4',
      sql`${t.aadhaarLast4} IS NULL OR ${t.aadhaarLast4} ~ '^[0-9]{4}$'`,
    ),
    check('payroll_profiles_gender', sql`${t.gender} IS NULL OR ${t.gender} IN ('male', 'female', 'other')`),
  ],
);

/**
 * Effective-dated monthly gross (docs/payroll.md, "Revisions"): the latest revision on or before a day is
 * the gross of that day; before a person's first revision, users.base_salary_paise. One revision a day.
 */
export const salaryRevisions = pgTable(
  'salary_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    monthlyGrossPaise: bigint('monthly_gross_paise', { mode: 'number' }).notNull(),
    /** The person's own split (a partial structure template), or null: the organisation's template. */
    override: jsonb('override'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_revisions_user_from_unique').on(t.userId, t.effectiveFrom),
    check('salary_revisions_gross_positive', sql`${t.monthlyGrossPaise} > 0`),
  ],
);
