import {
  EXIT_MESSAGES as M,
  isRecordId,
  STAFF_ROLES,
  type EmploymentPeriod,
  type PersonExit,
  type RehireBody,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import * as repo from './exit.repository.ts';
import type { ExitService } from './exit.service.ts';
import { periodsOf, startNewPeriod, type PeriodRow } from './employment.repository.ts';

export interface EmploymentDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  exits: Pick<ExitService, 'personExit'>;
}

const presentPeriod = (row: PeriodRow): EmploymentPeriod => ({
  joinedOn: row.joinedOn,
  leftOn: row.leftOn,
  exitId: row.exitId,
  rehiredOn: row.rehiredOn,
});

/**
 * Employment periods (issue 43, docs/exit.md "Rehire"): a former employee rehired starts a new period with a new
 * joining date; the ended one is kept as a row with its exit, settlement and every record untouched.
 */
export class EmploymentService {
  constructor(private readonly deps: EmploymentDeps) {}

  async rehire(caller: Caller, personId: string, body: RehireBody): Promise<PersonExit> {
    if (!STAFF_ROLES.includes(caller.role)) throw forbidden('Only HR or an Admin can rehire.');
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : null;
    if (!person) throw notFound(M.personNotFound);
    if (person.id === caller.id) throw forbidden(M.selfDecision);
    const today = this.deps.orgTime.today();
    const exit = await repo.findOpenExit(this.deps.db, person.id);
    // Only someone whose last working day has passed is a former employee; an exit in progress is withdrawn or decided.
    if (!exit || person.leftOn === null || person.leftOn >= today) throw conflict(M.notLeft);
    if (body.joinedOn <= person.leftOn) throw conflict(M.rehireBeforeLeaving);
    const leftOn = person.leftOn;
    await this.deps.db.transaction(async (tx) => {
      await startNewPeriod(tx, {
        userId: person.id,
        joinedOn: person.joinedOn,
        leftOn,
        exitId: exit.id,
        rehiredOn: body.joinedOn,
        by: caller.id,
      });
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'exit.rehire',
        entityType: 'employee',
        entityId: person.id,
        before: { employeeName: person.name, joinedOn: person.joinedOn, leftOn },
        after: { employeeName: person.name, joinedOn: body.joinedOn, reason: body.reason },
      });
    });
    return this.deps.exits.personExit(caller, person.id);
  }

  /** The person's earlier periods (HR, Admin, the person: the contract checks who). */
  async periods(personId: string): Promise<EmploymentPeriod[]> {
    const person = isRecordId(personId) ? await repo.findPerson(this.deps.db, personId) : null;
    if (!person) throw notFound(M.personNotFound);
    return (await periodsOf(this.deps.db, person.id)).map(presentPeriod);
  }
}
