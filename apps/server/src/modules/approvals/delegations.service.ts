import {
  APPROVALS_MESSAGES as M,
  isBusinessDate,
  type Delegation,
  type DelegationBody,
  type DelegationForBody,
  type DelegationOfAnyone,
  type DelegationsView,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { PlacementsService } from '../org-structure/index.ts';
import * as repo from './approvals.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A delegation as answered: `whileOnLeave` only when set, so a dated delegation keeps its first shape. */
function shown<D extends { whileOnLeave: boolean }>({ whileOnLeave, ...rest }: D) {
  return whileOnLeave ? { ...rest, whileOnLeave } : rest;
}

/**
 * A person hands their approvals to another for dates, start and end inclusive in the organisation's
 * timezone (issue 42). Read at decision time, so requests already waiting move with it; always the
 * caller's own (the delegator is never a parameter).
 */
export class DelegationsService {
  constructor(
    private readonly deps: {
      db: Database;
      orgTime: OrgTime;
      audit: AuditService;
      placements: Pick<PlacementsService, 'chart'>;
    },
  ) {}

  async list(caller: Caller): Promise<DelegationsView> {
    const today = this.deps.orgTime.today();
    const [delegations, options] = await Promise.all([
      repo.delegationsOf(this.deps.db, caller.id, today),
      this.options(caller),
    ]);
    return { delegations: delegations.map(shown), options };
  }

  /** HR's and the Admin's view (the route's access says who): everyone's delegations that have not ended. */
  async listAll(): Promise<DelegationOfAnyone[]> {
    return (await repo.allDelegations(this.deps.db, this.deps.orgTime.today())).map(shown);
  }

  /**
   * Whom the caller may delegate to: anyone in their view of the org chart (Admin and HR: everyone; anyone
   * else: their manager chain and everyone below them) and any HR person or Admin; never themself.
   */
  private async options(caller: Caller): Promise<{ id: string; name: string }[]> {
    const [chart, staff] = await Promise.all([
      this.deps.placements.chart(caller),
      repo.staffNames(this.deps.db),
    ]);
    const byId = new Map([...chart.nodes, ...staff].map((p) => [p.id, { id: p.id, name: p.name }]));
    byId.delete(caller.id);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async delegate(caller: Caller & AuditActor, body: DelegationBody): Promise<Delegation> {
    const { delegateId, startDate, endDate, whileOnLeave = false } = body;
    this.checkDates(startDate, endDate);
    if (delegateId === caller.id) throw badRequest(M.delegateSelf);
    // Read before the transaction: PGlite has one connection, so a read outside an open transaction would wait.
    const delegateName = (await this.options(caller)).find((p) => p.id === delegateId)?.name;
    if (delegateName === undefined) throw notFound(M.delegateUnknown);
    // The answer's schema keeps the Delegation fields only.
    return this.create(caller, {
      delegatorId: caller.id,
      delegatorName: null,
      delegateId,
      delegateName,
      startDate,
      endDate,
      whileOnLeave,
    });
  }

  /**
   * HR or the Admin (the route's access says who) hands anyone's approvals to anyone else, on the same rules
   * as one's own: dates in order and not ended, never to the delegator themselves (400), both people known
   * (404). Nobody decides their own request still holds at decision time (a delegate who is the requester
   * leaves it with the manager). Audited with the delegator's name.
   */
  async delegateFor(actor: AuditActor, body: DelegationForBody): Promise<DelegationOfAnyone> {
    const { delegatorId, delegateId, startDate, endDate, whileOnLeave = false } = body;
    this.checkDates(startDate, endDate);
    if (delegateId === delegatorId) throw badRequest(M.delegateSameAsDelegator);
    const delegatorName = UUID.test(delegatorId) ? await repo.personName(this.deps.db, delegatorId) : null;
    if (delegatorName === null) throw notFound(M.delegatorUnknown);
    const delegateName = UUID.test(delegateId) ? await repo.personName(this.deps.db, delegateId) : null;
    if (delegateName === null) throw notFound(M.delegateUnknown);
    return this.create(actor, {
      delegatorId,
      delegatorName,
      delegateId,
      delegateName,
      startDate,
      endDate,
      whileOnLeave,
    });
  }

  private checkDates(startDate: string, endDate: string): void {
    if (!isBusinessDate(startDate) || !isBusinessDate(endDate)) throw badRequest(M.delegationDates);
    if (endDate < startDate) throw badRequest(M.delegationDates);
    if (endDate < this.deps.orgTime.today()) throw badRequest(M.delegationPast);
  }

  private create(
    actor: AuditActor,
    d: Omit<DelegationOfAnyone, 'id' | 'delegatorName' | 'whileOnLeave'> & {
      delegatorName: string | null;
      whileOnLeave: boolean;
    },
  ): Promise<DelegationOfAnyone> {
    const { delegatorId, delegatorName, delegateId, delegateName, startDate, endDate, whileOnLeave } = d;
    return this.deps.db.transaction(async (tx) => {
      const id = await repo.insertDelegation(tx, {
        delegatorId,
        delegateId,
        startDate,
        endDate,
        whileOnLeave,
        createdAt: this.deps.orgTime.now(),
      });
      await this.deps.audit.record(tx, {
        actor,
        action: 'approvals.delegate',
        entityType: 'account',
        entityId: id,
        after: {
          name: delegateName,
          startDate,
          endDate,
          ...(whileOnLeave ? { whileOnLeave } : {}),
          ...(delegatorName === null ? {} : { for: delegatorName }),
        },
      });
      return shown({
        id,
        delegatorId,
        delegatorName: delegatorName ?? '',
        delegateId,
        delegateName,
        startDate,
        endDate,
        whileOnLeave,
      });
    });
  }

  /** The caller's own delegation (404 for anyone else's). */
  remove(caller: AuditActor, id: string): Promise<Delegation> {
    return this.end(caller, id, caller.id);
  }

  /** HR's and the Admin's: anyone's delegation (the route's access says who). */
  removeAny(actor: AuditActor, id: string): Promise<DelegationOfAnyone> {
    return this.end(actor, id);
  }

  private async end(actor: AuditActor, id: string, delegatorId?: string): Promise<DelegationOfAnyone> {
    if (!UUID.test(id)) throw notFound(M.delegationNotFound);
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.deleteDelegation(tx, id, delegatorId);
      if (!row) throw notFound(M.delegationNotFound);
      const delegateName = (await repo.personName(tx, row.delegateId)) ?? '';
      const delegatorName = (await repo.personName(tx, row.delegatorId)) ?? '';
      await this.deps.audit.record(tx, {
        actor,
        action: 'approvals.delegation_remove',
        entityType: 'account',
        entityId: id,
        before: {
          name: delegateName,
          startDate: row.startDate,
          endDate: row.endDate,
          ...(row.delegatorId === actor.id ? {} : { for: delegatorName }),
        },
      });
      return shown({ ...row, delegateName, delegatorName });
    });
  }
}
