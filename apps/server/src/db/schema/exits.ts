import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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

/**
 * A person's exit (issue 43, docs/exit.md): a resignation the person submits, or a termination, retirement,
 * death or end of contract HR records. One open exit per person (Submitted or Accepted); a withdrawn one stays
 * for the record. The person row is kept: users.left_on ends their access from the day after.
 */
export const exits = pgTable(
  'exits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Resignation | Termination | Retirement | Death | End of contract */
    kind: text('kind').notNull(),
    /** Submitted | Accepted | Withdrawn */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** The last working day the person asked for (a resignation). */
    requestedLastDay: date('requested_last_day', { mode: 'string' }).notNull(),
    /** The decided last working day (set when accepted or recorded). */
    lastWorkingDay: date('last_working_day', { mode: 'string' }),
    /** Notice days the policy asks for, and the days short of it on the decided last day. */
    noticeDays: integer('notice_days').notNull(),
    shortfallDays: integer('shortfall_days').notNull().default(0),
    /** Recovery of the shortfall waived by HR, with the reason (null: recovered). */
    recoveryWaivedReason: text('recovery_waived_reason'),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /**
     * The approval flow's step of a submitted resignation (docs/organisation.md "Approval flows"): 1 with the
     * manager (or HR under the 'hr' flow), 2 with HR once the manager agreed under 'manager-then-hr'.
     */
    step: integer('step').notNull().default(1),
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    /** Set when the person is rehired: this exit ended an earlier employment period and stays as it was. */
    rehiredOn: date('rehired_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exits_one_open_per_person')
      .on(t.userId)
      .where(sql`${t.status} <> 'Withdrawn' AND ${t.rehiredOn} IS NULL`),
    index('exits_status_idx').on(t.status, t.createdAt),
    check(
      'exits_kind',
      sql`${t.kind} IN ('Resignation', 'Termination', 'Retirement', 'Death', 'End of contract')`,
    ),
    check('exits_status', sql`${t.status} IN ('Submitted', 'Accepted', 'Withdrawn')`),
    check('exits_notice_non_negative', sql`${t.noticeDays} >= 0 AND ${t.shortfallDays} >= 0`),
  ],
);

/**
 * The full and final settlement of an exit (issue 43): computed as a Draft (lines in paise with their rule),
 * then Final (locked). A finalised statement changes only through a new adjustment statement (kind
 * 'Adjustment', same exit), so several rows per exit but one Draft at a time.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exitId: uuid('exit_id')
      .notNull()
      .references(() => exits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Final | Adjustment */
    kind: text('kind').notNull().default('Final'),
    /** Draft | Finalised */
    status: text('status').notNull().default('Draft'),
    /** [{ code, name, paise (signed: + paid, − recovered), rule }] */
    lines: jsonb('lines').notNull().default([]),
    /** HR's explained adjustment lines: [{ name, paise, reason }] */
    adjustments: jsonb('adjustments').notNull().default([]),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** Two working days after the last working day, by the work calendar. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finalisedBy: uuid('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    finalisedAt: timestamp('finalised_at', { withTimezone: true, mode: 'date' }),
    /** An adjustment statement: the finalised statement it corrects, and why (required then). */
    adjustsId: uuid('adjusts_id').references((): AnyPgColumn => settlements.id, { onDelete: 'set null' }),
    explanation: text('explanation'),
    /** Paid on its own date (HR records the date and the bank reference); null until paid. */
    paidOn: date('paid_on', { mode: 'string' }),
    paymentReference: text('payment_reference'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 43: paid with this payroll month's run instead of on its own date (HR's choice once finalised). The
     * run's slip carries the statement; it is paid when that record is marked paid (read, never written back).
     */
    payYear: integer('pay_year'),
    payMonth: integer('pay_month'),
  },
  (t) => [
    uniqueIndex('settlements_one_draft_per_exit')
      .on(t.exitId)
      .where(sql`${t.status} = 'Draft'`),
    check('settlements_kind', sql`${t.kind} IN ('Final', 'Adjustment')`),
    check('settlements_status', sql`${t.status} IN ('Draft', 'Finalised')`),
    check('settlements_paid_when_final', sql`${t.paidOn} IS NULL OR ${t.status} = 'Finalised'`),
    check('settlements_pay_month', sql`${t.payMonth} IS NULL OR ${t.payMonth} BETWEEN 1 AND 12`),
    // The run's payees read this: finalised statements to be paid with a month's run, by person.
    index('settlements_pay_with_run').on(t.userId, t.payYear, t.payMonth).where(sql`${t.payYear} IS NOT NULL`),
    check(
      'settlements_adjustment_explained',
      sql`${t.kind} = 'Final' OR (${t.adjustsId} IS NOT NULL AND ${t.explanation} IS NOT NULL)`,
    ),
  ],
);

/**
 * An earlier employment period of a rehired person (issue 43, docs/exit.md "Rehire"): the joining date and last
 * working day it ran between and the exit that ended it. The current period is users.joined_on / left_on.
 */
export const employmentPeriods = pgTable(
  'employment_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    leftOn: date('left_on', { mode: 'string' }).notNull(),
    exitId: uuid('exit_id').references(() => exits.id, { onDelete: 'set null' }),
    rehiredOn: date('rehired_on', { mode: 'string' }).notNull(),
    rehiredBy: uuid('rehired_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('employment_periods_user_idx').on(t.userId, t.joinedOn),
    check('employment_periods_order', sql`${t.joinedOn} <= ${t.leftOn} AND ${t.leftOn} < ${t.rehiredOn}`),
  ],
);
