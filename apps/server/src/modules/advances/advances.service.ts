import {
  ADVANCE_MESSAGES as M,
  STAFF_ROLES,
  type AdjustAdvanceBody,
  type Advance,
  type AdvanceDecisionBody,
  type ApprovalQueueQuery,
  type ApprovalState,
  type Page,
  type SeparatePayments,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import {
  callerQueue,
  decisionFor,
  type ApprovalsService,
  type CoveredQueue,
  type Queued,
} from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import { logAdvance, type AdvanceAction } from './advances.record.ts';
import { advanceQueueSource, awaitingOf, presentAdvances, type QueuedAdvance } from './advances.reads.ts';
import {
  advancesCoverQueue,
  announceDecided,
  announceRequested,
  noticeAdjusted,
  noticeDecided,
  type Notices,
} from './advances.live.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import * as repo from './advances.repository.ts';
import { addOne, paidFactsOf, type YearMonth } from './advances.schedule.ts';
import { adjustSchedule, scheduleRows } from './advances.adjust.ts';
import { separateBankFile, separatePayments } from './advances.bank-file.ts';
import type { ExportFile } from '../../lib/export/table.ts';

export interface AdvancesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  approvals: ApprovalsService;
  fourEyes: FourEyes;
  /** The first payroll month from `from` on not finalised for the person (claims' openPayMonth). */
  openPayMonth: (db: Queryable, userId: string, from: YearMonth) => Promise<YearMonth>;
  /** New requests and decisions, after the commit (advances.live.ts). */
  realtime: Realtime;
  /** The person's bell on a final decision, a recorded loan and HR's changes; absent without notifications. */
  notices?: Notices;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStaff = (caller: Caller) => STAFF_ROLES.includes(caller.role);
/** Salary advances and loans (issue 45, docs/claims.md): asked, decided, paid out, recovered, adjusted. */
export class AdvancesService {
  private readonly queued: ReturnType<typeof callerQueue<QueuedAdvance, readonly [string, string]>>;

  constructor(private readonly deps: AdvancesDeps) {
    this.queued = callerQueue(deps.approvals, advanceQueueSource(deps.db));
  }

  private thisMonth(): YearMonth {
    const today = this.deps.orgTime.today();
    return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  }

  async request(
    caller: Caller,
    body: { amount: number; reason: string; instalments: number },
  ): Promise<Advance> {
    const now = this.deps.orgTime.now();
    const id = await repo.insertAdvance(this.deps.db, {
      userId: caller.id,
      kind: 'Advance',
      amountPaise: Math.round(body.amount * 100),
      reason: body.reason,
      instalmentCount: body.instalments,
      createdAt: now,
      stepSince: now,
    });
    const row = (await repo.findAdvance(this.deps.db, id))!;
    const advance = await this.one(id);
    await announceRequested(this.deps, advance, awaitingOf(row));
    return advance;
  }

  /** HR or an Admin records a loan: approved as recorded, never for themselves (four-eyes). */
  async record(
    caller: Caller,
    userId: string,
    body: { amount: number; reason: string; instalments: number; disbursal: 'payroll' | 'separate' },
  ): Promise<Advance> {
    if (!UUID.test(userId) || !(await repo.personExists(this.deps.db, userId)))
      throw notFound(M.personNotFound);
    if (userId === caller.id) throw forbidden(M.ownDecision);
    const now = this.deps.orgTime.now();
    let told = () => {};
    const id = await this.deps.db.transaction(async (tx) => {
      const id = await repo.insertAdvance(tx, {
        userId,
        kind: 'Loan',
        amountPaise: Math.round(body.amount * 100),
        reason: body.reason,
        instalmentCount: body.instalments,
        status: 'Approved',
        createdAt: now,
        stepSince: now,
      });
      const row = (await repo.findAdvance(tx, id))!;
      const payout = await this.approveInTx(tx, caller, row, body.disbursal, 'recorded', false);
      told = await noticeDecided(this.deps, tx, row, { status: 'recorded', by: caller.name, payout });
      return id;
    });
    const loan = await this.one(id);
    announceDecided(this.deps, loan);
    told();
    return loan;
  }

  async list(): Promise<Advance[]> {
    return this.present(await repo.allAdvances(this.deps.db));
  }

  async person(userId: string): Promise<Advance[]> {
    return UUID.test(userId) ? this.present(await repo.advancesOf(this.deps.db, userId)) : [];
  }

  /**
   * Requests whose current decider is the caller; HR and Admin also see those at HR's step (never their own
   * unless they are the sole approver). Reads only the candidates (approvals' callerQueue), oldest first; with
   * `limit`/`cursor` one page of them (docs/paging.md), and only the answered requests are presented.
   */
  async queue(caller: Caller, query: ApprovalQueueQuery = {}): Promise<Advance[] | Page<Advance>> {
    return this.queued(
      caller,
      query,
      async () => isStaff(caller) && (await this.deps.fourEyes.selfDecisionOf(caller)) === 'sole-approver',
      (rows: Queued<QueuedAdvance>[]) =>
        this.present(
          rows.map(({ request }) => request.row),
          new Map(rows.map((q) => [q.request.id, q])),
        ),
    );
  }

  async decide(caller: Caller, id: string, body: AdvanceDecisionBody): Promise<Advance> {
    const row = UUID.test(id) ? await repo.findAdvance(this.deps.db, id) : null;
    if (!row) throw notFound(M.notFound);
    if (row.status !== 'Pending') throw conflict(M.alreadyDecided(row.status));
    const { plan, selfDecided } = await decisionFor(this.deps, caller, awaitingOf(row), M.ownDecision);
    const action: AdvanceAction =
      body.action === 'reject' ? 'rejected' : plan.next === 'to-hr' ? 'forwarded' : 'approved';
    let told = () => {};
    await this.deps.db.transaction(async (tx) => {
      const values =
        action === 'forwarded'
          ? { approvalStep: 2, stepSince: this.deps.orgTime.now() }
          : { status: action === 'approved' ? 'Approved' : 'Rejected' };
      if (!(await repo.updatePending(tx, row.id, row.approvalStep, values)))
        throw conflict(M.alreadyDecided('decided'));
      const note = [
        body.action === 'reject' ? body.reason : null,
        selfDecided ? 'self-approved, no other approver' : null,
      ]
        .filter(Boolean)
        .join('; ');
      if (action === 'approved' && body.action === 'approve') {
        const payout = await this.approveInTx(
          tx,
          caller,
          row,
          body.disbursal,
          'approved',
          plan.override,
          note || null,
        );
        told = await noticeDecided(this.deps, tx, row, { status: 'approved', by: caller.name, payout });
      } else await this.log(tx, caller, row, action, note || null, plan.override);
      if (action === 'rejected')
        told = await noticeDecided(this.deps, tx, row, {
          status: 'rejected',
          by: caller.name,
          reason: body.action === 'reject' ? body.reason : null,
        });
    });
    const decided = await this.one(row.id);
    announceDecided(this.deps, decided);
    told();
    return decided;
  }

  /** What waits to be paid by bank transfer (advances.bank-file.ts). */
  toPay(): Promise<SeparatePayments> {
    return separatePayments(this.deps.db);
  }

  /** The bank file of the separate payments without a problem, audited (advances.bank-file.ts). */
  bankFile(caller: Caller): Promise<ExportFile> {
    return separateBankFile(this.deps, caller);
  }

  /** A separate payment: recovery starts with the first open payroll month after the payment's month. */
  async markPaid(caller: Caller, id: string, paidOn: string): Promise<Advance> {
    const row = await this.approved(id);
    if (row.disbursal !== 'separate') throw conflict(M.notSeparate);
    if (row.paidOn) throw conflict(M.alreadyPaid);
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.setPaidOn(tx, row.id, paidOn))) throw conflict(M.alreadyPaid);
      const after = { year: Number(paidOn.slice(0, 4)), month: Number(paidOn.slice(5, 7)) };
      const first = await this.deps.openPayMonth(tx, row.userId, addOne(after));
      await repo.insertInstalments(tx, scheduleRows(row, first, 1));
      await this.log(tx, caller, row, 'paid', paidOn, false);
    });
    return this.one(row.id);
  }

  async adjust(caller: Caller, id: string, body: AdjustAdvanceBody): Promise<Advance> {
    const row = await this.approved(id);
    if (body.action === 'reschedule' && !body.instalments) throw badRequest(M.instalments);
    const instalments = await repo.instalmentsOf(this.deps.db, [row.id]);
    const paid = paidFactsOf(await repo.finalisedAdvanceInputs(this.deps.db, [row.userId]));
    const open = instalments.filter((i) => !i.waived && !paid.get(i.id)?.taken);
    if (open.length === 0) throw conflict(M.nothingLeft);
    const start = await this.deps.openPayMonth(this.deps.db, row.userId, addOne(this.thisMonth()));
    let told = () => {};
    await this.deps.db.transaction(async (tx) => {
      await adjustSchedule(tx, row, instalments, open, body, start);
      await this.log(tx, caller, row, body.action, body.reason, false);
      const after = await repo.instalmentsOf(tx, [row.id]);
      const stillOpen = after.filter((i) => !i.waived && !paid.get(i.id)?.taken);
      told = await noticeAdjusted(this.deps, tx, row, { body, by: caller.name, start }, open, stillOpen);
    });
    const adjusted = await this.one(row.id);
    told();
    return adjusted;
  }

  private async approveInTx(
    tx: Queryable,
    caller: Caller,
    row: repo.AdvanceRow,
    disbursal: 'payroll' | 'separate',
    action: 'approved' | 'recorded',
    override: boolean,
    note: string | null = null,
  ): Promise<YearMonth | null> {
    let payout: YearMonth | null = null;
    if (disbursal === 'payroll') {
      // Inside the transaction: on PGlite's one connection a read beside it would wait for it forever.
      payout = await this.deps.openPayMonth(tx, row.userId, this.thisMonth());
      await repo.updateDisbursal(tx, row.id, {
        disbursal,
        disburseYear: payout.year,
        disburseMonth: payout.month,
      });
      await repo.insertInstalments(tx, scheduleRows(row, addOne(payout), 1));
    } else await repo.updateDisbursal(tx, row.id, { disbursal });
    await this.log(tx, caller, row, action, note, override);
    return payout;
  }

  private log(
    tx: Queryable,
    caller: Caller,
    row: repo.AdvanceRow,
    action: AdvanceAction,
    note: string | null,
    override: boolean,
  ) {
    return logAdvance(this.deps, tx, { caller, row, action, note, override });
  }

  private async approved(id: string): Promise<repo.AdvanceRow> {
    const row = UUID.test(id) ? await repo.findAdvance(this.deps.db, id) : null;
    if (!row) throw notFound(M.notFound);
    if (row.status !== 'Approved') throw conflict(M.notApproved);
    return row;
  }

  private async one(id: string): Promise<Advance> {
    const row = await repo.findAdvance(this.deps.db, id);
    if (!row) throw notFound(M.notFound);
    return (await this.present([row]))[0]!;
  }

  /** Advances for the hand-over's live push (approvals' CoverMoves): advances.live.ts. */
  coverQueue(): CoveredQueue {
    return advancesCoverQueue(this.deps, awaitingOf, (rows) => this.present(rows));
  }

  private present(rows: readonly repo.AdvanceRow[], known?: ReadonlyMap<string, { state: ApprovalState }>) {
    return presentAdvances(this.deps, rows, known);
  }
}
