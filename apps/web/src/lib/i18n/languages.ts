import { LANGUAGE_CODES, type LanguageCode } from '@hrms/shared';

/**
 * The languages the web speaks: the shared list (packages/shared/src/languages/codes.ts, which the server
 * checks a choice against). Adding one is a line there, a messages file and its glossary (docs/languages.md).
 */
export const LANGUAGES = LANGUAGE_CODES;
export type Language = LanguageCode;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages we speak ('hi-IN' counts as 'hi'), or undefined. */
export function pickBrowserLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
