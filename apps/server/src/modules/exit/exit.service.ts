import {
  EXIT_MESSAGES as M,
  isRecordId,
  STAFF_ROLES,
  type AcceptExitBody,
  type Exit,
  type PersonExit,
  type RecordExitBody,
  type ResignBody,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { presentExit, presentSettlement } from './exit.presenter.ts';
import * as repo from './exit.repository.ts';
import { daysShort, noticeDaysFor, noticeEnd, type ProbationStanding } from './notice.ts';

export interface ExitDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  /** Closes the person's open sockets (realtime.disconnectUser): an exit decided with a past last day ends access now. */
  disconnect?: (userId: string) => void;
  /** The person's probation from the lifecycle module (its notice rule); absent: the six-month rule. */
  probation?: (userId: string) => Promise<ProbationStanding | null>;
}

const isStaff = (caller: Caller) => STAFF_ROLES.includes(caller.role);

/**
 * Exits (issue 43, docs/exit.md): a resignation the person submits or withdraws, an exit HR or an Admin
 * records, and the decision on a resignation (decide: the one place it is taken, so an approval flow can call
 * it). A decided exit sets users.left_on: from the day after, the person cannot sign in (auth reads it).
 */
export class ExitService {
  constructor(private readonly deps: ExitDeps) {}

  async resign(caller: Caller, body: ResignBody): Promise<Exit> {
    const today = this.deps.orgTime.today();
    const person = await this.person(caller.id);
    this.checkLastDay(person, body.lastWorkingDay);
    if (body.lastWorkingDay < today) throw badRequest(M.inThePast);
    const noticeDays = noticeDaysFor(person.joinedOn, today, await this.deps.probation?.(person.id));
    const id = await this.insert(caller, 'exit.resign', {
      userId: person.id,
      kind: 'Resignation',
      status: 'Submitted',
      reason: body.reason,
      requestedLastDay: body.lastWorkingDay,
      noticeDays,
      shortfallDays: daysShort(body.lastWorkingDay, noticeEnd(today, noticeDays)),
      submittedOn: today,
      submittedBy: caller.id,
    });
    return this.present(id);
  }

  async withdraw(caller: Caller, id: string): Promise<Exit> {
    const exit = await this.exit(id);
    if (exit.userId !== caller.id) throw forbidden(M.ownOnly);
    if (exit.status !== 'Submitted') throw conflict(M.notSubmitted);
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.updateExit(tx, id, 'Submitted', { status: 'Withdrawn' })))
        throw conflict(M.notSubmitted);
      await this.audit(tx, caller, 'exit.withdraw', exit, { status: 'Withdrawn' });
    });
    return this.present(id);
  }

  /** HR or an Admin records a termination, retirement, death or end of contract: decided at once. */
  async record(caller: Caller, personId: string, body: RecordExitBody): Promise<Exit> {
    if (!isStaff(caller)) throw forbidden('Only HR or an Admin can record an exit.');
    const person = await this.person(personId);
    if (person.id === caller.id) throw forbidden(M.selfDecision);
    this.checkLastDay(person, body.lastWorkingDay);
    const id = await this.insert(
      caller,
      'exit.record',
      {
        userId: person.id,
        kind: body.kind,
        status: 'Accepted',
        reason: body.reason,
        requestedLastDay: body.lastWorkingDay,
        lastWorkingDay: body.lastWorkingDay,
        noticeDays: 0,
        submittedOn: this.deps.orgTime.today(),
        submittedBy: caller.id,
        decidedBy: caller.id,
        decidedAt: this.deps.orgTime.now(),
      },
      body.lastWorkingDay,
    );
    this.closeIfGone(person.id, body.lastWorkingDay);
    return this.present(id);
  }

  async accept(caller: Caller, id: string, body: AcceptExitBody): Promise<Exit> {
    return this.decide(caller, id, { accept: true, ...body });
  }

  /**
   * The decision on a submitted resignation, in one place: HR and Admin today; a manager's approval flow
   * (being built beside) calls it with the approver as the caller once its own rules have passed.
   */
  async decide(
    caller: Caller,
    id: string,
    decision: { accept: true; lastWorkingDay: string; waiveRecoveryReason?: string | null | undefined },
  ): Promise<Exit> {
    const exit = await this.exit(id);
    if (exit.userId === caller.id) throw forbidden(M.selfDecision);
    if (exit.status !== 'Submitted') throw conflict(M.notSubmitted);
    this.checkLastDay(exit.person, decision.lastWorkingDay);
    const end = noticeEnd(exit.submittedOn, exit.noticeDays);
    // The person's short notice is theirs to make good; a release before their wish is the organisation's.
    const shortfallDays = daysShort(exit.requestedLastDay, end);
    const waived = decision.waiveRecoveryReason?.trim() || null;
    await this.deps.db.transaction(async (tx) => {
      const done = await repo.updateExit(tx, id, 'Submitted', {
        status: 'Accepted',
        lastWorkingDay: decision.lastWorkingDay,
        shortfallDays,
        recoveryWaivedReason: waived,
        decidedBy: caller.id,
        decidedAt: this.deps.orgTime.now(),
      });
      if (!done) throw conflict(M.notSubmitted);
      await repo.setLeftOn(tx, exit.userId, decision.lastWorkingDay);
      await this.audit(tx, caller, 'exit.accept', exit, {
        lastWorkingDay: decision.lastWorkingDay,
        shortfallDays,
        ...(waived ? { recoveryWaived: waived } : {}),
      });
    });
    this.closeIfGone(exit.userId, decision.lastWorkingDay);
    return this.present(id);
  }

  async personExit(caller: Caller, personId: string): Promise<PersonExit> {
    if (!isRecordId(personId)) throw notFound(M.personNotFound);
    const person = await repo.findPerson(this.deps.db, personId);
    if (!person) throw notFound(M.personNotFound);
    const exit = await repo.findOpenExit(this.deps.db, personId);
    if (!exit) return { exit: null, settlement: null };
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    // The person sees their statement once it is final; staff see the draft too.
    const visible = statements.filter((s) => isStaff(caller) || s.status === 'Finalised');
    const shown = visible[0] ?? null;
    return {
      exit: presentExit(exit, this.deps.orgTime.today()),
      settlement: shown ? presentSettlement(shown, exit) : null,
      statements: visible.map((s) => presentSettlement(s, exit)),
    };
  }

  async list(caller: Caller): Promise<Exit[]> {
    if (!isStaff(caller)) throw forbidden('Only HR or an Admin can see exits.');
    const today = this.deps.orgTime.today();
    return (await repo.listExits(this.deps.db)).map((row) => presentExit(row, today));
  }

  /** An exit by id, or 404 (a malformed id too). */
  async exit(id: string): Promise<repo.ExitRow> {
    const exit = isRecordId(id) ? await repo.findExit(this.deps.db, id) : null;
    if (!exit) throw notFound(M.notFound);
    return exit;
  }

  private async person(id: string): Promise<repo.PersonRow> {
    const person = isRecordId(id) ? await repo.findPerson(this.deps.db, id) : null;
    if (!person) throw notFound(M.personNotFound);
    return person;
  }

  /** A last day already past ends access at once (the daily leavers run, leavers.job.ts, does it otherwise). */
  private closeIfGone(userId: string, lastDay: string): void {
    if (lastDay < this.deps.orgTime.today()) this.deps.disconnect?.(userId);
  }

  private checkLastDay(person: { joinedOn: string }, lastDay: string): void {
    if (lastDay < person.joinedOn) throw conflict(M.beforeJoining);
  }

  private async insert(
    caller: Caller,
    action: 'exit.resign' | 'exit.record',
    values: Parameters<typeof repo.insertExit>[1],
    leftOn?: string,
  ): Promise<string> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        if (await repo.findOpenExit(tx, values.userId)) throw conflict(M.alreadyExiting);
        const id = await repo.insertExit(tx, values);
        if (leftOn) await repo.setLeftOn(tx, values.userId, leftOn);
        const exit = (await repo.findExit(tx, id))!;
        await this.audit(tx, caller, action, exit, {
          kind: values.kind,
          lastWorkingDay: values.lastWorkingDay ?? values.requestedLastDay,
        });
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.alreadyExiting);
      throw error;
    }
  }

  private audit(
    tx: Queryable,
    caller: Caller,
    action: 'exit.resign' | 'exit.record' | 'exit.accept' | 'exit.withdraw',
    exit: repo.ExitRow,
    after: Record<string, unknown>,
  ): Promise<void> {
    return this.deps.audit.record(tx, {
      actor: caller,
      action,
      entityType: 'exit',
      entityId: exit.id,
      before: { employeeName: exit.person.name, status: exit.status },
      after: { employeeName: exit.person.name, ...after },
    });
  }

  private async present(id: string): Promise<Exit> {
    return presentExit((await repo.findExit(this.deps.db, id))!, this.deps.orgTime.today());
  }
}
