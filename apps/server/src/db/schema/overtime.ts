import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One overtime claim per person per day (issue 45, docs/overtime.md): made from the punches when the day's
 * punch-out (or a correction) is announced, while it is pending it follows the day's punches; once decided it
 * is fixed. An approval stores its rate and amount and the payroll month it is paid in (never a finalised one).
 */
export const overtimeClaims = pgTable(
  'overtime_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    shiftName: text('shift_name').notNull(),
    claimedMinutes: integer('claimed_minutes').notNull(),
    approvedMinutes: integer('approved_minutes'),
    /** Pending | Approved | Rejected */
    status: text('status').notNull().default('Pending'),
    /** The decider's reason: for fewer minutes than claimed, or for a rejection. */
    reason: text('reason'),
    approvalStep: integer('approval_step').notNull().default(1),
    stepSince: timestamp('step_since', { withTimezone: true, mode: 'date' }),
    override: boolean('override').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    payYear: integer('pay_year'),
    payMonth: integer('pay_month'),
    hourlyRatePaise: bigint('hourly_rate_paise', { mode: 'number' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * 'comp-off' (docs/overtime.md "Compensatory off"): a worked weekly off or holiday earning, once approved,
     * a credit of compOffHundredths (100 or 50) in the leave ledger, usable until compOffExpiresOn; never paid.
     */
    kind: text('kind').notNull().default('overtime'),
    compOffHundredths: integer('comp_off_hundredths'),
    compOffExpiresOn: date('comp_off_expires_on', { mode: 'string' }),
    /** When the week-before reminder of the credit's expiry was sent (once). */
    compOffRemindedAt: timestamp('comp_off_reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('overtime_claims_user_date_unique').on(t.userId, t.date),
    index('overtime_claims_pending_idx').on(t.status, t.createdAt),
    index('overtime_claims_pay_idx').on(t.payYear, t.payMonth),
    index('overtime_claims_comp_off_idx').on(t.kind, t.compOffExpiresOn),
    check('overtime_claims_kind', sql`${t.kind} IN ('overtime', 'comp-off')`),
    check('overtime_claims_status', sql`${t.status} IN ('Pending', 'Approved', 'Rejected')`),
    check('overtime_claims_minutes', sql`${t.claimedMinutes} > 0 AND ${t.workedMinutes} >= 0`),
    check(
      'overtime_claims_approved_minutes',
      sql`${t.approvedMinutes} IS NULL OR (${t.approvedMinutes} > 0 AND ${t.approvedMinutes} <= ${t.claimedMinutes})`,
    ),
  ],
);
