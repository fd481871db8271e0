import type { EN_SIGN_IN } from './messages/en-signin';
import type { EN_APP } from './messages/en';
import type { EN_SELF } from './messages/en-self';
import type { EN_MONEY } from './messages/en-money';
import type { EN_PROFILE } from './messages/en-profile';
import type { EN_TAX } from './messages/en-tax';

/** Every message's key, typed from the English files: an unknown key does not compile. */
export type MessageKey =
  | keyof typeof EN_SIGN_IN
  | keyof typeof EN_APP
  | keyof typeof EN_SELF
  | keyof typeof EN_MONEY
  | keyof typeof EN_PROFILE
  | keyof typeof EN_TAX;
/** A translation: every key of the English, each a string (a missing key does not compile either). */
export type Catalogue = Record<MessageKey, string>;
/** The values a message's {placeholders} take. */
export type MessageValues = Record<string, string | number>;
