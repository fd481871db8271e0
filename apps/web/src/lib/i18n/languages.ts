/**
 * The languages the web speaks (docs/languages.md). Adding one is a messages file, a line here and its
 * glossary: nothing else in the app names a language.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

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
