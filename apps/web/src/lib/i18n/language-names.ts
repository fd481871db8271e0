import type { Language } from './languages';

/** Each language's name written in itself, as the picker shows it (not on the sign-in path's first download). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** The languages whose font (Noto Sans Devanagari) loads with them; Latin ships with the app. */
export const DEVANAGARI_LANGUAGES: readonly Language[] = ['hi', 'mr'];
