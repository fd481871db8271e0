import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The tax year (issue 44, docs/tax-year.md). The Admin's windows of a tax year (its first calendar year):
 * the last day a person may choose their regime, the first day only verified proofs count. No row: no
 * window open, declared amounts count all year.
 */
export const taxYearWindows = pgTable('tax_year_windows', {
  taxYear: integer('tax_year').primaryKey(),
  regimeUntil: date('regime_until', { mode: 'string' }),
  proofsFrom: date('proofs_from', { mode: 'string' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A person's regime for one tax year, as they chose it or HR/Admin set it (with a reason; it then locks the
 * person's choice). No row: the payroll profile's regime (new unless HR set old), as before issue 44.
 */
export const taxRegimeChoices = pgTable(
  'tax_regime_choices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    regime: text('regime').notNull(),
    /** 'employee' or 'staff'. */
    source: text('source').notNull(),
    reason: text('reason'),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.taxYear] }),
    check('tax_regime_choices_regime', sql`${t.regime} IN ('new', 'old')`),
    check('tax_regime_choices_source', sql`${t.source} IN ('employee', 'staff')`),
  ],
);

/** One declared old-regime line per person, tax year and section; HR's verification beside it. */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    section: text('section').notNull(),
    declaredPaise: bigint('declared_paise', { mode: 'number' }).notNull(),
    /** 'declared' (not yet verified), 'accepted', 'partly', 'rejected'. */
    status: text('status').notNull().default('declared'),
    verifiedPaise: bigint('verified_paise', { mode: 'number' }),
    reason: text('reason'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_declarations_person_year_section').on(t.userId, t.taxYear, t.section),
    check('tax_declarations_declared_non_negative', sql`${t.declaredPaise} >= 0`),
    check(
      'tax_declarations_verified_non_negative',
      sql`${t.verifiedPaise} IS NULL OR ${t.verifiedPaise} >= 0`,
    ),
    check('tax_declarations_status', sql`${t.status} IN ('declared', 'accepted', 'partly', 'rejected')`),
  ],
);
