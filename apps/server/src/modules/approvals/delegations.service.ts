import {
  APPROVALS_MESSAGES as M,
  isBusinessDate,
  type Delegation,
  type DelegationBody,
  type DelegationsView,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import * as repo from './approvals.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A person hands their approvals to another for dates, start and end inclusive in the organisation's
 * timezone (issue 42). Read at decision time, so requests already waiting move with it; always the
 * caller's own (the delegator is never a parameter).
 */
export class DelegationsService {
  constructor(private readonly deps: { db: Database; orgTime: OrgTime; audit: AuditService }) {}

  async list(caller: { id: string }): Promise<DelegationsView> {
    const today = this.deps.orgTime.today();
    const [delegations, people] = await Promise.all([
      repo.delegationsOf(this.deps.db, caller.id, today),
      repo.peopleNames(this.deps.db),
    ]);
    return { delegations, options: people.filter((p) => p.id !== caller.id) };
  }

  async delegate(caller: AuditActor, body: DelegationBody): Promise<Delegation> {
    const { delegateId, startDate, endDate } = body;
    if (!isBusinessDate(startDate) || !isBusinessDate(endDate)) throw badRequest(M.delegationDates);
    if (endDate < startDate) throw badRequest(M.delegationDates);
    if (endDate < this.deps.orgTime.today()) throw badRequest(M.delegationPast);
    if (delegateId === caller.id) throw badRequest(M.delegateSelf);
    return this.deps.db.transaction(async (tx) => {
      const delegateName = UUID.test(delegateId) ? await repo.personName(tx, delegateId) : null;
      if (delegateName === null) throw notFound(M.delegateUnknown);
      const id = await repo.insertDelegation(tx, {
        delegatorId: caller.id,
        delegateId,
        startDate,
        endDate,
        createdAt: this.deps.orgTime.now(),
      });
      const delegation = { id, delegateId, delegateName, startDate, endDate };
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'approvals.delegate',
        entityType: 'account',
        entityId: id,
        after: { name: delegateName, startDate, endDate },
      });
      return delegation;
    });
  }

  async remove(caller: AuditActor, id: string): Promise<Delegation> {
    if (!UUID.test(id)) throw notFound(M.delegationNotFound);
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.deleteDelegation(tx, caller.id, id);
      if (!row) throw notFound(M.delegationNotFound);
      const delegateName = (await repo.personName(tx, row.delegateId)) ?? '';
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'approvals.delegation_remove',
        entityType: 'account',
        entityId: id,
        before: { name: delegateName, startDate: row.startDate, endDate: row.endDate },
      });
      return { ...row, delegateName };
    });
  }
}
