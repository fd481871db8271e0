import {
  isRecordId,
  OVERTIME_MESSAGES as M,
  type ApproveOvertimeBody,
  type OvertimeClaim,
  type RejectOvertimeBody,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { DecisionPlan } from '../approvals/index.ts';
import { planOf } from './overtime.approvals.ts';
import { basicDaOn } from './overtime.basic-da.ts';
import { announceClaimDecided, noticeClaimDecided } from './overtime.live.ts';
import * as repo from './overtime.repository.ts';
import { hourlyRatePaise, overtimePayPaise } from './overtime.rules.ts';
import type { OvertimeService } from './overtime.service.ts';

/**
 * Deciding an overtime claim (issue 45, docs/overtime.md "Approval"): the approvals module's decider, or HR and
 * Admin (an override when it waited for a manager); never the claimant. An approval may take fewer minutes with
 * a reason; the final one fixes the rate, the amount and the payroll month (the month of approval, or the next
 * one not finalised), in the same transaction as its audit entry.
 */
export class OvertimeDecisions {
  constructor(private readonly service: OvertimeService) {}

  async approve(actor: Caller, id: string, body: ApproveOvertimeBody): Promise<OvertimeClaim> {
    const { db, orgTime, audit } = this.service.deps;
    // Every read before the transaction (PGlite has one connection); the write is conditional on the claim
    // still waiting at the same step, so a concurrent decision is refused (409) rather than overwritten.
    const row = await this.pendingClaim(actor, id);
    const plan = await planOf(this.service.deps.approvals, actor, row);
    if (row.kind === 'comp-off') return this.approveCompOff(actor, row, plan);
    const minutes = body.minutes ?? row.claimedMinutes;
    if (minutes > row.claimedMinutes) throw badRequest(M.minutesRange(row.claimedMinutes));
    const reason = body.reason?.trim() || null;
    if (minutes < row.claimedMinutes && !reason) throw badRequest(M.reasonNeeded);
    const now = orgTime.now();
    let set: Parameters<typeof repo.decide>[3];
    if (plan.next === 'to-hr') {
      // The manager's minutes and reason stand as the proposal HR sees at step 2.
      set = { approvalStep: 2, stepSince: now, approvedMinutes: minutes, reason };
    } else {
      const settings = await this.service.settings();
      const basicDa = await basicDaOn(db, this.service.deps.payrollSettings, row.userId, row.date);
      const pay = await this.payMonth(row.userId, orgTime.today());
      set = {
        status: 'Approved',
        approvedMinutes: minutes,
        reason,
        override: plan.override,
        decidedBy: actor.id,
        decidedAt: now,
        payYear: pay.year,
        payMonth: pay.month,
        hourlyRatePaise: hourlyRatePaise(basicDa, settings),
        amountPaise: overtimePayPaise(basicDa, minutes, settings),
      };
    }
    let told = () => {};
    await db.transaction(async (tx) => {
      await this.write(tx, id, plan.step, set);
      await audit.record(tx, {
        actor,
        action: 'overtime.approve',
        entityType: 'overtime_claim',
        entityId: id,
        before: { status: 'Pending', claimedMinutes: row.claimedMinutes },
        after: { approvedMinutes: minutes, reason, step: plan.next === 'to-hr' ? 2 : 'final' },
      });
      if (plan.next !== 'to-hr') told = await this.notice(tx, row, 'approved', actor);
    });
    return this.decided(id, told);
  }

  /**
   * A comp-off claim is approved whole (the day, or the half day); the final approval writes the credit to
   * the leave ledger with its expiry, in the same transaction as the claim's decision and its audit entry.
   */
  private async approveCompOff(
    actor: Caller,
    row: repo.ClaimView,
    plan: DecisionPlan,
  ): Promise<OvertimeClaim> {
    const { db, orgTime, audit } = this.service.deps;
    const now = orgTime.now();
    const final = plan.next !== 'to-hr';
    const settings = await this.service.settings();
    // The type is made before the transaction (its own); the credit then goes in with the decision.
    const type = final ? (await this.service.deps.compOff.ensureType(actor)).name : null;
    let told = () => {};
    await db.transaction(async (tx) => {
      let expiresOn: string | null = null;
      if (type) {
        const claim = {
          id: row.id,
          userId: row.userId,
          date: row.date,
          hundredths: row.compOffHundredths ?? 100,
        };
        expiresOn = await this.service.deps.compOff.credit(
          tx,
          type,
          claim,
          settings.compOff.expiryDays,
          actor.id,
          now,
        );
      }
      await this.write(
        tx,
        row.id,
        plan.step,
        final
          ? {
              status: 'Approved',
              approvedMinutes: row.claimedMinutes,
              override: plan.override,
              decidedBy: actor.id,
              decidedAt: now,
              compOffExpiresOn: expiresOn,
            }
          : { approvalStep: 2, stepSince: now, approvedMinutes: row.claimedMinutes },
      );
      await audit.record(tx, {
        actor,
        action: 'overtime.approve',
        entityType: 'overtime_claim',
        entityId: row.id,
        before: { status: 'Pending', kind: 'comp-off' },
        after: { compOffDays: (row.compOffHundredths ?? 100) / 100, expiresOn, step: final ? 'final' : 2 },
      });
      if (final) told = await this.notice(tx, row, 'approved', actor);
    });
    return this.decided(row.id, told);
  }

  async reject(actor: Caller, id: string, body: RejectOvertimeBody): Promise<OvertimeClaim> {
    const { db, orgTime, audit } = this.service.deps;
    const row = await this.pendingClaim(actor, id);
    const plan = await planOf(this.service.deps.approvals, actor, row);
    let told = () => {};
    await db.transaction(async (tx) => {
      await this.write(tx, id, plan.step, {
        status: 'Rejected',
        approvedMinutes: null,
        reason: body.reason,
        override: plan.override,
        decidedBy: actor.id,
        decidedAt: orgTime.now(),
      });
      await audit.record(tx, {
        actor,
        action: 'overtime.reject',
        entityType: 'overtime_claim',
        entityId: id,
        before: { status: 'Pending', claimedMinutes: row.claimedMinutes },
        after: { status: 'Rejected', reason: body.reason },
      });
      told = await this.notice(tx, row, 'rejected', actor);
    });
    return this.decided(id, told);
  }

  private notice(tx: Queryable, row: repo.ClaimView, status: 'approved' | 'rejected', actor: Caller) {
    return noticeClaimDecided(this.service.deps, tx, row, { status, by: actor.name });
  }

  /** After the commit: the bell's notice (if any) and the decision's event, with the claim as it now stands. */
  private async decided(id: string, told: () => void): Promise<OvertimeClaim> {
    told();
    const claim = await this.view(id);
    announceClaimDecided(this.service.deps, claim);
    return claim;
  }

  private async pendingClaim(actor: Caller, id: string): Promise<repo.ClaimView> {
    const row = isRecordId(id) ? await repo.findView(this.service.deps.db, id) : undefined;
    if (!row) throw notFound(M.claimNotFound);
    if (row.userId === actor.id) throw forbidden(M.ownClaim);
    if (row.status !== 'Pending') throw conflict(M.notPending);
    return row;
  }

  private async write(tx: Queryable, id: string, step: number, set: Parameters<typeof repo.decide>[3]) {
    // A concurrent decision got there first.
    if (!(await repo.decide(tx, id, step, set))) throw conflict(M.notPending);
  }

  /** The month of approval, or the first after it that no finalised payroll month locks for the person. */
  private async payMonth(userId: string, today: string): Promise<{ year: number; month: number }> {
    let year = Number(today.slice(0, 4));
    let month = Number(today.slice(5, 7));
    for (let i = 0; i < 24; i += 1) {
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      const [locked] = await this.service.deps.locks.lockedMonths([{ userId, from: first, to: first }]);
      if (!locked) break;
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year += 1;
    }
    return { year, month };
  }

  private async view(id: string): Promise<OvertimeClaim> {
    const row = await repo.findView(this.service.deps.db, id);
    return (await this.service.present([row!]))[0]!;
  }
}
