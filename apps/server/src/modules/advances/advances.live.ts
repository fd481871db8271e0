import {
  ADVANCE_MESSAGES as M,
  formatDateDMY,
  MONTH_NAMES,
  paiseToRupees,
  STAFF_ROLES,
  type AdjustAdvanceBody,
  type Advance,
} from '@hrms/shared';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { ApprovalsService, Awaiting, CoveredQueue } from '../approvals/index.ts';
import {
  findAdvance,
  pendingAdvancesOf,
  type AdvanceRow,
  type InstalmentRow,
} from './advances.repository.ts';
import { addMonths, type YearMonth } from './advances.schedule.ts';

/** The system's notices (the bell); absent in set-ups without notifications. */
export type Notices = Pick<NotificationsService, 'notice'>;
type NoticeDeps = { notices?: Notices; orgTime: OrgTime };
const monthText = (m: YearMonth) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;
const about = (deps: NoticeDeps, row: AdvanceRow) => ({
  kind: row.kind,
  amount: paiseToRupees(row.amountPaise),
  askedOn: formatDateDMY(deps.orgTime.parts(row.createdAt).date),
  instalments: row.instalmentCount,
});

/**
 * The person's bell (docs/claims.md "The bell"), each notice written in the decision's transaction and announced
 * after the commit by what these return: a final decision, or a loan HR records (`payout` is the payroll month
 * that pays it, null for a separate payment). A step to HR makes none.
 */
export async function noticeDecided(
  deps: NoticeDeps,
  tx: Queryable,
  row: AdvanceRow,
  decision:
    | { status: 'approved' | 'recorded'; by: string; payout: YearMonth | null }
    | { status: 'rejected'; by: string; reason: string | null },
): Promise<() => void> {
  if (!deps.notices) return () => undefined;
  let message: string;
  if (decision.status === 'rejected') message = M.decidedNotice(about(deps, row), decision);
  else {
    const payout = decision.payout ? monthText(decision.payout) : null;
    const first = decision.payout ? monthText(addMonths(decision.payout, 1)) : null;
    message =
      decision.status === 'recorded'
        ? M.recordedNotice({ ...about(deps, row), reason: row.reason }, decision.by, payout, first)
        : M.decidedNotice(about(deps, row), {
            status: 'approved',
            by: decision.by,
            payout,
            firstRecovery: first,
          });
  }
  return deps.notices.notice(tx, [row.userId], message);
}

/** HR paused, rescheduled or waived what was open (`open`, before the change; `after`, every row after it). */
export async function noticeAdjusted(
  deps: NoticeDeps,
  tx: Queryable,
  row: AdvanceRow,
  change: { body: AdjustAdvanceBody; by: string; start: YearMonth },
  open: readonly InstalmentRow[],
  stillOpen: readonly InstalmentRow[],
): Promise<() => void> {
  if (!deps.notices) return () => undefined;
  const left = paiseToRupees(open.reduce((sum, i) => sum + i.amountPaise, 0));
  const { body } = change;
  const next = [...stillOpen].sort((a, b) => a.dueYear * 12 + a.dueMonth - (b.dueYear * 12 + b.dueMonth))[0];
  const message = M.adjustedNotice(
    about(deps, row),
    body.action === 'waive'
      ? { action: 'waive', left }
      : body.action === 'reschedule'
        ? { action: 'reschedule', left, instalments: body.instalments ?? 1, from: monthText(change.start) }
        : {
            action: 'pause',
            left,
            next: next ? monthText({ year: next.dueYear, month: next.dueMonth }) : null,
          },
    change.by,
    body.reason,
  );
  return deps.notices.notice(tx, [row.userId], message);
}

/**
 * Who hears of an advance (issue 45, docs/claims.md), after the commit: a new request reaches HR and Admin (their
 * role rooms) and its decider (and the manager who delegated); a decision reaches the person and HR and Admin
 * (every queue drops or gains the row). The payload is the HTTP answer's.
 */
export async function announceRequested(
  deps: { realtime: Realtime; approvals: Pick<ApprovalsService, 'recipients'> },
  advance: Advance,
  awaiting: Awaiting,
): Promise<void> {
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_requested', advance);
  for (const id of await deps.approvals.recipients(awaiting))
    deps.realtime.emitToUser(id, 'advance_requested', advance);
}

export function announceDecided(deps: { realtime: Realtime }, advance: Advance): void {
  deps.realtime.emitToUser(advance.employeeId, 'advance_decided', advance);
  deps.realtime.emitToRoles(STAFF_ROLES, 'advance_decided', advance);
}

/**
 * Advances for the hand-over's live push (approvals' CoverMoves, docs/organisation.md): the decider an advance
 * moved to hears of it as of a new request (`advance_requested`), the one it left gets `advance_decided` (their
 * queue reloads; no toast, as it is not their own).
 */
export function advancesCoverQueue(
  deps: { db: Queryable; realtime: Realtime },
  awaitingOf: (row: AdvanceRow) => Awaiting,
  present: (rows: AdvanceRow[]) => Promise<Advance[]>,
): CoveredQueue {
  return {
    pendingOf: async (requesters) => (await pendingAdvancesOf(deps.db, requesters)).map(awaitingOf),
    announceMove: async (id, { arrived, left }) => {
      const row = await findAdvance(deps.db, id);
      if (row?.status !== 'Pending') return;
      const [advance] = await present([row]);
      if (arrived) deps.realtime.emitToUser(arrived, 'advance_requested', advance!);
      if (left) deps.realtime.emitToUser(left, 'advance_decided', advance!);
    },
  };
}
