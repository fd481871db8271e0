import { EXIT_MESSAGES as M, type AcceptExitBody, type Exit } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { ApprovalsService, Awaiting } from '../approvals/index.ts';
import type { AuditService } from '../audit/index.ts';
import { presentExit } from './exit.presenter.ts';
import * as repo from './exit.repository.ts';
import type { ExitService } from './exit.service.ts';

export interface TeamExitDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  exits: Pick<ExitService, 'exit' | 'decide'>;
  approvals: Pick<ApprovalsService, 'plan' | 'waiting'>;
}

const awaiting = (exit: repo.ExitRow): Awaiting => ({
  id: exit.id,
  requesterId: exit.userId,
  createdAt: exit.createdAt,
  step: exit.step,
  stepSince: exit.stepSince,
});

/**
 * A resignation through the Admin's approval flow (issue 43 with issue 42's flows, docs/exit.md "Who accepts"):
 * under 'manager' the person's reporting manager (or their delegate) accepts it with the last working day; under
 * 'manager-then-hr' the manager's agreement moves it to HR, who accept it. The 'hr' flow, a fresh install's, is
 * the spec's: HR and Admin accept (POST /exits/:id/accept) and nobody else sees it here.
 */
export class TeamExitService {
  constructor(private readonly deps: TeamExitDeps) {}

  /** The submitted resignations waiting for the caller as manager or delegate. */
  async team(caller: Caller): Promise<Exit[]> {
    const submitted = (await repo.listExits(this.deps.db)).filter((e) => e.status === 'Submitted');
    if (submitted.length === 0) return [];
    const waiting = await this.deps.approvals.waiting(submitted.map(awaiting));
    const today = this.deps.orgTime.today();
    return submitted
      .filter((exit) => {
        const decider = waiting.get(exit.id)?.decider;
        return decider && decider.kind !== 'hr' && decider.person.id === caller.id;
      })
      .map((exit) => presentExit(exit, today));
  }

  /** The current decider accepts: final under 'manager', on to HR under 'manager-then-hr'. */
  async accept(caller: Caller, id: string, body: AcceptExitBody): Promise<Exit> {
    const exit = await this.deps.exits.exit(id);
    if (exit.status !== 'Submitted') throw conflict(M.notSubmitted);
    if (exit.userId === caller.id) throw forbidden(M.selfDecision);
    const plan = await this.deps.approvals.plan(caller, awaiting(exit), 'decider');
    if (plan.next === 'final') return this.deps.exits.decide(caller, id, { accept: true, ...body });
    await this.deps.db.transaction(async (tx) => {
      const moved = await repo.updateExit(tx, id, 'Submitted', {
        step: 2,
        stepSince: this.deps.orgTime.now(),
      });
      if (!moved) throw conflict(M.notSubmitted);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'exit.accept',
        entityType: 'exit',
        entityId: exit.id,
        before: { employeeName: exit.person.name, status: exit.status },
        after: { employeeName: exit.person.name, managerAgreed: true, lastWorkingDay: body.lastWorkingDay },
      });
    });
    return presentExit((await repo.findExit(this.deps.db, id))!, this.deps.orgTime.today());
  }
}
