import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per sign-in (issue 23, docs/security.md): the token carries its id, and every request checks it is
 * not revoked in the same query that reads the user (modules/auth/auth.repository.ts findLiveCallers).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Chrome on Linux': a summary, never the whole User-Agent header. */
    device: text('device').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Updated at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When its token expires (JWT_EXPIRES_IN after sign-in): it is no longer listed after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * users.token_version its token carries: a password change or reset (which bumps it) ends the other
     * sessions, so they are no longer listed; the session that changed it catches up on its next request.
     */
    tokenVersion: integer('token_version').notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * A person's authenticator key, encrypted with a key derived from the server's secret (lib/secret-box.ts).
 * `enabledAt` null: set-up started but not confirmed yet (sign-in does not ask for a code).
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The RFC 6238 time step of the last code accepted: a code is never accepted twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Ten one-time recovery codes a person, kept as HMAC-SHA-256 hashes only. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('two_step_recovery_codes_user_hash_unique').on(t.userId, t.codeHash),
    index('two_step_recovery_codes_unused_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** org_settings key of 'Require two-step sign-in for Admin and HR' (value `{ requiredForStaff }`). */
export const TWO_STEP_SETTING_KEY = 'two-step';

/**
 * Failed sign-ins for the Admin's 'Recent failed sign-ins' (issue 39): one row per e-mail as typed (normalised),
 * client address and reason, counting; kept 30 days. Holds no password and no user id (the e-mail may name no
 * one).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    /** 'password' (wrong password or unknown e-mail), 'code' (wrong two-step code), 'delayed' (refused: wait). */
    reason: text('reason').notNull(),
    failures: integer('failures').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.ipAddress, t.reason] }),
    index('sign_in_failures_last_idx').on(t.lastAt),
  ],
);
