import {
  addDays,
  EXIT_MESSAGES as M,
  parsePayPeriod,
  rupeesToPaise,
  STAFF_ROLES,
  type AdjustmentStatementBody,
  type SettlementPayWithRunBody,
  type Settlement,
  type SettlementDue,
  type SettlementPaidBody,
  type WorkCalendar,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { insertAdjustmentDraft, markPaid, unsettledExits } from './employment.repository.ts';
import { presentSettlement, runLabel } from './exit.presenter.ts';
import { monthFinalisedFor, setPayWithRun } from './settlement-run.repository.ts';
import * as repo from './exit.repository.ts';
import type { ExitService } from './exit.service.ts';
import { dueOn } from './notice.ts';

export interface FollowUpDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  exits: Pick<ExitService, 'exit'>;
  calendarFor: (from: string, to: string) => Promise<WorkCalendar>;
}

/** The next working day after `day` (the warning's "near": due by then). */
function nextWorkingDay(calendar: WorkCalendar, day: string): string {
  let next = addDays(day, 1);
  for (let step = 0; step < 40 && !calendar.isWorking(next); step += 1) next = addDays(next, 1);
  return next;
}

/**
 * What follows a settlement (issue 43, docs/exit.md): the Home's warning of statements near or past their due
 * date, adjustment statements after finalisation (a finalised statement is never changed), and the payment of a
 * finalised statement on its own date.
 */
export class SettlementFollowUpService {
  constructor(private readonly deps: FollowUpDeps) {}

  /** Not finalised and due within one working day (near) or past due (late), oldest first. */
  async due(caller: Caller): Promise<SettlementDue[]> {
    this.staffOnly(caller);
    const today = this.deps.orgTime.today();
    const open = await unsettledExits(this.deps.db, today);
    if (open.length === 0) return [];
    const calendar = await this.deps.calendarFor(open[0]!.lastWorkingDay, addDays(today, 40));
    const nearBy = nextWorkingDay(calendar, today);
    return open.flatMap((row): SettlementDue[] => {
      const due = dueOn(calendar, row.lastWorkingDay);
      const state = due < today ? 'late' : due <= nearBy ? 'near' : null;
      if (!state) return [];
      return [
        {
          exitId: row.exitId,
          person: { id: row.userId, name: row.name },
          lastWorkingDay: row.lastWorkingDay,
          dueOn: due,
          state,
        },
      ];
    });
  }

  /** A new statement correcting the finalised one, explained and audited; finalised like the first. */
  async adjustmentStatement(
    caller: Caller,
    exitId: string,
    body: AdjustmentStatementBody,
  ): Promise<Settlement> {
    this.staffOnly(caller);
    const exit = await this.deps.exits.exit(exitId);
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    const final = statements.find((s) => s.kind === 'Final' && s.status === 'Finalised');
    if (!final) throw conflict(M.notFinalYet);
    const lines = body.adjustments.map((a) => ({
      code: 'ADJUSTMENT',
      name: a.name,
      paise: rupeesToPaise(a.amount),
      rule: a.reason,
    }));
    const netPaise = lines.reduce((sum, line) => sum + line.paise, 0);
    await this.deps.db.transaction(async (tx) => {
      // One draft at a time: a second request before finalising replaces the draft it left.
      await repo.deleteDraft(tx, exit.id);
      const id = await insertAdjustmentDraft(tx, {
        exitId: exit.id,
        userId: exit.userId,
        lines,
        adjustments: lines.map((l) => ({ name: l.name, paise: l.paise, reason: l.rule })),
        netPaise,
        dueOn: final.dueOn,
        computedAt: this.deps.orgTime.now(),
        adjustsId: final.id,
        explanation: body.explanation,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settlement.adjustment',
        entityType: 'settlement',
        entityId: id,
        after: { employeeName: exit.person.name, netPaise, explanation: body.explanation, adjusts: final.id },
      });
    });
    const [row] = await repo.findSettlements(this.deps.db, exit.id);
    return presentSettlement(row!, exit);
  }

  /** The newest finalised statement paid on its own date, with the bank reference; once. */
  async markPaid(caller: Caller, exitId: string, body: SettlementPaidBody): Promise<Settlement> {
    this.staffOnly(caller);
    const exit = await this.deps.exits.exit(exitId);
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    const final = statements.find((s) => s.status === 'Finalised');
    if (!final) throw conflict(M.notFinalised);
    if (final.paidOn || final.runPaidOn) throw conflict(M.alreadyPaid);
    const run = runLabel(final);
    if (run) throw conflict(M.paidWithRun(run));
    const finalisedOn = this.deps.orgTime.parts(final.finalisedAt!).date;
    if (body.paidOn < finalisedOn) throw badRequest(M.paidBeforeFinal);
    await this.deps.db.transaction(async (tx) => {
      if (!(await markPaid(tx, final.id, { ...body, by: caller.id }))) throw conflict(M.alreadyPaid);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settlement.paid',
        entityType: 'settlement',
        entityId: final.id,
        after: {
          employeeName: exit.person.name,
          netPaise: final.netPaise,
          paidOn: body.paidOn,
          reference: body.reference,
        },
      });
    });
    const shown = (await repo.findSettlements(this.deps.db, exit.id)).find((s) => s.id === final.id)!;
    return presentSettlement(shown, exit);
  }

  /**
   * Issue 43: the finalised statement paid with a payroll month's run instead of on its own date: the month of
   * the last working day or the next, in the same tax year (the statement's TDS is that year's), before the
   * person's slip of that month is made. The run's slip then carries the statement (settlement.pay.ts) and the
   * statement reads as paid once that slip is marked paid. Once; audited.
   */
  async payWithRun(caller: Caller, exitId: string, body: SettlementPayWithRunBody): Promise<Settlement> {
    this.staffOnly(caller);
    const period = parsePayPeriod(body.month);
    if (!period) throw badRequest(M.payWithRunMonth);
    const exit = await this.deps.exits.exit(exitId);
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    const final = statements.find((s) => s.kind === 'Final' && s.status === 'Finalised');
    if (!final) throw conflict(M.notFinalised);
    if (final.paidOn || final.runPaidOn) throw conflict(M.alreadyPaid);
    if (final.payYear) throw conflict(M.payWithRunChosen);
    if (final.netPaise < 0) throw conflict(M.payWithRunNegative);
    const last = exit.lastWorkingDay!;
    const exitIndex = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7)) - 1;
    const runIndex = period.year * 12 + period.month - 1;
    const taxYear = (index: number) => Math.floor((index - 3) / 12); // April opens a tax year
    if (runIndex < exitIndex || runIndex > exitIndex + 1 || taxYear(runIndex) !== taxYear(exitIndex))
      throw badRequest(M.payWithRunMonthRange);
    if (await monthFinalisedFor(this.deps.db, exit.userId, period.year, period.month))
      throw conflict(M.payWithRunSlipMade(period.label));
    await this.deps.db.transaction(async (tx) => {
      if (!(await setPayWithRun(tx, final.id, period.year, period.month))) throw conflict(M.payWithRunChosen);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settlement.pay-with-run',
        entityType: 'settlement',
        entityId: final.id,
        after: { employeeName: exit.person.name, netPaise: final.netPaise, run: period.label },
      });
    });
    const shown = (await repo.findSettlements(this.deps.db, exit.id)).find((s) => s.id === final.id)!;
    return presentSettlement(shown, exit);
  }

  private staffOnly(caller: Caller): void {
    if (!STAFF_ROLES.includes(caller.role)) throw forbidden('Only HR or an Admin can settle an exit.');
  }
}
