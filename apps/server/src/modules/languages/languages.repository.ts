import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personLanguages } from '../../db/schema/index.ts';

/** The organisation's language setting's key in org_settings (issue 47). */
export const LANGUAGE_SETTING_KEY = 'language';

/** A person's stored language code, or undefined when they follow the organisation. */
export async function personLanguage(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: personLanguages.language })
    .from(personLanguages)
    .where(eq(personLanguages.userId, userId));
  return row?.language;
}

/** The stored language codes of these people (one statement); those who follow the organisation are absent. */
export async function personLanguagesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: personLanguages.userId, language: personLanguages.language })
    .from(personLanguages)
    .where(inArray(personLanguages.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.language]));
}

/** Stores a person's language, or removes it (null: follow the organisation). */
export async function writePersonLanguage(
  db: Queryable,
  userId: string,
  language: string | null,
  at: Date,
): Promise<void> {
  if (language === null) {
    await db.delete(personLanguages).where(eq(personLanguages.userId, userId));
    return;
  }
  await db
    .insert(personLanguages)
    .values({ userId, language, updatedAt: at })
    .onConflictDoUpdate({ target: personLanguages.userId, set: { language, updatedAt: at } });
}

// The organisation's setting is read and written through db/org-settings.repository.ts (readSetting,
// writeSetting) under LANGUAGE_SETTING_KEY, as every other organisation setting is.
export { readSetting as organisationLanguageValue, writeSetting } from '../../db/org-settings.repository.ts';
