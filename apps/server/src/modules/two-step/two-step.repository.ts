import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { writeSetting } from '../../db/org-settings.repository.ts';
import {
  orgSettings,
  TWO_STEP_SETTING_KEY,
  twoStepRecoveryCodes,
  twoStepSecrets,
  users,
} from '../../db/schema/index.ts';

export function findSecret(db: Queryable, userId: string) {
  return db
    .select()
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, userId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** A new key, set up but not on: replaces a set-up never confirmed, never one that is on. */
export async function savePendingSecret(
  db: Queryable,
  userId: string,
  sealed: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoStepSecrets)
    .values({ userId, secretEncrypted: sealed, createdAt: at })
    .onConflictDoUpdate({
      target: twoStepSecrets.userId,
      set: { secretEncrypted: sealed, createdAt: at, lastUsedStep: null },
      setWhere: isNull(twoStepSecrets.enabledAt),
    })
    .returning({ userId: twoStepSecrets.userId });
  return rows.length > 0;
}

/**
 * Records the step of a code just accepted, only if it is newer than the last one: two requests racing with
 * the same code cannot both pass.
 */
export async function claimStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoStepSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoStepSecrets.userId, userId),
        or(isNull(twoStepSecrets.lastUsedStep), lt(twoStepSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoStepSecrets.userId });
  return rows.length > 0;
}

export async function enableSecret(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.update(twoStepSecrets).set({ enabledAt: at }).where(eq(twoStepSecrets.userId, userId));
}

export async function deleteTwoStep(db: Queryable, userId: string): Promise<boolean> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  const rows = await db
    .delete(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, userId))
    .returning({ userId: twoStepSecrets.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Queryable, userId: string, hashes: string[]): Promise<void> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.insert(twoStepRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code: true once, false for an unknown or spent one (atomic). */
export async function spendRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length > 0;
}

export function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  return db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)))
    .then((rows) => rows[0]?.n ?? 0);
}

export function findPerson(db: Queryable, userId: string) {
  return db
    .select({ id: users.id, name: users.name, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export async function readRequiredForStaff(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ required: sql<boolean | null>`(${orgSettings.value}->>'requiredForStaff')::boolean` })
    .from(orgSettings)
    .where(eq(orgSettings.key, TWO_STEP_SETTING_KEY));
  return row?.required ?? false;
}

export async function writeRequiredForStaff(
  db: Queryable,
  required: boolean,
  by: string,
  at: Date,
): Promise<void> {
  await writeSetting(db, TWO_STEP_SETTING_KEY, { requiredForStaff: required }, by, at);
}
