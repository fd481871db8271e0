import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's own language for the screens (issue 47, docs/languages.md); no row: they follow the
 * organisation's default (org_settings key 'language'). The code is checked by the contract (zod), not by a
 * constraint, so adding a language needs no migration. Removed with the person.
 */
export const personLanguages = pgTable('person_languages', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
