import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function findPasswordState(db: Queryable, userId: string) {
  return db
    .select({ passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * Sets the hash and bumps token_version, which revokes every token issued before. `expectedVersion` makes
 * two concurrent changes of one's own password fail for the loser instead of both succeeding.
 */
export function replacePassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  now: Date,
  expectedVersion?: number,
) {
  const where =
    expectedVersion === undefined
      ? eq(users.id, userId)
      : and(eq(users.id, userId), eq(users.tokenVersion, expectedVersion));
  return tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(where)
    .returning({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .then((rows) => rows[0] ?? null);
}
