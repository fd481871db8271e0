import { useQueryClient } from '@tanstack/react-query';
import { ADVANCE_MESSAGES as M, formatRupees, type Advance } from '@hrms/shared';
import { translate } from '../../lib/i18n/app';
import { toDigits } from '../../lib/i18n/format';
import { currentDigits } from '../../lib/i18n/store';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { advanceKeys } from './api/advances';

/*
 * A final decision (and a loan HR records) leaves a notice on the person's bell (its own toast, "New notification:
 * ...", docs/claims.md "The bell"), so the toast here is only for what has no notice: the manager's approval that
 * moves a request on to HR.
 */

/**
 * The person's toast in their language when their request moves on to HR; null otherwise (the bell tells the
 * rest). The kind is written in lower case ('Your advance of ₹12,000 was approved by your manager ...').
 */
export function advanceDecidedText(
  advance: Pick<Advance, 'kind' | 'amount' | 'status' | 'step'>,
): string | null {
  const { kind, amount, status, step } = advance;
  if (status !== 'Pending' || step !== 2) return null;
  return translate('adv.decidedToHr', {
    kind: translate(`adv.kind.${kind}`).toLowerCase(),
    amount: toDigits(formatRupees(amount), currentDigits()),
  });
}

/**
 * Advances, whichever tab is open (issue 45): a decider hears of a new request (toast, the queue reloads); the
 * person's list reloads on each decision (a toast only for the step to HR; the bell tells a final one). HR and Admin hear both on their role room,
 * so every queue drops a decided row. One toast per event: the id dedupes the own-room and role-room copies.
 */
export function useAdvanceLiveUpdates(user: { id: string }): void {
  const queryClient = useQueryClient();
  useServerEvent('advance_requested', (advance) => {
    void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    if (advance.employeeId !== user.id)
      toast.info(M.newRequest(advance.employeeName, advance.amount), { id: `advance-new-${advance.id}` });
  });
  useServerEvent('advance_decided', (advance) => {
    void queryClient.invalidateQueries({ queryKey: advanceKeys.all });
    const text = advance.employeeId === user.id ? advanceDecidedText(advance) : null;
    if (text)
      toast.info(text, { id: `advance-decided-${advance.id}-${advance.status}-${advance.step ?? 0}` });
  });
}
