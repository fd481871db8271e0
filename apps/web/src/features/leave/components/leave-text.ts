import { LEAVE_MESSAGES, LEAVE_TYPE_RULE_MESSAGES, type LeaveBalance } from '@hrms/shared';
import { translate, translateOr } from '../../../lib/i18n/app';
import { formatMonthName, toDigits } from '../../../lib/i18n/format';
import { currentDigits, currentLanguage } from '../../../lib/i18n/store';
import { englishRules } from '../../../lib/i18n/english-rules';

/**
 * The leave screens' words in the person's language (issue 47, docs/languages.md), for the apply dialog,
 * its preview and the days notes. English reads exactly as before: every English message here is the
 * spec's or the shared rule's text.
 */

/** A number in the organisation's digits: 1.5 -> '1.5' or '१.५'. */
export const numberText = (value: number): string => toDigits(String(value), currentDigits());

/** '1 day', '0.5 day', '2.5 days' (a half day reads as one day, as before), in the language. */
export function daysText(days: number): string {
  const rounded = Math.round(days * 100) / 100;
  const one = Math.abs(rounded) === 1 || Math.abs(rounded) === 0.5;
  return translate(one ? 'days.one' : 'days.many', { count: numberText(rounded) });
}

/** A leave type's name: the spec's four in the language, one of the organisation's own as it is named. */
export const typeText = (type: string): string => translateOr(`leaveType.${type}`, type);

/** A month by name, then the year when given: 'December', 'January 2027'. */
export function monthText(date: string, withYear = false): string {
  const name = formatMonthName(Number(date.slice(5, 7)), currentLanguage());
  return withYear ? `${name} ${numberText(Number(date.slice(0, 4)))}` : name;
}

/** '1 December' (a day and its month, for the accrual date). */
export const dayMonthText = (date: string): string =>
  `${numberText(Number(date.slice(8, 10)))} ${monthText(date)}`;

const known = englishRules([
  [LEAVE_MESSAGES.required, 'leaveRule.required'],
  [LEAVE_MESSAGES.pastDate, 'leaveRule.pastDate'],
  [LEAVE_MESSAGES.sickEndRequired, 'leaveRule.sickEndRequired'],
  [LEAVE_MESSAGES.endBeforeStart, 'leaveRule.endBeforeStart'],
  [LEAVE_MESSAGES.singleDayOnly, 'leaveRule.singleDayOnly'],
  [LEAVE_MESSAGES.invalidType, 'leaveRule.invalidType'],
  [LEAVE_MESSAGES.invalidDate, 'leaveRule.invalidDate'],
  [LEAVE_MESSAGES.reasonTooLong, 'leaveRule.reasonTooLong'],
  [LEAVE_MESSAGES.tooManyDays, 'leaveRule.tooManyDays'],
  [LEAVE_MESSAGES.weeklyOffOnly, 'leaveRule.weeklyOffOnly'],
  [LEAVE_MESSAGES.offDaysOnly, 'leaveRule.offDaysOnly'],
  [LEAVE_MESSAGES.overlap, 'leaveRule.overlap'],
]);

/**
 * A leave rule's message (the dialog's own check, or the server's answer, which sends the same English) in
 * the language; the rules of the organisation's own types are matched by their type's name. Any other text
 * is shown as it came.
 */
export function leaveRuleText(message: string, ownTypes: readonly string[] = []): string {
  const found = known(message);
  if (found) return found;
  for (const type of ownTypes) {
    if (message === LEAVE_TYPE_RULE_MESSAGES.endRequired(type))
      return translate('leaveRule.ownEndRequired', { type });
    if (message === LEAVE_TYPE_RULE_MESSAGES.singleDay(type))
      return translate('leaveRule.ownSingleDay', { type });
  }
  return message;
}

/**
 * The headline of a balance card, in the language: what is left ('2.5 days available'), 'Unlimited', the
 * balance a type takes from ('Uses Paid Leave'), or Short Leave's monthly count ('1 of 2 this month').
 */
export function balanceHeadlineText(balance: LeaveBalance): string {
  if (balance.monthMax !== null)
    return translate('bal.monthCount', {
      used: numberText(balance.monthUsed ?? 0),
      max: numberText(balance.monthMax),
    });
  // A type taking from another shows that balance (the server sends its figures), or just the link.
  if (balance.countsAgainst && (balance.unlimited || balance.available === null))
    return translate('bal.uses', { type: typeText(balance.countsAgainst) });
  if (balance.unlimited || balance.available === null) return translate('bal.unlimited');
  return translate('bal.available', { days: daysText(balance.available) });
}

/** A signed ledger amount in the organisation's digits: '+1.5', '-2'. */
export const signedDaysText = (days: number): string =>
  days > 0 ? `+${numberText(days)}` : numberText(days);

/** A leave year as the ledger names it: '2026', or 'April 2026 - March 2027' in the language. */
export function leaveYearText(year: number, yearStartMonth: number): string {
  return yearStartMonth === 1
    ? numberText(year)
    : translate('ledger.yearApril', { from: numberText(year), to: numberText(year + 1) });
}
