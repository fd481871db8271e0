import { formatDateDMY, ON_DUTY_MESSAGES as M, type OnDutyRequest } from '@hrms/shared';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { onDutyDays } from '../attendance/index.ts';
import * as repo from './on-duty.repository.ts';
import { monthName, type OnDutyService } from './on-duty.service.ts';

const daysText = (row: Pick<repo.RequestView, 'fromDate' | 'toDate'>) =>
  row.fromDate === row.toDate
    ? formatDateDMY(row.fromDate)
    : `${formatDateDMY(row.fromDate)} to ${formatDateDMY(row.toDate)}`;

/**
 * Cancelling an approved on-duty / work-from-home request (issue 45, docs/overtime.md "Cancelling"): by the
 * requester, or by HR or the Admin with a reason, only before its first day (after it, the days are history and
 * change through attendance, as any day). Refused in a finalised payroll month, and once comp-off earned on one of
 * its days is approved. In one transaction with its audit entry (and, when someone else cancels it, the person's
 * notice): the request becomes Cancelled and its days are released (a row the approval made is removed; any other
 * loses the mode). Returns what announces the notice after the commit; the caller announces the days and the event.
 */
export async function cancelApproved(
  service: OnDutyService,
  actor: Caller,
  row: repo.RequestView,
  reason: string | null,
): Promise<{ told: () => void; released: string[] }> {
  const { db, orgTime, audit, locks, overtime, notices } = service.deps;
  const dates = [...row.dates].sort();
  const first = dates[0] ?? row.fromDate;
  if (first <= orgTime.today()) throw conflict(M.begun(formatDateDMY(first)));
  const [locked] = await locks.lockedMonths([{ userId: row.userId, from: row.fromDate, to: row.toDate }]);
  if (locked) throw conflict(M.locked(monthName(locked)));
  const [credited] = await overtime.approvedClaimDates(row.userId, dates);
  if (credited) throw conflict(M.creditApproved(formatDateDMY(credited)));
  const now = orgTime.now();
  let told = () => {};
  let released: string[] = [];
  await db.transaction(async (tx) => {
    const set = { decidedBy: actor.id, decidedAt: now, decisionReason: reason };
    if (!(await repo.cancelApproved(tx, row.id, set))) throw conflict(M.notApproved);
    released = await onDutyDays.release(tx, { userId: row.userId, dates, at: now });
    await audit.record(tx, {
      actor,
      action: 'on-duty.cancel',
      entityType: 'on_duty_request',
      entityId: row.id,
      before: { status: 'Approved', mode: row.mode, dates },
      after: { status: 'Cancelled', released, ...(reason ? { reason } : {}) },
    });
    if (reason && notices) {
      const mode = row.mode as OnDutyRequest['mode'];
      told = await notices.notice(
        tx,
        [row.userId],
        M.cancelledNotice(mode, daysText(row), actor.name, reason),
      );
    }
  });
  return { told, released };
}
