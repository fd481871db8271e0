import type { LeavePreview } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { dayMonthText, monthText, numberText, typeText } from './leave-text';

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * The apply dialog's one balance sentence (issue 40): what is left for a request starting on `startDate`, and
 * how it adds up from the preview's parts, so the figure and a refusal's figure are always the same number.
 * 'You can take 2 more days in December: 1.5 now + 1.5 on 1 December − 1 pending.'
 * null when the type has no quota (nothing to add up). In the person's language (issue 47).
 */
export function balanceSentence(preview: LeavePreview, startDate: string, today: string): string | null {
  const sum = preview.balance;
  if (!sum) return null;
  const left = round2(sum.now + sum.accruing - sum.pending);
  const of =
    preview.balanceType !== preview.type
      ? translate('balance.of', { type: typeText(preview.balanceType) })
      : '';
  const month = monthText(startDate, startDate.slice(0, 4) !== today.slice(0, 4));
  const terms = [translate('balance.now', { count: numberText(sum.now) })];
  if (sum.accruing !== 0) {
    const sign = sum.accruing > 0 ? '+' : '−';
    const count = numberText(Math.abs(sum.accruing));
    terms.push(
      sum.accrualOn
        ? translate('balance.accrualOn', { sign, count, date: dayMonthText(sum.accrualOn) })
        : `${sign} ${count}`,
    );
  }
  if (sum.pending > 0) terms.push(translate('balance.pending', { count: numberText(sum.pending) }));
  const adds = terms.length === 1 && left === sum.now ? '' : `: ${terms.join(' ')}`;
  const values = { count: numberText(left), of, month, sum: adds };
  if (left <= 0) return translate('balance.canTakeNone', values);
  return translate(left === 1 || left === 0.5 ? 'balance.canTakeOne' : 'balance.canTakeMany', values);
}
