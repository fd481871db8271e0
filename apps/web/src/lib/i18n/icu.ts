import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './languages';
import type { MessageValues } from './keys';

/**
 * Lingui formats the ICU messages (plurals, select, numbers and dates by the language's rules). It loads
 * with the dashboard's code or with a language other than English, never on the sign-in path. Messages are
 * compiled here on first use (the compiler is in this chunk only), one Lingui instance per language.
 */
const instances = new Map<Language, ReturnType<typeof setupI18n>>();

function instanceFor(language: Language) {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(language, i18n);
  }
  return i18n;
}

export function formatIcu(language: Language, key: string, message: string, values: MessageValues): string {
  const i18n = instanceFor(language);
  if (i18n.messages[key] === undefined) i18n.load(language, { [key]: message });
  return i18n._(key, values);
}
