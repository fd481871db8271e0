import { asc, eq, sql } from 'drizzle-orm';
import type { LeaveTypeGender, LeaveTypeInfo } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { leaveLedger, leavePolicies, leaveRequests, leaveTypes, payrollProfiles } from '../../db/schema/index.ts';

/** The leave_types table (issue 40 item 4): the spec's four built in, custom ones by the Admin. */

type Row = typeof leaveTypes.$inferSelect;
export type LeaveTypeValues = Omit<LeaveTypeInfo, 'builtIn' | 'archived'>;

const present = (row: Row): LeaveTypeInfo => ({
  name: row.name,
  code: row.code,
  builtIn: row.builtIn,
  paid: row.paid,
  multiDay: row.multiDay,
  halfDayAllowed: row.halfDayAllowed,
  encashable: row.encashable,
  gender: row.gender as LeaveTypeGender,
  minServiceMonths: row.minServiceMonths,
  maxDaysPerRequest: row.maxDaysPerRequest,
  source: row.source,
  archived: row.archivedAt !== null,
});

/** Built-in first (the spec's order), then custom ones in the order they were added. */
export async function listLeaveTypes(db: Queryable): Promise<LeaveTypeInfo[]> {
  const rows = await db
    .select()
    .from(leaveTypes)
    .orderBy(asc(leaveTypes.sortOrder), asc(leaveTypes.createdAt), asc(leaveTypes.name));
  return rows.map(present);
}

export async function findLeaveTypeByCode(db: Queryable, code: string): Promise<LeaveTypeInfo | null> {
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(sql`upper(${leaveTypes.code}) = ${code.toUpperCase()}`);
  return row ? present(row) : null;
}

/** Another type already holds the name (any case) or the code. */
export async function clashingLeaveType(
  db: Queryable,
  values: { name: string; code: string },
  exceptName: string | null,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await db
    .select({ name: leaveTypes.name, code: leaveTypes.code })
    .from(leaveTypes)
    .where(
      sql`(lower(${leaveTypes.name}) = ${values.name.toLowerCase()} OR upper(${leaveTypes.code}) = ${values.code})`,
    );
  const others = rows.filter((row) => row.name !== exceptName);
  return {
    name: others.some((row) => row.name.toLowerCase() === values.name.toLowerCase()),
    code: others.some((row) => row.code.toUpperCase() === values.code),
  };
}

export async function insertLeaveType(tx: Queryable, values: LeaveTypeValues, at: Date): Promise<void> {
  await tx.insert(leaveTypes).values({ ...values, createdAt: at, updatedAt: at });
}

/** Updates by the current name; a new name follows into requests, policies, the ledger (ON UPDATE CASCADE). */
export async function updateLeaveType(
  tx: Queryable,
  name: string,
  values: LeaveTypeValues,
  at: Date,
): Promise<void> {
  await tx
    .update(leaveTypes)
    .set({ ...values, updatedAt: at })
    .where(eq(leaveTypes.name, name));
}

export async function setLeaveTypeArchived(tx: Queryable, name: string, at: Date | null): Promise<void> {
  await tx.update(leaveTypes).set({ archivedAt: at }).where(eq(leaveTypes.name, name));
}

/** Whether any request, ledger row or policy version names the type. */
export async function leaveTypeInUse(db: Queryable, name: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT
    EXISTS (SELECT 1 FROM ${leaveRequests} WHERE ${leaveRequests.type} = ${name})
    OR EXISTS (SELECT 1 FROM ${leaveLedger} WHERE ${leaveLedger.type} = ${name})
    OR EXISTS (SELECT 1 FROM ${leavePolicies} WHERE ${leavePolicies.type} = ${name}) AS used`);
  return rowsOf<{ used: boolean }>(result)[0]?.used === true;
}

/** The gender HR recorded in the payroll profile ('male' | 'female' | 'other'), or null. */
export async function recordedGender(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ gender: payrollProfiles.gender })
    .from(payrollProfiles)
    .where(eq(payrollProfiles.userId, userId));
  return row?.gender ?? null;
}
