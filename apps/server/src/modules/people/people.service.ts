import {
  ACCOUNT_MESSAGES,
  DOCUMENT_LABELS,
  isRecordId,
  PEOPLE_MESSAGES,
  type DocumentKey,
  type Employee,
  type EmployeeListItem,
  type EmployeeListQuery,
  type Page,
  type Role,
  paiseToRupees,
  rupeesToPaise,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AttendanceService } from '../attendance/index.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { ReceivedFile } from '../../storage/uploads.ts';
import { createUserAccount, normaliseEmail } from './new-account.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { PrivacyService } from '../privacy/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import type { PlacementsService } from '../org-structure/index.ts';
import { changedFields, type AuditService } from '../audit/index.ts';
import { mayCreateRole, wouldRemoveLastAdmin } from './people.policy.ts';
import type { OnboardingPort } from './people.ports.ts';
import { listPeople } from './people.list.ts';
import { presentEmployee } from './people.presenter.ts';
import {
  deleteEmployeeRow,
  deleteUnreadableNotifications,
  findEmployeeRow,
  lockForRoleChange,
  slipKeysOf,
  updateEmployeeRow,
  type EmployeeChanges,
  type EmployeeRow,
} from './people.repository.ts';

export interface NewEmployee {
  name: string;
  email: string;
  password: string;
  role: Role;
  baseSalary?: number | undefined;
  joinedOn?: string | undefined;
}

/** The Add Employee form's placement (issue 42): saved from the joining date, in the create's transaction. */
export interface NewEmployeePlacement {
  departmentId?: string | undefined;
  designationId?: string | undefined;
  locationId?: string | undefined;
  managerId?: string | undefined;
}

export type EmployeeUpdate = Partial<NewEmployee>;

/** What the audit log keeps of a person: an allow-list, so no hash or secret can slip in. */
function employeeSnapshot(row: EmployeeRow) {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    baseSalary: paiseToRupees(row.baseSalaryPaise),
    joinedOn: row.joinedOn,
    fileName: row.fileName,
  };
}

/** Employee management (spec sections 2 and 6): Admin and HR list and add; only Admin updates and deletes. */
export interface PeopleDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  links: FileLinks;
  realtime: Realtime;
  documents: DocumentsService;
  audit: AuditService;
  attendance: AttendanceService;
  /** A baseSalary change becomes a salary revision (the gross in force follows the form). */
  payrollSettings: Pick<PayrollSettingsService, 'followBaseSalary'>;
  /** A deletion also erases what the cascade does not reach (docs/privacy.md). */
  privacy: Pick<PrivacyService, 'eraseAtDeletion' | 'eraseAfterDeletion'>;
  /** A deleted manager's reports move to their own manager; the list's structure filters and columns. */
  placements: Pick<PlacementsService, 'handOverReports' | 'listFilter' | 'listColumns' | 'placeIn'>;
  /** The onboarding checklist's tasks for a person just added (lifecycle, docs/lifecycle.md). */
  onboarding?: OnboardingPort;
}

export class PeopleService {
  constructor(private readonly deps: PeopleDeps) {}

  /** The employee list, whole or a page at a time (people.list.ts). */
  list(caller: Caller, query: EmployeeListQuery = {}): Promise<EmployeeListItem[] | Page<EmployeeListItem>> {
    return listPeople(this.deps, caller, query);
  }

  async create(
    caller: Caller,
    input: NewEmployee & NewEmployeePlacement,
    file: ReceivedFile | undefined,
  ): Promise<Employee> {
    if (!mayCreateRole(caller.role, input.role)) throw forbidden(PEOPLE_MESSAGES.roleNotAllowed);
    const fileKey = file ? newStorageKey('employee-files', file.type.extension) : null;
    if (file && fileKey) await this.deps.storage.put(fileKey, file.data, file.type.contentType);
    let id: string;
    let onboardingTasks: string[] = [];
    try {
      id = await this.deps.db.transaction(async (tx) => {
        const account = await createUserAccount(tx, this.deps.orgTime, this.deps.orgTime.timeZone, {
          name: input.name,
          email: input.email,
          password: input.password,
          role: input.role,
          baseSalaryPaise: rupeesToPaise(input.baseSalary ?? 0),
          joinedOn: input.joinedOn,
          fileKey,
          fileName: file?.originalName ?? null,
        });
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'employee.create',
          entityType: 'employee',
          entityId: account.id,
          after: employeeSnapshot((await findEmployeeRow(tx, account.id))!),
        });
        const { departmentId, designationId, locationId, managerId } = input;
        if (departmentId || designationId || locationId || managerId)
          await this.deps.placements.placeIn(tx, caller, account.id, {
            effectiveFrom: input.joinedOn,
            departmentId,
            designationId,
            locationId,
            managerId,
          });
        if (this.deps.onboarding)
          onboardingTasks = await this.deps.onboarding.startIn(tx, [
            {
              id: account.id,
              name: account.name,
              joinedOn: input.joinedOn ?? this.deps.orgTime.today(),
              managerId,
            },
          ]);
        return account.id;
      });
    } catch (error) {
      if (fileKey) await this.deps.storage.delete(fileKey);
      throw error;
    }
    await this.deps.onboarding?.announce(onboardingTasks);
    const row = (await findEmployeeRow(this.deps.db, id))!;
    return this.announce('employee_added', row, caller.role);
  }

  async update(
    caller: Caller,
    id: string,
    input: EmployeeUpdate,
    file: ReceivedFile | undefined,
  ): Promise<Employee> {
    if (!isRecordId(id)) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
    // A stolen Admin token must not change the Admin's own sign-in (issue 39): that is self-service only.
    if (id === caller.id && input.password) throw conflict(ACCOUNT_MESSAGES.ownCredentialsViaSelfService);
    const changes: EmployeeChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = normaliseEmail(input.email);
    if (input.role !== undefined) changes.role = input.role;
    if (input.baseSalary !== undefined) changes.baseSalaryPaise = rupeesToPaise(input.baseSalary);
    if (input.joinedOn !== undefined) changes.joinedOn = input.joinedOn;
    // A blank password keeps the current one; a new one revokes the person's earlier tokens.
    if (input.password) changes.passwordHash = await hashPassword(input.password);
    changes.bumpTokenVersion = Boolean(changes.passwordHash);
    if (file) {
      changes.fileKey = newStorageKey('employee-files', file.type.extension);
      changes.fileName = file.originalName;
      await this.deps.storage.put(changes.fileKey, file.data, file.type.contentType);
    }
    let before: EmployeeRow;
    let after: EmployeeRow;
    try {
      [before, after] = await this.deps.db.transaction(async (tx) => {
        const { target, adminCount } = await lockForRoleChange(tx, id);
        if (!target) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
        // A new e-mail of one's own would let a stolen token send the reset link elsewhere.
        if (id === caller.id && changes.email !== undefined && changes.email !== target.email)
          throw conflict(ACCOUNT_MESSAGES.ownCredentialsViaSelfService);
        if (changes.role && wouldRemoveLastAdmin(target, changes.role, adminCount))
          throw conflict(PEOPLE_MESSAGES.lastAdmin);
        const updated = (await updateEmployeeRow(tx, id, changes, this.deps.orgTime.now()))!;
        if (updated.baseSalaryPaise !== target.baseSalaryPaise)
          await this.deps.payrollSettings.followBaseSalary(tx, caller, {
            id,
            joinedOn: updated.joinedOn,
            fromPaise: target.baseSalaryPaise,
            toPaise: updated.baseSalaryPaise,
          });
        const diff = changedFields(employeeSnapshot(target), employeeSnapshot(updated));
        if (changes.passwordHash) diff.after.passwordChanged = true;
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'employee.update',
          entityType: 'employee',
          entityId: id,
          ...diff,
        });
        return [target, updated] as const;
      });
    } catch (error) {
      if (changes.fileKey) await this.deps.storage.delete(changes.fileKey);
      if (isUniqueViolation(error)) throw conflict(PEOPLE_MESSAGES.emailTaken);
      throw error;
    }
    if (changes.fileKey && before.fileKey) await this.deps.storage.delete(before.fileKey);
    // Sockets joined role rooms at connect time: a role or password change makes them reconnect.
    if (before.role !== after.role || changes.passwordHash) this.deps.realtime.disconnectUser(id);
    return this.announce('employee_updated', after, caller.role);
  }

  /**
   * Removes the person and everything only theirs in one transaction (foreign keys cascade), then
   * their stored files. Tasks they created and notifications they sent keep the stored name.
   */
  async remove(caller: Caller, id: string): Promise<{ message: string; _id: string }> {
    if (id === caller.id) throw badRequest(PEOPLE_MESSAGES.cannotDeleteSelf);
    if (!isRecordId(id)) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
    const { fileKeys, traces } = await this.deps.db.transaction(async (tx) => {
      const { target, adminCount } = await lockForRoleChange(tx, id);
      if (!target) throw notFound(PEOPLE_MESSAGES.employeeNotFound);
      if (wouldRemoveLastAdmin(target, 'deleted', adminCount)) throw conflict(PEOPLE_MESSAGES.lastAdmin);
      const keys = [
        ...(target.fileKey ? [target.fileKey] : []),
        ...(await this.deps.documents.storageKeysOf(tx, id)),
        ...(await slipKeysOf(tx, id)),
      ];
      const traces = await this.deps.privacy.eraseAtDeletion(tx, id);
      await this.deps.placements.handOverReports(tx, caller, id);
      await deleteEmployeeRow(tx, id);
      await deleteUnreadableNotifications(tx);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'employee.delete',
        entityType: 'employee',
        entityId: id,
        before: employeeSnapshot(target),
      });
      return { fileKeys: keys, traces };
    });
    await Promise.allSettled(fileKeys.map((key) => this.deps.storage.delete(key)));
    await this.deps.privacy.eraseAfterDeletion(traces);
    this.deps.realtime.disconnectUser(id);
    this.deps.realtime.emitToRoles(['Admin', 'HR'], 'employee_deleted', { _id: id });
    return { message: PEOPLE_MESSAGES.deleted, _id: id };
  }

  async grantReupload(
    caller: Caller,
    employeeId: string,
    field: DocumentKey,
  ): Promise<{ message: string; employee: Employee }> {
    await this.deps.documents.grantReupload(caller, employeeId, field);
    const row = (await findEmployeeRow(this.deps.db, employeeId))!;
    const details = await this.deps.documents.additionalDetailsFor([employeeId]);
    return {
      message: PEOPLE_MESSAGES.accessGranted(DOCUMENT_LABELS[field]),
      employee: presentEmployee(row, 'Admin', this.deps.links, details.get(employeeId)),
    };
  }

  /** Tells Admins (full view) and HR (no salary, no documents) after the commit; answers the caller's view. */
  private async announce(
    event: 'employee_added' | 'employee_updated',
    row: EmployeeRow,
    callerRole: Role,
  ): Promise<Employee> {
    const details = await this.deps.documents.additionalDetailsFor([row.id]);
    const forAdmin = presentEmployee(row, 'Admin', this.deps.links, details.get(row.id));
    const forHr = presentEmployee(row, 'HR', this.deps.links);
    this.deps.realtime.emitToRoles(['Admin'], event, forAdmin);
    this.deps.realtime.emitToRoles(['HR'], event, forHr);
    return callerRole === 'Admin' ? forAdmin : forHr;
  }
}
