import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LeavePolicyBody } from '@hrms/shared';
import { leaveLedgerKindEnum } from './enums.ts';
import { leaveTypes } from './leave-types.ts';
import { leaveRequests } from './leave.ts';
import { users } from './users.ts';

/**
 * A leave type's policy from a date on (issue 20, docs/leave.md). The latest version on or before a date is
 * in force then; a change adds a version (one a day a type: the same day's is replaced), so accruals already
 * in the ledger are never rewritten. No row for a type: the fresh install's unlimited defaults.
 */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type')
      .notNull()
      .references(() => leaveTypes.name, { onUpdate: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The policy's fields as the contract's leavePolicyBodySchema checks them. */
    policy: jsonb('policy').$type<LeavePolicyBody>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leave_policies_type_from_unique').on(t.type, t.effectiveFrom)],
);

/** Organisation-wide leave settings: one row at most (none: the calendar year). */
export const leaveSettings = pgTable(
  'leave_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** 1 (January-December) or 4 (April-March). */
    yearStartMonth: smallint('year_start_month').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('leave_settings_single_row', sql`${t.id} = 1`),
    check('leave_settings_year_start', sql`${t.yearStartMonth} IN (1, 4)`),
  ],
);

/**
 * Every change to a balance (docs/leave.md): signed days in hundredths, on the business date it counts.
 * Rows that time writes (accrual, carry-forward, lapse) carry a period key, unique per person and type, so a
 * job, a second instance and a read that catches up all write each one once.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type')
      .notNull()
      .references(() => leaveTypes.name, { onUpdate: 'cascade' }),
    kind: leaveLedgerKindEnum('kind').notNull(),
    daysHundredths: integer('days_hundredths').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    leaveId: uuid('leave_id').references(() => leaveRequests.id, { onDelete: 'set null' }),
    periodKey: text('period_key'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_ledger_period_unique').on(t.userId, t.type, t.periodKey),
    index('leave_ledger_user_date_idx').on(t.userId, t.date),
    index('leave_ledger_leave_idx').on(t.leaveId),
  ],
);
