import { ACCOUNT_MESSAGES as A, PASSWORD_MIN_LENGTH, TWO_STEP_MESSAGES as T } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import type { MessageKey } from '../../../lib/i18n/keys';

const RULES: [string, MessageKey][] = [
  [A.currentRequired, 'pwdRule.currentRequired'],
  [A.newTooShort, 'pwdRule.newTooShort'],
  [A.tooLong, 'pwdRule.tooLong'],
  [A.mismatch, 'pwdRule.mismatch'],
  [A.sameAsCurrent, 'pwdRule.sameAsCurrent'],
  [A.wrongCurrent, 'pwdRule.wrongCurrent'],
  [A.tooManyAttempts, 'pwdRule.tooManyAttempts'],
  [A.codeRequired, 'pwdRule.codeRequiredOn'],
  [A.changed, 'pwd.changed'],
  [T.codeRequired, 'pwdRule.codeRequired'],
  [T.codeInvalid, 'pwdRule.codeInvalid'],
];
const BY_ENGLISH = new Map(RULES);

/**
 * A password rule's message (the form's own check, or the server's answer, which sends the same English) in
 * the person's language; any other text is shown as it came. English reads exactly as ACCOUNT_MESSAGES.
 */
export function passwordText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = BY_ENGLISH.get(message);
  return key ? translate(key, { min: PASSWORD_MIN_LENGTH }) : message;
}
