import {
  isRecordId,
  ON_DUTY_MESSAGES as M,
  type CancelOnDutyBody,
  type OnDutyRequest,
  type RejectOnDutyBody,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { onDutyDays } from '../attendance/index.ts';
import { planOf } from '../overtime/index.ts';
import { cancelApproved } from './on-duty.cancel.ts';
import { announceDecided, noticeDecided } from './on-duty.live.ts';
import * as repo from './on-duty.repository.ts';
import { monthName, type OnDutyService } from './on-duty.service.ts';

/**
 * Deciding an on-duty / work-from-home request (issue 45, docs/overtime.md): the approvals module's decider, or
 * HR and Admin; never the requester. The final approval writes each day Present with the mode in the same
 * transaction as the decision and its audit entry; a day of a finalised payroll month is refused (409).
 */
export class OnDutyDecisions {
  constructor(private readonly service: OnDutyService) {}

  async approve(actor: Caller, id: string): Promise<OnDutyRequest> {
    const { db, orgTime, audit, attendance } = this.service.deps;
    const row = await this.pendingRequest(actor, id);
    const plan = await planOf(this.service.deps.approvals, actor, row);
    const now = orgTime.now();
    const final = plan.next !== 'to-hr';
    if (final) {
      const [locked] = await this.service.deps.locks.lockedMonths([
        { userId: row.userId, from: row.fromDate, to: row.toDate },
      ]);
      if (locked) throw conflict(M.locked(monthName(locked)));
    }
    let written: string[] = [];
    let told = () => {};
    await db.transaction(async (tx) => {
      await this.write(
        tx,
        id,
        plan.step,
        final
          ? { status: 'Approved', override: plan.override, decidedBy: actor.id, decidedAt: now }
          : { approvalStep: 2, stepSince: now },
      );
      if (final)
        written = await onDutyDays.write(tx, {
          userId: row.userId,
          dates: row.dates,
          mode: row.mode,
          approvedBy: actor.id,
          at: now,
        });
      await audit.record(tx, {
        actor,
        action: 'on-duty.approve',
        entityType: 'on_duty_request',
        entityId: id,
        before: { status: 'Pending', mode: row.mode, dates: row.dates },
        after: { step: final ? 'final' : 2, dates: written },
      });
      if (final)
        told = await noticeDecided(this.service.deps, tx, row, { status: 'approved', by: actor.name });
    });
    if (written.length > 0) attendance.notifyAttendanceChanged([row.userId], written, 'manual');
    return this.decided(id, told);
  }

  async reject(actor: Caller, id: string, body: RejectOnDutyBody): Promise<OnDutyRequest> {
    const { db, orgTime, audit } = this.service.deps;
    const row = await this.pendingRequest(actor, id);
    const plan = await planOf(this.service.deps.approvals, actor, row);
    let told = () => {};
    await db.transaction(async (tx) => {
      await this.write(tx, id, plan.step, {
        status: 'Rejected',
        decisionReason: body.reason,
        override: plan.override,
        decidedBy: actor.id,
        decidedAt: orgTime.now(),
      });
      await audit.record(tx, {
        actor,
        action: 'on-duty.reject',
        entityType: 'on_duty_request',
        entityId: id,
        before: { status: 'Pending', mode: row.mode, dates: row.dates },
        after: { status: 'Rejected', reason: body.reason },
      });
      told = await noticeDecided(this.service.deps, tx, row, {
        status: 'rejected',
        by: actor.name,
        reason: body.reason,
      });
    });
    return this.decided(id, told);
  }

  /**
   * The requester withdraws their own request: while it is pending (nothing was written to attendance yet), or
   * once approved before its first day (on-duty.cancel.ts). The path's person is the caller (the contract's
   * ownParam); someone else's request is not found for them.
   */
  async cancel(actor: Caller, requestId: string): Promise<OnDutyRequest> {
    const { db, orgTime, audit } = this.service.deps;
    const row = isRecordId(requestId) ? await repo.findView(db, requestId) : undefined;
    if (!row || row.userId !== actor.id) throw notFound(M.notFound);
    if (row.status === 'Approved')
      return this.afterCancel(row, await cancelApproved(this.service, actor, row, null));
    if (row.status !== 'Pending') throw conflict(M.notCancellable);
    await db.transaction(async (tx) => {
      await this.write(tx, requestId, row.approvalStep, {
        status: 'Cancelled',
        decidedBy: actor.id,
        decidedAt: orgTime.now(),
      });
      await audit.record(tx, {
        actor,
        action: 'on-duty.cancel',
        entityType: 'on_duty_request',
        entityId: requestId,
        before: { status: 'Pending', mode: row.mode, dates: row.dates },
        after: { status: 'Cancelled' },
      });
    });
    return this.decided(requestId, () => {});
  }

  /** HR or the Admin cancels someone's approved request before its first day, with a reason; never their own. */
  async cancelForStaff(actor: Caller, id: string, body: CancelOnDutyBody): Promise<OnDutyRequest> {
    const row = isRecordId(id) ? await repo.findView(this.service.deps.db, id) : undefined;
    if (!row) throw notFound(M.notFound);
    if (row.userId === actor.id) throw forbidden(M.ownRequest);
    if (row.status !== 'Approved') throw conflict(M.notApproved);
    return this.afterCancel(row, await cancelApproved(this.service, actor, row, body.reason));
  }

  private async afterCancel(
    row: repo.RequestView,
    done: { told: () => void; released: string[] },
  ): Promise<OnDutyRequest> {
    if (done.released.length > 0)
      this.service.deps.attendance.notifyAttendanceChanged([row.userId], done.released, 'manual');
    return this.decided(row.id, done.told);
  }

  private async pendingRequest(actor: Caller, id: string): Promise<repo.RequestView> {
    const row = isRecordId(id) ? await repo.findView(this.service.deps.db, id) : undefined;
    if (!row) throw notFound(M.notFound);
    if (row.userId === actor.id) throw forbidden(M.ownRequest);
    if (row.status !== 'Pending') throw conflict(M.notPending);
    return row;
  }

  private async write(tx: Queryable, id: string, step: number, set: Parameters<typeof repo.decide>[3]) {
    if (!(await repo.decide(tx, id, step, set))) throw conflict(M.notPending);
  }

  /** After the commit: the bell's notice (if any) and the decision's event, with the request as it now stands. */
  private async decided(id: string, told: () => void): Promise<OnDutyRequest> {
    told();
    const request = await this.view(id);
    announceDecided(this.service.deps, request);
    return request;
  }

  private async view(id: string): Promise<OnDutyRequest> {
    const row = await repo.findView(this.service.deps.db, id);
    return (await this.service.present([row!]))[0]!;
  }
}
