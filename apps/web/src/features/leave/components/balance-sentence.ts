import { MONTH_NAMES, type LeavePreview } from '@hrms/shared';

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const monthOf = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';
const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${monthOf(date)}`;

/**
 * The apply dialog's one balance sentence (issue 40): what is left for a request starting on `startDate`, and
 * how it adds up from the preview's parts, so the figure and a refusal's figure are always the same number.
 * 'You can take 2 more days in December: 1.5 now + 1.5 on 1 December − 1 pending.'
 * null when the type has no quota (nothing to add up).
 */
export function balanceSentence(preview: LeavePreview, startDate: string, today: string): string | null {
  const sum = preview.balance;
  if (!sum) return null;
  const left = round2(sum.now + sum.accruing - sum.pending);
  const of = preview.balanceType !== preview.type ? ` of ${preview.balanceType}` : '';
  const year = startDate.slice(0, 4) !== today.slice(0, 4) ? ` ${startDate.slice(0, 4)}` : '';
  const head =
    left > 0
      ? `You can take ${left} more ${left === 1 || left === 0.5 ? 'day' : 'days'}${of} in ${monthOf(startDate)}${year}`
      : `You can take no more days${of} in ${monthOf(startDate)}${year}`;
  const terms = [`${sum.now} now`];
  if (sum.accruing !== 0)
    terms.push(
      `${sum.accruing > 0 ? '+' : '−'} ${Math.abs(sum.accruing)}${sum.accrualOn ? ` on ${dayMonth(sum.accrualOn)}` : ''}`,
    );
  if (sum.pending > 0) terms.push(`− ${sum.pending} pending`);
  return terms.length === 1 && left === sum.now ? `${head}.` : `${head}: ${terms.join(' ')}.`;
}
