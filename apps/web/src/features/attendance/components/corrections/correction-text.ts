import {
  CORRECTION_MESSAGES as M,
  CORRECTION_REASON_MAX,
  CORRECTION_REASON_MIN,
  type Correction,
  type CorrectionDay,
  type CorrectionLimits,
} from '@hrms/shared';
import { translate, translateOr } from '../../../../lib/i18n/app';
import { toDigits } from '../../../../lib/i18n/format';
import { englishRules } from '../../../../lib/i18n/english-rules';
import { currentDigits } from '../../../../lib/i18n/store';

/** An attendance status in the language ('Half Day' -> 'आधा दिन'). */
export const statusText = (status: string): string => translateOr(`status.${status}`, status);

/** A whole number in the organisation's digits. */
const figure = (value: number): string => toDigits(String(value), currentDigits());

/** 'In 09:40, Out 18:25, Present': the times a day has ('--' is none), then its status, in the language. */
export function dayText(day: CorrectionDay | null): string {
  if (!day) return translate('corr.noRecord');
  return [
    day.checkIn !== '--' ? translate('corr.in', { time: day.checkIn }) : null,
    day.checkOut !== '--' ? translate('corr.out', { time: day.checkOut }) : null,
    statusText(day.status),
  ]
    .filter(Boolean)
    .join(', ');
}

/** What a request asks for: only the parts it changes. */
export function askedText(correction: Pick<Correction, 'checkIn' | 'checkOut' | 'status'>): string {
  const parts = [
    correction.checkIn ? translate('corr.in', { time: correction.checkIn }) : null,
    correction.checkOut ? translate('corr.out', { time: correction.checkOut }) : null,
    correction.status ? statusText(correction.status) : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/** The Request correction dialog's limits: how far back and how many a month, in the language. */
export function limitsText(limits: CorrectionLimits): string {
  const days = translate(limits.maxDaysBack === 1 ? 'days.one' : 'days.many', {
    count: figure(limits.maxDaysBack),
  });
  return translate('corrForm.limits', { days, perMonth: figure(limits.maxPerMonth) });
}

const known = englishRules([
  [M.dateRequired, 'corrRule.dateRequired'],
  [M.nothingAsked, 'corrRule.nothingAsked'],
  [M.reasonRequired, 'corrRule.reasonRequired'],
  [M.reasonShort, 'corrRule.reasonShort'],
  [M.reasonLong, 'corrRule.reasonLong'],
  [M.invalidTime, 'corrRule.invalidTime'],
  [M.checkOutBeforeCheckIn, 'corrRule.checkOutBeforeCheckIn'],
  [M.timesWithFullDay, 'corrRule.timesWithFullDay'],
  [M.todayOrFuture, 'corrRule.todayOrFuture'],
  [M.notWorkingDay, 'corrRule.notWorkingDay'],
  [M.beforeJoining, 'corrRule.beforeJoining'],
  [M.pendingExists, 'corrRule.pendingExists'],
]);

/**
 * A correction rule's message (the dialog's own check, or the server's answer, which sends the same English)
 * in the language. The limits with the person's own figures (days back, a month's count) come from the server
 * in English and are shown as they came (docs/languages.md, "Errors from the server").
 */
export function correctionRuleText(message: string): string {
  return (
    known(message, { min: figure(CORRECTION_REASON_MIN), max: figure(CORRECTION_REASON_MAX) }) ?? message
  );
}
