import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * Expense claims, salary advances and loans (issue 45, docs/claims.md). Empty on a fresh install: nothing is
 * claimable until an Admin adds a category, and nothing reaches a payslip until something is approved.
 */

/** An Admin-defined expense category; limits and the mileage rate in paise (null: none). */
export const claimCategories = pgTable(
  'claim_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    perClaimLimitPaise: bigint('per_claim_limit_paise', { mode: 'number' }),
    perMonthLimitPaise: bigint('per_month_limit_paise', { mode: 'number' }),
    mileageRatePaise: bigint('mileage_rate_paise', { mode: 'number' }),
    taxable: boolean('taxable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claim_categories_name_unique').on(sql`lower(${t.name})`)],
);

/** A claim: its approval step (the approvals module's rule) and, once approved, the payroll month that pays it. */
export const expenseClaims = pgTable(
  'expense_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as CL-<number>. */
    number: serial('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending'),
    approvalStep: integer('approval_step').notNull().default(1),
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    payYear: integer('pay_year'),
    payMonth: integer('pay_month'),
  },
  (t) => [
    index('expense_claims_user_idx').on(t.userId, t.createdAt),
    index('expense_claims_pending_idx').on(t.status, t.createdAt),
    index('expense_claims_pay_idx').on(t.payYear, t.payMonth, t.userId),
    check('expense_claims_status', sql`${t.status} IN ('Pending', 'Approved', 'Rejected')`),
  ],
);

export const claimLines = pgTable(
  'claim_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => expenseClaims.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => claimCategories.id),
    /** Copied at submission: a later change of the category does not change a claim made under it. */
    categoryName: text('category_name').notNull(),
    taxable: boolean('taxable').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    distanceKm: numeric('distance_km', { precision: 7, scale: 1 }),
    description: text('description').notNull(),
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    /** What stands after the latest decision; null until someone decides. */
    approvedPaise: bigint('approved_paise', { mode: 'number' }),
    reason: text('reason'),
  },
  (t) => [
    index('claim_lines_claim_idx').on(t.claimId, t.position),
    check('claim_lines_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'claim_lines_approved_range',
      sql`${t.approvedPaise} IS NULL OR ${t.approvedPaise} BETWEEN 0 AND ${t.amountPaise}`,
    ),
  ],
);

/** Every decision on a claim or an advance: who, when, at which step, and what. */
export const moneyDecisions = pgTable(
  'money_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'claim' or 'advance'. */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    step: integer('step').notNull(),
    deciderId: uuid('decider_id').references(() => users.id, { onDelete: 'set null' }),
    deciderName: text('decider_name').notNull(),
    action: text('action').notNull(),
    note: text('note'),
    override: boolean('override').notNull().default(false),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('money_decisions_subject_idx').on(t.subjectId, t.at)],
);

/** A salary advance (asked by the person) or a loan (recorded by HR). */
export const advances = pgTable(
  'advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    instalmentCount: integer('instalment_count').notNull(),
    status: text('status').notNull().default('Pending'),
    approvalStep: integer('approval_step').notNull().default(1),
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** 'payroll' (paid out with the run of disburse_year/month) or 'separate' (HR marks it paid). */
    disbursal: text('disbursal'),
    disburseYear: integer('disburse_year'),
    disburseMonth: integer('disburse_month'),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    index('advances_user_idx').on(t.userId, t.createdAt),
    /** HR's queue under the 'hr' flow reads every pending advance (issue 45 scale), as claims' pending index. */
    index('advances_pending_idx').on(t.status, t.createdAt),
    check('advances_amount_positive', sql`${t.amountPaise} > 0`),
    check('advances_status', sql`${t.status} IN ('Pending', 'Approved', 'Rejected')`),
  ],
);

/** The recovery schedule: one row a month; recovered or carried is read from the finalised payslips. */
export const advanceInstalments = pgTable(
  'advance_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => advances.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    dueYear: integer('due_year').notNull(),
    dueMonth: integer('due_month').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    waived: boolean('waived').notNull().default(false),
    note: text('note'),
  },
  (t) => [
    index('advance_instalments_advance_idx').on(t.advanceId, t.seq),
    check('advance_instalments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
