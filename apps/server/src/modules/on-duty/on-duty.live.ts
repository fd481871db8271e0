import { formatDateDMY, ON_DUTY_MESSAGES as M, STAFF_ROLES, type OnDutyRequest } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { ApprovalsService, CoveredQueue } from '../approvals/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { awaitingOf, recipientsOf } from '../overtime/index.ts';
import { findView, listPendingOf, type RequestView } from './on-duty.repository.ts';

/** What on-duty tells people with (docs/overtime.md "Who hears"): the socket rooms and the bell. */
export interface OnDutyVoices {
  realtime: Realtime;
  /** The system's notices (the bell); absent in set-ups without notifications. */
  notices?: Pick<NotificationsService, 'notice'>;
}

/** A new request reaches HR and Admin (their role rooms) and its decider (and the manager who delegated). */
export async function announceRequested(
  voices: OnDutyVoices,
  approvals: ApprovalsService,
  row: RequestView,
  request: OnDutyRequest,
): Promise<void> {
  voices.realtime.emitToRoles(STAFF_ROLES, 'on_duty_requested', request);
  for (const id of await recipientsOf(approvals, row))
    voices.realtime.emitToUser(id, 'on_duty_requested', request);
}

/** Each decision (a step included) reaches the person and HR and Admin: every list drops or gains the row. */
export function announceDecided(voices: OnDutyVoices, request: OnDutyRequest): void {
  voices.realtime.emitToUser(request.employeeId, 'on_duty_decided', request);
  voices.realtime.emitToRoles(STAFF_ROLES, 'on_duty_decided', request);
}

/** "11/12/2026" or "11/12/2026 to 13/12/2026". */
const daysText = (row: Pick<RequestView, 'fromDate' | 'toDate'>) =>
  row.fromDate === row.toDate
    ? formatDateDMY(row.fromDate)
    : `${formatDateDMY(row.fromDate)} to ${formatDateDMY(row.toDate)}`;

/**
 * The final decision's notice on the person's bell, written in the decision's transaction; returns what announces
 * it after the commit.
 */
export async function noticeDecided(
  voices: OnDutyVoices,
  tx: Queryable,
  row: RequestView,
  decision: { status: 'approved' | 'rejected'; by: string; reason?: string | null },
): Promise<() => void> {
  if (!voices.notices) return () => undefined;
  const mode = row.mode as OnDutyRequest['mode'];
  const message = M.decidedNotice(mode, daysText(row), decision.status, decision.by, decision.reason);
  return voices.notices.notice(tx, [row.userId], message);
}

/**
 * On-duty requests for the hand-over's live push (approvals' CoverMoves, docs/organisation.md): the decider a
 * request moved to hears of it as of a new one (`on_duty_requested`: a toast, their queue reloads); the one it left
 * gets `on_duty_decided` (their queue reloads; no toast, as it is not their own).
 */
export function onDutyCoverQueue(
  deps: { db: Queryable; realtime: Realtime },
  present: (rows: RequestView[]) => Promise<OnDutyRequest[]>,
): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await listPendingOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findView(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [request] = await present([row]);
      if (arrived) deps.realtime.emitToUser(arrived, 'on_duty_requested', request!);
      if (left) deps.realtime.emitToUser(left, 'on_duty_decided', request!);
    },
  };
}
