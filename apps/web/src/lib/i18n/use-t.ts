import { useSyncExternalStore } from 'react';
import type { DigitStyle } from '@hrms/shared';
import { currentDigits, currentLanguage, snapshot, subscribe, translate } from './store';
import type { Language } from './languages';

/** The active language's lookup; re-renders the component when the language or its file changes. */
export function useT(): { t: typeof translate; language: Language; digits: DigitStyle } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: translate, language: currentLanguage(), digits: currentDigits() };
}
