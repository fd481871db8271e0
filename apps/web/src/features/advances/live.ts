import { useQueryClient } from '@tanstack/react-query';
import { ADVANCE_MESSAGES as M, formatRupees, type Advance } from '@hrms/shared';
import { translate } from '../../lib/i18n/app';
import { toDigits } from '../../lib/i18n/format';
import { currentDigits } from '../../lib/i18n/store';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { advanceKeys } from './api/advances';

/**
 * The person's toast in their language: moved on to HR, approved or rejected (any other state as the server words
 * it). The kind is written in lower case ('Your advance of ₹12,000 is approved.'); Devanagari has no case.
 */
export function advanceDecidedText(advance: Pick<Advance, 'kind' | 'amount' | 'status' | 'step'>): string {
  const { kind, amount, status, step } = advance;
  const values = {
    kind: translate(`adv.kind.${kind}`).toLowerCase(),
    amount: toDigits(formatRupees(amount), currentDigits()),
  };
  if (status === 'Pending' && step === 2) return translate('adv.decidedToHr', values);
  if (status === 'Approved') return translate('adv.decidedApproved', values);
  if (status === 'Rejected') return translate('adv.decidedRejected', values);
  return M.decided(kind, amount, status, step);
}

/**
 * Advances, whichever tab is open (issue 45): a decider hears of a new request (toast, the queue reloads); the
 * person hears of each decision on theirs (toast, their list reloads). HR and Admin hear both on their role room,
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
    if (advance.employeeId === user.id)
      toast.info(advanceDecidedText(advance), {
        id: `advance-decided-${advance.id}-${advance.status}-${advance.step ?? 0}`,
      });
  });
}
