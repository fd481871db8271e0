import { WORK_CALENDAR_MESSAGES as M, type ShiftBody } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import { changedFields, type AuditService } from '../audit/index.ts';
import { shiftSnapshot, shiftValues } from './work-calendar.presenter.ts';
import {
  deleteShiftRow,
  insertShift,
  shiftHasAssignments,
  updateShiftRow,
  type ShiftRow,
} from './shifts.repository.ts';

// A shift's writes, each in one transaction with its audit entry (the service checks and emits).

export interface ShiftWriteDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

/** The unique name index (case-insensitive) decides a duplicate, even between two racing requests. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.shiftNameTaken);
    throw error;
  }
}

export function insertShiftAudited(deps: ShiftWriteDeps, admin: Caller, body: ShiftBody): Promise<ShiftRow> {
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const created = await insertShift(tx, shiftValues(body));
      await deps.audit.record(tx, {
        actor: admin,
        action: 'shift.create',
        entityType: 'shift',
        entityId: created.id,
        after: shiftSnapshot(created),
      });
      return created;
    }),
  );
}

export function updateShiftAudited(
  deps: ShiftWriteDeps,
  admin: Caller,
  before: ShiftRow,
  body: ShiftBody,
): Promise<ShiftRow> {
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const updated = await updateShiftRow(tx, before.id, shiftValues(body), deps.orgTime.now());
      if (!updated) throw notFound(M.shiftNotFound);
      await deps.audit.record(tx, {
        actor: admin,
        action: 'shift.update',
        entityType: 'shift',
        entityId: before.id,
        ...changedFields(shiftSnapshot(before), shiftSnapshot(updated)),
      });
      return updated;
    }),
  );
}

/** Refused (409) once anybody was ever assigned the shift: checked inside the transaction. */
export function deleteShiftAudited(deps: ShiftWriteDeps, admin: Caller, before: ShiftRow): Promise<ShiftRow> {
  return deps.db.transaction(async (tx) => {
    if (await shiftHasAssignments(tx, before.id)) throw conflict(M.shiftInUse);
    const row = await deleteShiftRow(tx, before.id);
    if (!row) throw notFound(M.shiftNotFound);
    await deps.audit.record(tx, {
      actor: admin,
      action: 'shift.delete',
      entityType: 'shift',
      entityId: row.id,
      before: shiftSnapshot(row),
    });
    return row;
  });
}
