import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

export function findPersonByEmail(db: Queryable, email: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export async function insertResetToken(
  tx: Queryable,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** Uses a live token once: the conditional UPDATE lets only one of two racing requests have it. */
export function consumeResetToken(tx: Queryable, tokenHash: string, now: Date) {
  return tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
    .then((rows) => rows[0] ?? null);
}

/** Every other link of the person stops working once the password is set. */
export async function revokeResetTokens(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
