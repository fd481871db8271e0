import { DEVANAGARI_LANGUAGES } from './language-names';
import type { Language } from './languages';
import { formatIcu } from './icu';
import type { Catalogue } from './keys';

/**
 * A language's file, its font and the ICU runtime, fetched together when the language is chosen. One
 * module behind one dynamic import, so the sign-in path carries a single import for all of it.
 */
export async function loadLanguage(language: Exclude<Language, 'en'>): Promise<{
  catalogue: Catalogue;
  format: typeof formatIcu;
}> {
  const [catalogue] = await Promise.all([
    language === 'hi' ? import('./messages/hi').then((m) => m.HI) : import('./messages/mr').then((m) => m.MR),
    DEVANAGARI_LANGUAGES.includes(language) ? import('./devanagari-font') : undefined,
  ]);
  return { catalogue, format: formatIcu };
}
