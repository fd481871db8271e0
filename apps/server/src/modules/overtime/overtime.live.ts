import { formatDateDMY, OVERTIME_MESSAGES as M, STAFF_ROLES, type OvertimeClaim } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { CoveredQueue } from '../approvals/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { awaitingOf } from './overtime.approvals.ts';
import { findView, listPendingOf, type ClaimView } from './overtime.repository.ts';

/** What overtime tells people with (docs/overtime.md "Who hears"): the socket rooms and the bell. */
export interface OvertimeVoices {
  /** Absent in unit set-ups: nothing is announced. */
  realtime?: Realtime;
  /** The system's notices (the bell); absent in set-ups without notifications. */
  notices?: Pick<NotificationsService, 'notice'>;
}

/** Each decision (a step included) reaches the claimant and HR and Admin: every list drops or gains the row. */
export function announceClaimDecided(voices: OvertimeVoices, claim: OvertimeClaim): void {
  voices.realtime?.emitToUser(claim.employeeId, 'overtime_decided', claim);
  voices.realtime?.emitToRoles(STAFF_ROLES, 'overtime_decided', claim);
}

/** The final decision's notice on the claimant's bell, in the decision's transaction; returns its announcement. */
export async function noticeClaimDecided(
  voices: OvertimeVoices,
  tx: Queryable,
  row: { userId: string; date: string; kind: string | null },
  decision: { status: 'approved' | 'rejected'; by: string },
): Promise<() => void> {
  if (!voices.notices) return () => undefined;
  const kind = row.kind === 'comp-off' ? 'comp-off' : 'overtime';
  const message = M.decidedNotice(kind, formatDateDMY(row.date), decision.status, decision.by);
  return voices.notices.notice(tx, [row.userId], message);
}

/**
 * Overtime claims for the hand-over's live push (approvals' CoverMoves, docs/organisation.md): the deciders a claim
 * moved to and from get `overtime_decided` (still Pending): their queues reload, with no toast (not their own).
 */
export function overtimeCoverQueue(
  deps: { db: Queryable; realtime?: Realtime },
  present: (rows: ClaimView[]) => Promise<OvertimeClaim[]>,
): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await listPendingOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findView(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [claim] = await present([row]);
      for (const to of [arrived, left]) if (to) deps.realtime?.emitToUser(to, 'overtime_decided', claim!);
    },
  };
}
