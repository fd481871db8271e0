import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Proof files a person attaches to their own declared lines of a tax year (issue 44, docs/tax-year.md "Proofs"):
 * `line` is a section code (S123 ...), RENT or PREVIOUS. The file lives in the private storage under `storage_key`;
 * HR's verification stays on the line itself (tax_declarations, tax_rent_declarations, tax_previous_employment).
 */
export const taxProofs = pgTable(
  'tax_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    line: text('line').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_proofs_person_year').on(t.userId, t.taxYear),
    check('tax_proofs_size', sql`${t.sizeBytes} > 0`),
  ],
);
