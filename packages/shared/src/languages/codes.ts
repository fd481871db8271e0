/**
 * The languages the product speaks (issue 47, docs/languages.md), zod-free: the sign-in page reads them
 * before any schema loads. Adding one is a line here, its messages file in the web and its glossary.
 */
export const LANGUAGE_CODES = ['en', 'hi', 'mr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Digits on screens and documents: Latin by default; Devanagari only if the organisation chooses them. */
export const DIGIT_STYLES = ['latin', 'devanagari'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** A fresh install: English, Latin digits (the spec's screens, unchanged). */
export const DEFAULT_ORGANISATION_LANGUAGE = { defaultLanguage: 'en', digits: 'latin' } as const;
