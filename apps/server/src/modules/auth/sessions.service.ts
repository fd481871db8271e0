import { MESSAGES, TWO_STEP_MESSAGES, type ActiveSession, type FailedSignIn } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import {
  insertSession,
  listActiveSessions,
  revokeOtherSessions,
  revokeSession,
  touchSessions,
  type SessionTouch,
} from './sessions.repository.ts';
import { MicroBatcher } from '../../lib/micro-batch.ts';
import { summariseUserAgent } from './user-agent.ts';
import { listSignInFailures } from './sign-in-failures.repository.ts';

/** The Admin's list: the last 7 days, at most 100 rows. */
const FAILED_SIGN_INS_DAYS = 7;
const FAILED_SIGN_INS_ROWS = 100;

/** Last seen is written at most once a minute a session, so a busy screen does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** JWT_EXPIRES_IN ('30m', '12h', '7d', checked by config/env.ts) in milliseconds. */
export function durationMs(value: string): number {
  const match = /^(\d+)([smhd])$/.exec(value);
  if (!match) throw new Error(`Not a duration: ${value}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

export interface SessionsDeps {
  db: Database;
  clock: Clock;
  /** How long a sign-in's token lasts (JWT_EXPIRES_IN). */
  ttlMs: number;
  /** A revoked session's sockets close at once (on every instance with the Redis adapter). */
  realtime: Pick<Realtime, 'disconnectSessions'>;
}

/** Active sessions (issue 23, docs/security.md): one row a sign-in, named by the token's `sid`. */
export class SessionsService {
  /** The touches of concurrent requests go out as one UPDATE (lib/micro-batch.ts); each request still waits for its own. */
  private readonly touches = new MicroBatcher<SessionTouch, void>({
    run: async (touches) => {
      await touchSessions(this.deps.db, touches);
      return touches.map(() => ({ value: undefined }));
    },
    one: (touch) => touchSessions(this.deps.db, [touch]),
  });

  constructor(private readonly deps: SessionsDeps) {}

  async start(
    userId: string,
    tokenVersion: number,
    client: { userAgent: string | undefined; ip: string },
  ): Promise<string> {
    const now = this.deps.clock.now();
    const row = await insertSession(this.deps.db, {
      userId,
      tokenVersion,
      device: summariseUserAgent(client.userAgent),
      ipAddress: client.ip.slice(0, 64),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.deps.ttlMs),
    });
    return row.id;
  }

  /** After the per-request lookup: moves last seen on when a minute has passed (or the token version moved). */
  async seen(
    sessionId: string,
    lastSeenAt: Date | null,
    sessionTokenVersion: number | null,
    tokenVersion: number,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const stale = !lastSeenAt || now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS;
    if (stale || sessionTokenVersion !== tokenVersion) {
      await this.touches.load({ id: sessionId, at: now, tokenVersion });
    }
  }

  async list(caller: Caller): Promise<ActiveSession[]> {
    const rows = await listActiveSessions(this.deps.db, caller.id, this.deps.clock.now(), caller.sessionId);
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === caller.sessionId,
    }));
  }

  async revoke(caller: Caller, sessionId: string): Promise<{ message: string }> {
    const done = await revokeSession(this.deps.db, caller.id, sessionId, this.deps.clock.now());
    if (!done) throw notFound(TWO_STEP_MESSAGES.sessionNotFound);
    this.deps.realtime.disconnectSessions([sessionId]);
    return { message: TWO_STEP_MESSAGES.signedOut };
  }

  /**
   * Sign-out (POST /api/auth/logout): the caller's own session ends, its token and sockets with it; the person's
   * other sessions stay. A token without a session (issued before sessions existed) has nothing to end: it
   * lasts until it expires, as it always did.
   */
  async signOut(caller: Caller): Promise<{ message: string }> {
    if (caller.sessionId) {
      await revokeSession(this.deps.db, caller.id, caller.sessionId, this.deps.clock.now());
      this.deps.realtime.disconnectSessions([caller.sessionId]);
    }
    return { message: MESSAGES.loggedOut };
  }

  async signOutOthers(caller: Caller): Promise<{ message: string }> {
    const ids = await revokeOtherSessions(this.deps.db, caller.id, caller.sessionId, this.deps.clock.now());
    this.deps.realtime.disconnectSessions(ids);
    return { message: TWO_STEP_MESSAGES.signedOutOthers };
  }

  /** The Admin's 'Recent failed sign-ins' (issue 39): read-only, newest first. */
  async failedSignIns(): Promise<FailedSignIn[]> {
    const since = new Date(this.deps.clock.now().getTime() - FAILED_SIGN_INS_DAYS * 86_400_000);
    const rows = await listSignInFailures(this.deps.db, since, FAILED_SIGN_INS_ROWS);
    return rows.map((row) => ({
      email: row.email,
      ipAddress: row.ipAddress,
      reason: row.reason as FailedSignIn['reason'],
      failures: row.failures,
      firstAt: row.firstAt.toISOString(),
      lastAt: row.lastAt.toISOString(),
    }));
  }
}
