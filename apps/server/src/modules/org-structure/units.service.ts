import {
  isRecordId,
  ORG_MESSAGES as M,
  type Department,
  type DepartmentBody,
  type DesignationBody,
  type LocationBody,
  type Designation,
  type OrgLocation,
  type OrgStructure,
  type OrgUnitKind,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { presentDepartment, presentDesignation, presentLocation } from './units.presenter.ts';
import * as repo from './units.repository.ts';

export interface OrgUnitsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  /** The payroll settings' default Professional Tax state: the Head office's until it has its own. */
  payrollState: () => Promise<string | null>;
}

const AUDIT = {
  department: ['org.department_create', 'org.department_update', 'org.department_delete'],
  designation: ['org.designation_create', 'org.designation_update', 'org.designation_delete'],
  location: ['org.location_create', 'org.location_update', 'org.location_delete'],
} as const;

/** Departments, designations and locations (docs/organisation.md): Admin and HR write, everyone reads. */
export class OrgUnitsService {
  constructor(private readonly deps: OrgUnitsDeps) {}

  async structure(): Promise<OrgStructure> {
    const db = this.deps.db;
    const [departments, designations, locations, counts, payrollState] = await Promise.all([
      repo.listDepartments(db),
      repo.listDesignations(db),
      repo.listLocations(db),
      repo.headCounts(db, this.deps.orgTime.today()),
      this.deps.payrollState(),
    ]);
    const n = (kind: OrgUnitKind, id: string) => counts.get(`${kind}:${id}`) ?? 0;
    return {
      departments: departments.map((row) => presentDepartment(row, n('department', row.id))),
      designations: designations.map((row) => presentDesignation(row, n('designation', row.id))),
      locations: locations.map((row) => presentLocation(row, n('location', row.id), payrollState)),
    };
  }

  createDepartment(caller: Caller, body: DepartmentBody): Promise<Department> {
    return this.write(caller, 'department', null, body.name, async (tx) => {
      await this.checkHead(tx, body.headId);
      return repo.insertDepartment(tx, { name: body.name, headId: body.headId ?? null });
    });
  }

  updateDepartment(caller: Caller, id: string, body: DepartmentBody): Promise<Department> {
    return this.write(caller, 'department', id, body.name, async (tx) => {
      await this.checkHead(tx, body.headId);
      await repo.updateDepartment(tx, id, { name: body.name, headId: body.headId }, this.deps.orgTime.now());
      return id;
    });
  }

  createDesignation(caller: Caller, body: DesignationBody): Promise<Designation> {
    return this.write(caller, 'designation', null, body.name, (tx) => repo.insertDesignation(tx, body.name));
  }

  updateDesignation(caller: Caller, id: string, body: DesignationBody): Promise<Designation> {
    return this.write(caller, 'designation', id, body.name, async (tx) => {
      await repo.updateDesignation(tx, id, body.name, this.deps.orgTime.now());
      return id;
    });
  }

  createLocation(caller: Caller, body: LocationBody): Promise<OrgLocation> {
    return this.write(caller, 'location', null, body.name, (tx) => repo.insertLocation(tx, body));
  }

  updateLocation(caller: Caller, id: string, body: LocationBody): Promise<OrgLocation> {
    return this.write(caller, 'location', id, body.name, async (tx) => {
      await repo.updateLocation(tx, id, body, this.deps.orgTime.now());
      return id;
    });
  }

  /**
   * Deletes a unit nobody belongs to today or from a later date (409 with the count otherwise). One that
   * past placements name is archived instead, so earlier months' reports keep its name.
   */
  async remove<K extends OrgUnitKind>(caller: Caller, kind: K, id: string): Promise<UnitOf<K>> {
    const before = await this.one(kind, id);
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.lockUnit(tx, kind, id))) throw notFound(M.notFound(kind));
      const today = this.deps.orgTime.today();
      const inUse = await repo.peopleUsing(tx, kind, id, today);
      if (inUse > 0) throw conflict(M.inUse(kind, before.name, inUse));
      const archive = (await repo.namedInHistory(tx, kind, id)) ? this.deps.orgTime.now() : null;
      await repo.removeUnit(tx, kind, id, archive);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: AUDIT[kind][2],
        entityType: kind,
        entityId: id,
        before: { ...before },
      });
    });
    return before;
  }

  private async write<K extends OrgUnitKind>(
    caller: Caller,
    kind: K,
    id: string | null,
    name: string,
    apply: (tx: Queryable) => Promise<string>,
  ): Promise<UnitOf<K>> {
    const before = id === null ? null : await this.one(kind, id);
    // Read before the transaction: on PGlite's one connection a read beside an open transaction would wait on it.
    const payrollState = await this.deps.payrollState();
    let savedId: string;
    try {
      savedId = await this.deps.db.transaction(async (tx) => {
        if (id !== null && !(await repo.lockUnit(tx, kind, id))) throw notFound(M.notFound(kind));
        const saved = await apply(tx);
        const after = await this.one(kind, saved, tx, payrollState);
        await this.deps.audit.record(tx, {
          actor: caller,
          action: AUDIT[kind][id === null ? 0 : 1],
          entityType: kind,
          entityId: saved,
          before: before ? { ...before } : null,
          after: { ...after },
        });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.duplicate(kind, name));
      throw error;
    }
    return this.one(kind, savedId);
  }

  private async checkHead(tx: Queryable, headId: string | null | undefined) {
    if (headId && !(await repo.personExists(tx, headId))) throw notFound(M.headNotFound);
  }

  /** One live unit as the API shows it; 404 when there is none. */
  private async one<K extends OrgUnitKind>(
    kind: K,
    id: string,
    db: Queryable = this.deps.db,
    payrollState?: string | null,
  ): Promise<UnitOf<K>> {
    if (!isRecordId(id)) throw notFound(M.notFound(kind));
    const counts = await repo.headCounts(db, this.deps.orgTime.today());
    const n = counts.get(`${kind}:${id}`) ?? 0;
    let unit: Department | Designation | OrgLocation | undefined;
    if (kind === 'department') {
      const [row] = await repo.listDepartments(db, id);
      unit = row && presentDepartment(row, n);
    } else if (kind === 'designation') {
      const [row] = await repo.listDesignations(db, id);
      unit = row && presentDesignation(row, n);
    } else {
      const [row] = await repo.listLocations(db, id);
      unit =
        row &&
        presentLocation(row, n, payrollState === undefined ? await this.deps.payrollState() : payrollState);
    }
    if (!unit) throw notFound(M.notFound(kind));
    return unit as UnitOf<K>;
  }
}

type UnitOf<K extends OrgUnitKind> = K extends 'department'
  ? Department
  : K extends 'designation'
    ? Designation
    : OrgLocation;
