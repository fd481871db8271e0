import { useQueryClient } from '@tanstack/react-query';
import type { OnDutyRequest, OvertimeClaim } from '@hrms/shared';
import { translate } from '../../lib/i18n/app';
import { useServerEvent } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { dateText, modeText } from './components/on-duty-text';

/** "24/11/2026" or "24/11/2026 – 25/11/2026", in the organisation's digits. */
const rangeOf = (request: Pick<OnDutyRequest, 'from' | 'to'>) =>
  request.from === request.to
    ? dateText(request.from)
    : `${dateText(request.from)} – ${dateText(request.to)}`;

/*
 * A final decision leaves a notice on the person's bell (its own toast, "New notification: ..."), so the toasts
 * here are only for what has no notice: the manager's approval that moves a request on to HR.
 */

/** The person's toast when their on-duty / WFH request moves on to HR; null otherwise (the bell tells the rest). */
export function onDutyDecidedText(request: Pick<OnDutyRequest, 'mode' | 'from' | 'to' | 'status'>) {
  const vars = { mode: modeText(request.mode), range: rangeOf(request) };
  return request.status === 'Pending' ? translate('odLive.toHr', vars) : null;
}

/** The claimant's toast when their overtime claim moves on to HR; null otherwise (the bell tells the rest). */
export function overtimeDecidedText(claim: Pick<OvertimeClaim, 'date' | 'status'>) {
  return claim.status === 'Pending' ? translate('otLive.toHr', { date: dateText(claim.date) }) : null;
}

/**
 * On-duty / work-from-home requests and overtime claims, whichever tab is open (issue 45, docs/overtime.md "Who
 * hears"): a decider hears of a new request (toast, the queues reload); the person hears of each decision
 * (toast, their lists reload). One toast per event (the id dedupes the own-room and role-room copies).
 */
export function useOvertimeLiveUpdates(user: { id: string }): void {
  const queryClient = useQueryClient();
  useServerEvent('on_duty_requested', (request) => {
    void queryClient.invalidateQueries({ queryKey: ['on-duty'] });
    if (request.employeeId !== user.id)
      toast.info(
        translate('odLive.new', {
          name: request.employeeName,
          mode: modeText(request.mode),
          range: rangeOf(request),
        }),
        { id: `on-duty-new-${request.id}` },
      );
  });
  useServerEvent('on_duty_decided', (request) => {
    void queryClient.invalidateQueries({ queryKey: ['on-duty'] });
    const text = request.employeeId === user.id ? onDutyDecidedText(request) : null;
    if (text)
      toast.info(text, { id: `on-duty-decided-${request.id}-${request.status}-${request.step ?? 0}` });
  });
  useServerEvent('overtime_decided', (claim) => {
    void queryClient.invalidateQueries({ queryKey: ['overtime'] });
    const text = claim.employeeId === user.id ? overtimeDecidedText(claim) : null;
    if (text) toast.info(text, { id: `overtime-decided-${claim.id}-${claim.status}-${claim.step ?? 0}` });
  });
}
