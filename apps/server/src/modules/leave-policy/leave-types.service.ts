import {
  LEAVE_TYPE_MESSAGES as T,
  UNLIMITED_POLICY,
  type leaveTypeBodySchema,
  type LeaveTypeInfo,
} from '@hrms/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { savePolicyVersion } from './leave-policy.repository.ts';
import {
  clashingLeaveType,
  findLeaveTypeByCode,
  insertLeaveType,
  leaveTypeInUse,
  listLeaveTypes,
  setLeaveTypeArchived,
  updateLeaveType,
  type LeaveTypeValues,
} from './leave-types.repository.ts';

type Body = z.output<typeof leaveTypeBodySchema>;

export interface LeaveTypesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

const valuesOf = ({ policy: _policy, ...body }: Body): LeaveTypeValues => body;

/**
 * Leave types (issue 40 item 4, docs/leave.md "Leave types"): the Admin adds, edits and retires custom types;
 * the spec's four are built in and refused here (their names and rules are the spec's).
 */
export class LeaveTypesService {
  constructor(private readonly deps: LeaveTypesDeps) {}

  list(): Promise<LeaveTypeInfo[]> {
    return listLeaveTypes(this.deps.db);
  }

  async create(admin: Caller, body: Body): Promise<LeaveTypeInfo> {
    await this.assertFree(body, null);
    const at = this.deps.orgTime.now();
    const values = valuesOf(body);
    await this.unique(values.name, () =>
      this.deps.db.transaction(async (tx) => {
        await insertLeaveType(tx, values, at);
        if (body.policy) {
          // Its quota, accrual and carry-forward from today; the other fields the unlimited defaults.
          const policy = {
            ...UNLIMITED_POLICY,
            ...body.policy,
            prorateJoiners: body.policy.annualQuota !== null,
          };
          await savePolicyVersion(tx, {
            type: values.name,
            effectiveFrom: this.deps.orgTime.today(),
            policy,
            createdBy: admin.id,
            at,
          });
        }
        await this.deps.audit.record(tx, {
          actor: admin,
          action: 'leave_type.create',
          entityType: 'leave_policy',
          entityId: values.name,
          after: { ...values, ...(body.policy ? { policy: body.policy } : {}) },
        });
      }),
    );
    return this.mustFind(values.code);
  }

  /** The type with this code, created (as create does) when there is none (comp-off's type, issue 45). */
  async ensure(admin: Caller, body: Body): Promise<LeaveTypeInfo> {
    return (await findLeaveTypeByCode(this.deps.db, body.code)) ?? this.create(admin, body);
  }

  async update(admin: Caller, code: string, body: Body): Promise<LeaveTypeInfo> {
    const before = await this.custom(code);
    await this.assertFree(body, before.name);
    const values = valuesOf(body);
    if (values.name !== before.name && (await leaveTypeInUse(this.deps.db, before.name))) {
      throw conflict(T.renameUsed(before.name));
    }
    await this.unique(values.name, () =>
      this.deps.db.transaction(async (tx) => {
        await updateLeaveType(tx, before.name, values, this.deps.orgTime.now());
        await this.deps.audit.record(tx, {
          actor: admin,
          action: 'leave_type.update',
          entityType: 'leave_policy',
          entityId: values.name,
          before: { ...before },
          after: { ...values },
        });
      }),
    );
    return this.mustFind(values.code);
  }

  /** Retired: no longer offered when applying; its requests, balances and history stay. */
  async archive(admin: Caller, code: string, archived: boolean): Promise<LeaveTypeInfo> {
    const before = await this.custom(code);
    await this.deps.db.transaction(async (tx) => {
      await setLeaveTypeArchived(tx, before.name, archived ? this.deps.orgTime.now() : null);
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'leave_type.archive',
        entityType: 'leave_policy',
        entityId: before.name,
        before: { archived: before.archived },
        after: { archived },
      });
    });
    return this.mustFind(before.code);
  }

  private async custom(code: string): Promise<LeaveTypeInfo> {
    const type = await findLeaveTypeByCode(this.deps.db, code);
    if (!type) throw notFound(T.notFound);
    if (type.builtIn) throw badRequest(T.builtIn(type.name));
    return type;
  }

  private async assertFree(body: Body, exceptName: string | null): Promise<void> {
    const clash = await clashingLeaveType(this.deps.db, body, exceptName);
    if (clash.name) throw conflict(T.nameTaken(body.name));
    if (clash.code) throw conflict(T.codeTaken(body.code));
  }

  /** Two Admins adding the same name at once: the unique index decides, the loser hears 409. */
  private async unique(name: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.nameTaken(name));
      throw error;
    }
  }

  private async mustFind(code: string): Promise<LeaveTypeInfo> {
    const type = await findLeaveTypeByCode(this.deps.db, code);
    if (!type) throw notFound(T.notFound);
    return type;
  }
}
