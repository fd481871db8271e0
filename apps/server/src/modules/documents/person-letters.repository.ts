import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personLetters } from '../../db/schema/index.ts';

export type PersonLetterRow = typeof personLetters.$inferSelect;

export function insertLetter(
  db: Queryable,
  values: typeof personLetters.$inferInsert,
): Promise<PersonLetterRow> {
  return db
    .insert(personLetters)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** A person's letters, newest first. */
export function lettersOf(db: Queryable, userId: string): Promise<PersonLetterRow[]> {
  return db
    .select()
    .from(personLetters)
    .where(eq(personLetters.userId, userId))
    .orderBy(desc(personLetters.createdAt), desc(personLetters.id));
}

/** The stored files of a person's letters (erased with the person). */
export function letterKeysOf(db: Queryable, userId: string): Promise<string[]> {
  return db
    .select({ key: personLetters.storageKey })
    .from(personLetters)
    .where(eq(personLetters.userId, userId))
    .then((rows) => rows.map((row) => row.key));
}
