import { useSyncExternalStore } from 'react';
import { currentLanguage, snapshot, subscribe, translate } from './store';
import type { Language } from './languages';

/** The active language's lookup; re-renders the component when the language or its file changes. */
export function useT(): { t: typeof translate; language: Language } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: translate, language: currentLanguage() };
}
