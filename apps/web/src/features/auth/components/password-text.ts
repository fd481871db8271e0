import { ACCOUNT_MESSAGES as A, PASSWORD_MIN_LENGTH, TWO_STEP_MESSAGES as T } from '@hrms/shared';
import { englishRules } from '../../../lib/i18n/english-rules';

const known = englishRules([
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
]);

/**
 * A password rule's message (the form's own check, or the server's answer, which sends the same English) in
 * the person's language; any other text is shown as it came. English reads exactly as ACCOUNT_MESSAGES.
 */
export function passwordText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return known(message, { min: PASSWORD_MIN_LENGTH }) ?? message;
}
