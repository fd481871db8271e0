import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const mailKindEnum = pgEnum('mail_kind', [
  'welcome',
  'password_reset',
  'leave_decided',
  'payslip_ready',
  'task_assigned',
  'notification',
]);
export const mailStateEnum = pgEnum('mail_state', ['pending', 'sent', 'failed']);

/**
 * Every message the server sends (docs/mail.md): written before it is queued, so a crash or a stop
 * leaves it pending and the next start sends it. The body is cleared once the message is sent or has
 * failed for good (a reset link must not outlive its delivery in the database).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: mailKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    state: mailStateEnum('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last attempt: when it was sent, or when it failed for good. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index('mail_messages_failed_idx')
      .on(t.finishedAt.desc())
      .where(sql`${t.state} = 'failed'`),
  ],
);

/** The kinds of mail a person turned off; no row: everything on (docs/mail.md). */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leaveDecided: boolean('leave_decided').notNull().default(true),
  payslipReady: boolean('payslip_ready').notNull().default(true),
  taskAssigned: boolean('task_assigned').notNull().default(true),
  notification: boolean('notification').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Forgotten-password links (docs/security.md): only the SHA-256 of the 32 random bytes is kept; a token
 * is used once and lives 30 minutes.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
