import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * House rent a person declares for a tax year (issue 44, docs/tax-year.md "HRA exemption"): the monthly rent,
 * the city (metro or not is the statutory data's), the landlord (PAN needed above the rules' yearly rent).
 * HR verifies it as the other declared lines: accepted, in part (a lower monthly rent), rejected.
 */
export const taxRentDeclarations = pgTable(
  'tax_rent_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    monthlyRentPaise: bigint('monthly_rent_paise', { mode: 'number' }).notNull(),
    city: text('city').notNull(),
    landlordName: text('landlord_name'),
    landlordPan: text('landlord_pan'),
    /** 'declared', 'accepted', 'partly', 'rejected' (as tax_declarations). */
    status: text('status').notNull().default('declared'),
    /** The monthly rent HR accepted. */
    verifiedPaise: bigint('verified_paise', { mode: 'number' }),
    reason: text('reason'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_rent_person_year').on(t.userId, t.taxYear),
    check('tax_rent_non_negative', sql`${t.monthlyRentPaise} >= 0`),
    check('tax_rent_status', sql`${t.status} IN ('declared', 'accepted', 'partly', 'rejected')`),
  ],
);

/**
 * Income from an earlier employer in the same tax year (a joiner), as the person declares it from that
 * employer's certificate; counted in the projection once HR has accepted it.
 */
export const taxPreviousEmployment = pgTable(
  'tax_previous_employment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    employerName: text('employer_name').notNull(),
    employerTan: text('employer_tan'),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    /** 'declared', 'accepted', 'rejected'. */
    status: text('status').notNull().default('declared'),
    reason: text('reason'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_previous_person_year').on(t.userId, t.taxYear),
    check('tax_previous_non_negative', sql`${t.grossPaise} >= 0 AND ${t.tdsPaise} >= 0`),
    check('tax_previous_status', sql`${t.status} IN ('declared', 'accepted', 'rejected')`),
  ],
);

/**
 * Year-to-date paid elsewhere (issue 43's year-to-date import): per person and month of the tax year before
 * their first payslip here, in paise. Summed into the same place as an accepted earlier employment: the TDS
 * projection's year so far and the certificate's earlier-employer figures.
 */
export const taxYearToDate = pgTable(
  'tax_year_to_date',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    pfPaise: bigint('pf_paise', { mode: 'number' }).notNull(),
    ptPaise: bigint('pt_paise', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_year_to_date_person_month').on(t.userId, t.month),
    check(
      'tax_year_to_date_non_negative',
      sql`${t.grossPaise} >= 0 AND ${t.tdsPaise} >= 0 AND ${t.pfPaise} >= 0 AND ${t.ptPaise} >= 0`,
    ),
  ],
);

/**
 * Form 130 Part A (issue 44, docs/tax-year.md "Form 130 Part A"): the PDF from TRACES matched to a person by the
 * PAN in its file name, one per person and tax year (a re-upload replaces it, audited), kept in private storage.
 * The file name is kept with its PAN masked.
 */
export const taxForm130PartA = pgTable(
  'tax_form130_part_a',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    pages: integer('pages').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_form130_part_a_person_year').on(t.userId, t.taxYear)],
);
