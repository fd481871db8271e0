import { and, count, eq, sql } from 'drizzle-orm';
import type { Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { anyUuid } from '../../db/set-params.ts';
import {
  orgSettings,
  TWO_STEP_SETTING_KEY,
  twoStepSecrets,
  users,
  userSessions,
} from '../../db/schema/index.ts';

const callerColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

/** The setting read inside another query, so the per-request check stays one round trip. */
const twoStepRequired = sql<boolean>`coalesce((select (${orgSettings.value}->>'requiredForStaff')::boolean from ${orgSettings} where ${orgSettings.key} = ${TWO_STEP_SETTING_KEY}), false)`;
const twoStepOn = sql<boolean>`${twoStepSecrets.enabledAt} is not null`;

export function findCredentialsByEmail(db: Queryable, email: string) {
  return db
    .select({
      ...callerColumns,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      leftOn: users.leftOn,
      twoStepOn,
      twoStepRequired,
    })
    .from(users)
    .leftJoin(twoStepSecrets, eq(twoStepSecrets.userId, users.id))
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The person behind a sign-in challenge, while its token version still holds. */
export function findChallengedUser(db: Queryable, userId: string, tokenVersion: number) {
  return db
    .select({ ...callerColumns, tokenVersion: users.tokenVersion, leftOn: users.leftOn })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tokenVersion, tokenVersion)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** What a request's token names: the user, the token version it was issued at, the session (if any). */
export interface CallerKey {
  userId: string;
  tokenVersion: number;
  sessionId: string | undefined;
}

/** The live caller behind a token, with what the request's check needs next. */
export interface LiveCallerRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoStepOn: boolean;
  twoStepRequired: boolean;
  sessionLastSeenAt: Date | null;
  sessionTokenVersion: number | null;
  /** Issue 43: the last working day of a decided exit; from the day after, the token no longer works. */
  leftOn: string | null;
}

/**
 * The callers behind many tokens in one query (the per-request check, micro-batched: issue 24): for each
 * key, the user at that token version, its session when the token names one (not revoked, and the
 * user's own), whether two-step sign-in is on and whether the organisation requires it; else null. Expiry
 * is the token's own (verified with it, on the real clock): the session's `expiresAt` only bounds the
 * sessions list.
 */
export async function findLiveCallers(
  db: Queryable,
  keys: readonly CallerKey[],
): Promise<Array<LiveCallerRow | null>> {
  const userIds = [...new Set(keys.map((k) => k.userId))];
  const sessionIds = [...new Set(keys.flatMap((k) => (k.sessionId ? [k.sessionId] : [])))];
  const sessionJoin =
    sessionIds.length > 0
      ? and(anyUuid(userSessions.id, sessionIds), eq(userSessions.userId, users.id))
      : sql`false`;
  const rows = await db
    .select({
      ...callerColumns,
      tokenVersion: users.tokenVersion,
      leftOn: users.leftOn,
      twoStepOn,
      twoStepRequired,
      sessionId: userSessions.id,
      sessionRevokedAt: userSessions.revokedAt,
      sessionLastSeenAt: userSessions.lastSeenAt,
      sessionTokenVersion: userSessions.tokenVersion,
    })
    .from(users)
    .leftJoin(twoStepSecrets, eq(twoStepSecrets.userId, users.id))
    .leftJoin(userSessions, sessionJoin)
    .where(anyUuid(users.id, userIds));
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.id, [...(byUser.get(row.id) ?? []), row]);
  return keys.map(({ userId, tokenVersion, sessionId }) => {
    const candidates = (byUser.get(userId) ?? []).filter((r) => r.tokenVersion === tokenVersion);
    const user = candidates[0];
    if (!user) return null;
    const { id, name, email, role, twoStepOn: on, twoStepRequired: required, leftOn } = user;
    const caller = { id, name, email, role, twoStepOn: on, twoStepRequired: required, leftOn };
    if (sessionId === undefined) return { ...caller, sessionLastSeenAt: null, sessionTokenVersion: null };
    const session = candidates.find((r) => r.sessionId === sessionId && r.sessionRevokedAt === null);
    if (!session) return null;
    return {
      ...caller,
      sessionLastSeenAt: session.sessionLastSeenAt,
      sessionTokenVersion: session.sessionTokenVersion,
    };
  });
}

export function countUsers(db: Queryable): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .then((rows) => rows[0]?.n ?? 0);
}
