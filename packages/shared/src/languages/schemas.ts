import { z } from 'zod';
import { DIGIT_STYLES, LANGUAGE_CODES } from './codes.ts';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export const digitStyleSchema = z.enum(DIGIT_STYLES);

/** The organisation's default language and digits (the Admin's setting). */
export const organisationLanguageSchema = z.object({
  defaultLanguage: languageCodeSchema,
  digits: digitStyleSchema,
});
export type OrganisationLanguage = z.infer<typeof organisationLanguageSchema>;

/** A person's own choice (null: they follow the organisation's default) and what applies to them. */
export const personLanguageSchema = z.object({
  language: languageCodeSchema.nullable(),
  organisation: organisationLanguageSchema,
});
export type PersonLanguage = z.infer<typeof personLanguageSchema>;

export const setPersonLanguageSchema = z.object({ language: languageCodeSchema.nullable() });
export type SetPersonLanguage = z.infer<typeof setPersonLanguageSchema>;
