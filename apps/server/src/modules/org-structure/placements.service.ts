import {
  formatEmployeeId,
  isRecordId,
  ORG_MESSAGES as M,
  STAFF_ROLES,
  type ChartNode,
  type EmployeePlacementNames,
  type LocationSpan,
  type PersonUnits,
  type OrgChart,
  type PlacementBody,
  type PlacementView,
  type Team,
  type TeamMember,
  type TeamScope,
} from '@hrms/shared';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { perPersonReads } from '../../lib/batched-reads.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import {
  branchOn,
  everyoneOn,
  namesOn,
  peopleFilter,
  placedAs,
  teamsOn,
  type NodeRow,
  type StructureFilter,
} from './chart.repository.ts';
import { handOver } from './handover.repository.ts';
import { locationStatesOn } from './location-state.repository.ts';
import { locationSpansBetween, unitsOn } from './location-spans.repository.ts';
import * as repo from './placements.repository.ts';
import { lockUnit, personExists } from './units.repository.ts';

export interface PlacementsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

const isStaff = (caller: Caller) => STAFF_ROLES.includes(caller.role);

function presentNode(row: NodeRow): ChartNode {
  return {
    id: row.id,
    name: row.name,
    employeeId: formatEmployeeId(row.employeeNo),
    managerId: row.managerId,
    department: row.department,
    designation: row.designation,
    location: row.location,
  };
}

/** The chart's nodes without former employees: a report of someone who left hangs from the top (issue 43). */
function withoutLeft(rows: NodeRow[]): ChartNode[] {
  const shown = new Set(rows.map((row) => row.id));
  return rows.map((row) =>
    presentNode(row.managerId && !shown.has(row.managerId) ? { ...row, managerId: null } : row),
  );
}

/** A person's dated placement, the org chart and "my team" (docs/organisation.md). */
export class PlacementsService {
  /** "My team" of the managers asking in one turn: one statement per scope for all of them (lib/batched-reads.ts). */
  private readonly teams = {
    direct: this.teamReads('direct'),
    all: this.teamReads('all'),
  };

  constructor(private readonly deps: PlacementsDeps) {}

  private teamReads(scope: TeamScope) {
    return perPersonReads(
      (ids) => teamsOn(this.deps.db, ids, scope, this.deps.orgTime.today()),
      (row) => row.root,
    );
  }

  /** The person, anyone above them, Admin and HR read it; anyone else 403 (the details page's rule). */
  async view(caller: Caller, personId: string): Promise<PlacementView> {
    const today = this.deps.orgTime.today();
    const mayRead =
      caller.id === personId ||
      isStaff(caller) ||
      (isRecordId(personId) && (await repo.isAbove(this.deps.db, caller.id, personId, today)));
    if (!mayRead) throw forbidden(M.notYours);
    return this.viewOf(this.deps.db, personId, today);
  }

  /**
   * Sets the person's values from a date (default today): fields left out keep their value on that date.
   * One transaction with the audit entry; a manager that would close a reporting loop is refused (409).
   */
  async place(caller: Caller, personId: string, body: PlacementBody): Promise<PlacementView> {
    if (!isRecordId(personId) || !(await personExists(this.deps.db, personId)))
      throw notFound(M.personNotFound);
    const today = this.deps.orgTime.today();
    await this.deps.db.transaction((tx) => this.placeIn(tx, caller, personId, body));
    return this.viewOf(this.deps.db, personId, today);
  }

  /**
   * The placement written inside the caller's transaction (a person added with the Add Employee form is
   * placed in the same transaction as their account, people.service.ts): the checks, the loop check, the
   * row and its audit entry. Unknown units or manager: 404, and the caller's transaction rolls back.
   */
  async placeIn(tx: Queryable, caller: Caller, personId: string, body: PlacementBody): Promise<void> {
    const from = body.effectiveFrom ?? this.deps.orgTime.today();
    await repo.lockPlacements(tx);
    const before = await repo.placementOn(tx, personId, from);
    const next = {
      departmentId: body.departmentId === undefined ? before.departmentId : body.departmentId,
      designationId: body.designationId === undefined ? before.designationId : body.designationId,
      locationId: body.locationId === undefined ? before.locationId : body.locationId,
      managerId: body.managerId === undefined ? before.managerId : body.managerId,
    };
    await this.checkRefs(tx, personId, next, before);
    if (next.managerId) {
      const until = await repo.nextChangeAfter(tx, personId, from);
      const chain = await repo.loopThrough(tx, personId, next.managerId, from, until);
      if (chain) throw conflict(M.cycle(await this.nameOf(tx, personId), chain));
    }
    await repo.savePlacement(tx, { userId: personId, effectiveFrom: from, changedBy: caller.id, ...next });
    await this.deps.audit.record(tx, {
      actor: caller,
      action: 'org.placement',
      entityType: 'employee',
      entityId: personId,
      before: { employeeName: await this.nameOf(tx, personId), effectiveFrom: from, ...before },
      after: { employeeName: await this.nameOf(tx, personId), effectiveFrom: from, ...next },
    });
  }

  /**
   * Called inside the transaction that deletes a person: whoever reports to them today or from a later date
   * moves to their own manager (or to nobody), audited. Past rows lose the name with the person.
   */
  async handOverReports(tx: Queryable, caller: Caller, managerId: string): Promise<void> {
    const today = this.deps.orgTime.today();
    const { managerId: up } = await repo.placementOn(tx, managerId, today);
    const moved = await handOver(tx, { managerId, to: up, today, changedBy: caller.id });
    if (moved.length === 0) return;
    await this.deps.audit.record(tx, {
      actor: caller,
      action: 'org.reports_handed_over',
      entityType: 'employee',
      entityId: managerId,
      before: { name: await this.nameOf(tx, managerId), reports: moved },
      after: { newManager: up ? await this.nameOf(tx, up) : null, effectiveFrom: today },
    });
  }

  /** Admin and HR: the whole organisation; anyone else their own branch. */
  async chart(caller: Caller): Promise<OrgChart> {
    const today = this.deps.orgTime.today();
    if (isStaff(caller))
      return { scope: 'organisation', nodes: withoutLeft(await everyoneOn(this.deps.db, today, true)) };
    return { scope: 'branch', nodes: withoutLeft(await branchOn(this.deps.db, caller.id, today)) };
  }

  /** The caller's own reports, whatever their role: the relation decides, nobody else's team is reachable. */
  async team(caller: Caller, scope: TeamScope): Promise<Team> {
    const today = this.deps.orgTime.today();
    const rows = await this.teams[scope].load(caller.id);
    const members = rows.map((row): TeamMember => ({
      ...presentNode(row),
      depth: row.depth,
      todayStatus: row.todayStatus as TeamMember['todayStatus'],
    }));
    return { scope, today, members };
  }

  /** The employee list's structure filter, as a condition on users.id (people.list.ts). */
  listFilter(filter: StructureFilter): SQL | undefined {
    return peopleFilter(filter, this.deps.orgTime.today());
  }

  /**
   * Each listed person's work state on `day` from their location (Professional Tax, payroll): only people
   * whose location on that day names a state; everyone else follows their payroll profile as before.
   */
  workStatesOn(ids: readonly string[], day: string): Promise<Map<string, string>> {
    return locationStatesOn(this.deps.db, ids, day);
  }

  /** Everyone's placement today by id (lifecycle: managers of people on probation, letters' designation). */
  async everyoneToday(): Promise<Map<string, ChartNode>> {
    const rows = await everyoneOn(this.deps.db, this.deps.orgTime.today());
    return new Map(rows.map((row) => [row.id, presentNode(row)]));
  }

  /** One person's placement today, read inside the caller's transaction (a person just added and placed). */
  async currentIn(db: Queryable, personId: string): Promise<PlacementView['current']> {
    return (await this.viewOf(db, personId, this.deps.orgTime.today())).current;
  }

  /**
   * Where each person works from `from` to `to` (issue 42): the spans the work calendar reads each
   * date's calendar from. Inside a transaction, pass it as `db`.
   */
  locationSpans(
    ids: readonly string[],
    from: string,
    to: string,
    db: Queryable = this.deps.db,
  ): Promise<Map<string, LocationSpan[]>> {
    return locationSpansBetween(db, ids, from, to);
  }

  /**
   * A report's cut (issue 42): a condition on `userId` (a column or an alias's) that the person's department
   * and location on `day` are those given; undefined for neither.
   */
  reportFilter(
    userId: SQLWrapper,
    filter: { departmentId?: string | undefined; locationId?: string | undefined },
    day: string,
  ): SQL | undefined {
    return placedAs(userId, { departmentId: filter.departmentId, locationId: filter.locationId }, day);
  }

  /** Each listed person's department and location on `day`: a report's subtotals (issue 42). */
  unitsOn(ids: readonly string[], day: string): Promise<Map<string, PersonUnits>> {
    return unitsOn(this.deps.db, ids, day);
  }

  /** The employee list's columns: each listed person's values today, by name. */
  async listColumns(ids: readonly string[]): Promise<Map<string, EmployeePlacementNames>> {
    const rows = await namesOn(this.deps.db, ids, this.deps.orgTime.today());
    return new Map(rows.map(({ id, ...names }) => [id, names]));
  }

  private async checkRefs(
    tx: Queryable,
    personId: string,
    next: repo.PlacementIds,
    before: repo.PlacementIds,
  ) {
    // A unit kept from the date's values may since have been archived; only a newly chosen one must be live.
    if (
      next.departmentId &&
      next.departmentId !== before.departmentId &&
      !(await lockUnit(tx, 'department', next.departmentId))
    )
      throw notFound(M.notFound('department'));
    if (
      next.designationId &&
      next.designationId !== before.designationId &&
      !(await lockUnit(tx, 'designation', next.designationId))
    )
      throw notFound(M.notFound('designation'));
    if (
      next.locationId &&
      next.locationId !== before.locationId &&
      !(await lockUnit(tx, 'location', next.locationId))
    )
      throw notFound(M.notFound('location'));
    if (next.managerId === personId) throw conflict(M.selfManager);
    if (next.managerId && !(await personExists(tx, next.managerId))) throw notFound(M.managerNotFound);
  }

  private async nameOf(db: Queryable, personId: string): Promise<string> {
    return repo.personName(db, personId);
  }

  private async viewOf(db: Queryable, personId: string, today: string): Promise<PlacementView> {
    if (!isRecordId(personId) || !(await personExists(db, personId))) throw notFound(M.personNotFound);
    const rows = await repo.historyOf(db, personId);
    const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
    const history = rows.map((row) => ({
      effectiveFrom: row.effectiveFrom,
      department: ref(row.departmentId, row.department),
      designation: ref(row.designationId, row.designation),
      location: ref(row.locationId, row.location),
      manager: ref(row.managerId, row.manager),
    }));
    const current = history.filter((entry) => entry.effectiveFrom <= today).at(-1);
    return {
      personId,
      today,
      current: current ?? {
        effectiveFrom: null,
        department: null,
        designation: null,
        location: null,
        manager: null,
      },
      history,
    };
  }
}
