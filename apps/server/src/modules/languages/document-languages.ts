import {
  DEFAULT_ORGANISATION_LANGUAGE,
  languageCodeSchema,
  organisationLanguageSchema,
  type OrganisationLanguage,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { DocumentLanguage } from '../../lib/i18n/document-language.ts';
import * as repo from './languages.repository.ts';

/** The organisation's setting as stored; a value that no longer parses reads as the default. */
export async function organisationLanguage(db: Queryable): Promise<OrganisationLanguage> {
  const parsed = organisationLanguageSchema.safeParse(
    await repo.organisationLanguageValue(db, repo.LANGUAGE_SETTING_KEY),
  );
  return parsed.success ? parsed.data : { ...DEFAULT_ORGANISATION_LANGUAGE };
}

/**
 * The language and digits of the documents the server writes for these people (issue 47, docs/languages.md
 * "Documents and e-mails"): each person's own language, else the organisation's default; the organisation's
 * digits. Two statements whatever the number of people (a payslip batch's chunk, a flush of e-mails).
 */
export async function documentLanguages(
  db: Queryable,
  userIds: readonly string[],
): Promise<(userId: string) => DocumentLanguage> {
  const [organisation, stored] = await Promise.all([
    organisationLanguage(db),
    repo.personLanguagesOf(db, userIds),
  ]);
  return (userId) => {
    // A language since removed from the product reads as "follow the organisation", as on the screens.
    const own = languageCodeSchema.safeParse(stored.get(userId));
    return {
      language: own.success ? own.data : organisation.defaultLanguage,
      digits: organisation.digits,
    };
  };
}
