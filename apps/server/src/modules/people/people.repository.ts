import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { notificationRecipients, notifications, salaryRecords, users } from '../../db/schema/index.ts';

/** Every column a presenter may need, and never the password hash. */
export const employeeColumns = {
  id: users.id,
  employeeNo: users.employeeNo,
  name: users.name,
  email: users.email,
  role: users.role,
  baseSalaryPaise: users.baseSalaryPaise,
  joinedOn: users.joinedOn,
  fileKey: users.fileKey,
  fileName: users.fileName,
  leftOn: users.leftOn,
};

export type EmployeeRow = {
  id: string;
  employeeNo: number;
  name: string;
  email: string;
  role: Role;
  baseSalaryPaise: number;
  joinedOn: string;
  fileKey: string | null;
  fileName: string | null;
  /** Issue 43: the last working day of a decided exit. */
  leftOn: string | null;
};

export function findEmployeeRow(db: Queryable, id: string): Promise<EmployeeRow | null> {
  return db
    .select(employeeColumns)
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Locks the target and every Admin row, so two Admins demoting or deleting each other cannot leave none. */
export async function lockForRoleChange(
  tx: Queryable,
  id: string,
): Promise<{ target: EmployeeRow | null; adminCount: number }> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).for('update');
  const target = await tx
    .select(employeeColumns)
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .then((rows) => rows[0] ?? null);
  return { target, adminCount: admins.length };
}

export interface EmployeeChanges {
  name?: string;
  email?: string;
  passwordHash?: string;
  role?: Role;
  baseSalaryPaise?: number;
  joinedOn?: string;
  fileKey?: string;
  fileName?: string;
  /** Revokes every token issued before (password or role change). */
  bumpTokenVersion?: boolean;
}

export function updateEmployeeRow(tx: Queryable, id: string, changes: EmployeeChanges, now: Date) {
  const { bumpTokenVersion, ...values } = changes;
  return tx
    .update(users)
    .set({
      ...values,
      updatedAt: now,
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning(employeeColumns)
    .then((rows) => rows[0] ?? null);
}

/** Salary slip files of a person (payroll's rows cascade with the user; their files are ours to remove). */
export function slipKeysOf(tx: Queryable, userId: string): Promise<string[]> {
  return tx
    .select({ key: salaryRecords.slipKey })
    .from(salaryRecords)
    .where(and(eq(salaryRecords.userId, userId), isNotNull(salaryRecords.slipKey)))
    .then((rows) => rows.map((row) => row.key).filter((key): key is string => Boolean(key)));
}

export function deleteEmployeeRow(tx: Queryable, id: string) {
  return tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
}

/**
 * After a deletion: a notification whose sender is gone (sender_id set null) and that nobody holds a
 * copy of any more is read by no one; remove it so no orphan rows remain.
 */
export function deleteUnreadableNotifications(tx: Queryable) {
  return tx.delete(notifications).where(
    and(
      isNull(notifications.senderId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(notificationRecipients)
          .where(eq(notificationRecipients.notificationId, notifications.id)),
      ),
    ),
  );
}
