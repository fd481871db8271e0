import { EN_SIGN_IN } from './messages/en-signin';
import { isLanguage, pickBrowserLanguage, type Language } from './languages';
import type { DigitStyle } from '@hrms/shared';
import type { Catalogue, MessageKey, MessageValues } from './keys';

/**
 * The active language and its messages, outside React so toasts and lists read them too.
 * The sign-in path holds only this file and the sign-in page's English (docs/decisions.md, "Languages"):
 * the ICU runtime (Lingui, icu.ts) and every other language load on demand.
 */
type IcuFormat = (language: Language, key: string, message: string, values: MessageValues) => string;

const STORAGE_KEY = 'hrms.language';
const english: Partial<Record<MessageKey, string>> = { ...EN_SIGN_IN };
const loaded: Partial<Record<Language, Partial<Catalogue>>> = {};
let language: Language = 'en';
let icu: IcuFormat | undefined;
let digits: DigitStyle = 'latin';
/** Set while someone is signed in: a choice made in the picker is saved on their profile too. */
let saveChoice: ((language: Language) => void) | undefined;
let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** {name} filled from values: all the sign-in page's English needs before the ICU runtime is in. */
function fillPlain(message: string, values: MessageValues | undefined): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The message in the active language, the English when a translation is not loaded yet. */
export function translate(key: MessageKey, values?: MessageValues): string {
  const own = language === 'en' ? undefined : loaded[language]?.[key];
  const message = own ?? english[key] ?? key;
  const shownIn: Language = own === undefined ? 'en' : language;
  return icu ? icu(shownIn, key, message, values ?? {}) : fillPlain(message, values);
}

/** A key built at run time (a tab's id): its message, or the fallback when no file has that key. */
export function translateOr(key: string, fallback: string, values?: MessageValues): string {
  return key in english ? translate(key as MessageKey, values) : fallback;
}

export function currentLanguage(): Language {
  return language;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every language or catalogue change, so hooks re-render. */
export function snapshot(): number {
  return version;
}

/** Adds English messages (the dashboard's, when its code loads) and the ICU formatter beside them. */
export function registerEnglish(messages: Partial<Catalogue>, format: IcuFormat): void {
  Object.assign(english, messages);
  icu = format;
  notify();
}

async function loadCatalogue(next: Language): Promise<void> {
  if (next === 'en' || loaded[next]) return;
  const { catalogue, format } = await import('./load').then((m) => m.loadLanguage(next));
  loaded[next] = catalogue;
  icu = format;
}

/**
 * Switches the language: loads its file (and font) first, then re-renders, so nobody sees half a page
 * in each. The choice is kept on this device; the profile's choice (when signed in) is the server's.
 */
export async function setLanguage(next: Language, remember = true): Promise<void> {
  await loadCatalogue(next);
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A private window without storage keeps the choice for this visit only.
    }
  }
  notify();
}

/** The organisation's digits (Latin unless an Admin chose Devanagari): formatters read them. */
export function currentDigits(): DigitStyle {
  return digits;
}

export function setDigits(next: DigitStyle): void {
  if (next === digits) return;
  digits = next;
  notify();
}

/** The signed-in screens register where a choice is saved (the person's profile); undefined when signed out. */
export function setChoiceSaver(save: ((language: Language) => void) | undefined): void {
  saveChoice = save;
}

/** A choice made in the picker: shown at once, kept on this device and, when signed in, on the profile. */
export async function chooseLanguage(next: Language): Promise<void> {
  await setLanguage(next);
  saveChoice?.(next);
}

/** This device's stored choice only (made in the picker), or undefined. */
export function deviceLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** This device's choice, else the browser's preference, else undefined (the organisation's default). */
export function initialLanguage(): Language | undefined {
  return (
    deviceLanguage() ??
    (typeof navigator === 'undefined' ? undefined : pickBrowserLanguage(navigator.languages ?? []))
  );
}
