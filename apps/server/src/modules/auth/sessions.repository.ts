import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users, userSessions } from '../../db/schema/index.ts';

export function insertSession(db: Queryable, values: typeof userSessions.$inferInsert) {
  return db
    .insert(userSessions)
    .values(values)
    .returning({ id: userSessions.id })
    .then((rows) => rows[0]!);
}

export interface SessionTouch {
  id: string;
  at: Date;
  tokenVersion: number;
}

/**
 * Last seen (and, after the password change a session made, its token version) moves on: many sessions in
 * one statement (a burst of requests, issue 24); the last touch of a session in the list wins.
 */
export async function touchSessions(db: Queryable, touches: readonly SessionTouch[]): Promise<void> {
  const latest = new Map(
    touches.map((t) => [t.id, { id: t.id, at: t.at.toISOString(), tv: t.tokenVersion }]),
  );
  await db.execute(sql`
    UPDATE ${userSessions} SET last_seen_at = v.at, token_version = v.tv
    FROM jsonb_to_recordset(${JSON.stringify([...latest.values()])}::jsonb) AS v(id uuid, at timestamptz, tv int)
    WHERE ${userSessions.id} = v.id`);
}

/** A person's sessions whose tokens still work: not revoked, not expired, not ended by a password change. */
export function listActiveSessions(db: Queryable, userId: string, now: Date, currentId: string | undefined) {
  return db
    .select({
      id: userSessions.id,
      device: userSessions.device,
      ipAddress: userSessions.ipAddress,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        currentId
          ? or(eq(userSessions.tokenVersion, users.tokenVersion), eq(userSessions.id, currentId))
          : eq(userSessions.tokenVersion, users.tokenVersion),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt))
    .limit(100);
}

export function revokeSession(db: Queryable, userId: string, id: string, at: Date) {
  return db
    .update(userSessions)
    .set({ revokedAt: at })
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id })
    .then((rows) => rows.length > 0);
}

/** Revokes every session of the person but `keepId`; answers the ids it revoked (their sockets close). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepId: string | undefined,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        ...(keepId ? [ne(userSessions.id, keepId)] : []),
      ),
    )
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}
