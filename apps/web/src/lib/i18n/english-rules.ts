import type { MessageKey, MessageValues } from './keys';
import { translate } from './store';

/**
 * A screen's shared rule messages in the person's language: `rules` pairs each English message (the form's own
 * check, or the server's answer, which sends the same English) with its key. The lookup gives the translation,
 * or undefined for any other text (the caller shows that as it came).
 */
export function englishRules(rules: readonly (readonly [english: string, key: MessageKey])[]) {
  const byEnglish = new Map(rules);
  return (message: string, values?: MessageValues): string | undefined => {
    const key = byEnglish.get(message);
    return key ? translate(key, values) : undefined;
  };
}
