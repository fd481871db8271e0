import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const callerColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

export function findCredentialsByEmail(db: Queryable, email: string) {
  return db
    .select({ ...callerColumns, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function findLiveCaller(db: Queryable, userId: string, tokenVersion: number) {
  return db
    .select(callerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tokenVersion, tokenVersion)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function countUsers(db: Queryable): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .then((rows) => rows[0]?.n ?? 0);
}

export function insertUser(db: Queryable, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning(callerColumns)
    .then((rows) => rows[0]!);
}
