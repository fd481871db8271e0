import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailMessages, mailPreferences, users } from '../../db/schema/index.ts';
import type { MailKind, MailPreferences } from '@hrms/shared';
import { rowsOf } from '../../db/result-rows.ts';
import { jsonRecords } from '../../db/set-params.ts';

/** A message to queue: what the service writes; the rest takes its defaults (pending, no attempt yet). */
export interface NewMailRow {
  kind: MailKind;
  userId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
}

/**
 * Writes messages in one statement, as ONE jsonb parameter (db/set-params.ts), and answers their ids.
 * Built by Drizzle, a flush of 100 messages was 700 placeholders: during a payroll batch the outbox's
 * statements were the heaviest background work on the server's thread after the slips' own (docs/mail.md).
 */
export async function insertMessages(db: Queryable, rows: readonly NewMailRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const records = rows.map((row) => ({
    kind: row.kind,
    user_id: row.userId,
    to_address: row.toAddress,
    subject: row.subject,
    text_body: row.textBody,
    html_body: row.htmlBody,
    created_at: row.createdAt.toISOString(),
  }));
  const result = await db.execute(sql`
    INSERT INTO ${mailMessages} (kind, user_id, to_address, subject, text_body, html_body, created_at)
    SELECT r.kind, r.user_id, r.to_address, r.subject, r.text_body, r.html_body, r.created_at
    FROM jsonb_to_recordset(${jsonRecords(records)}) AS r(kind mail_kind, user_id uuid, to_address text,
      subject text, text_body text, html_body text, created_at timestamptz)
    RETURNING id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** A pending message this worker has taken an attempt of, with its body. */
export interface ClaimedMail {
  id: string;
  kind: MailKind;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
}

/**
 * Takes the next attempt of a pending message that still has its body, when `made` attempts of it were
 * made (what its queue entry was queued after: 0, or the failed attempt a retry follows), and of up to
 * `fresh` other pending messages never tried yet (oldest first), in ONE statement: one delivery run sends
 * what a flush queued together (docs/mail.md). Only the worker whose UPDATE moves a row's `attempts` from
 * the count its statement began with may send that message, so two runs (two instances, a restart's
 * queueing and a retry, or a message's own run after another run took it along) never send one twice.
 * (Under PostgreSQL's read committed, an UPDATE that waited for another's row lock re-checks the row
 * against the count it began with, which the other has moved; the CTE is not run again.) A message
 * waiting for a retry is never taken early. The message asked for comes first, then the rest in the order
 * they were written.
 */
export async function claimAttempts(
  db: Queryable,
  message: { id: string; made: number },
  fresh: number,
): Promise<ClaimedMail[]> {
  const { id, made } = message;
  // Row locks: the run's own message first (it may wait for a run that holds it), then the fresh ones
  // that no other run holds (SKIP LOCKED: never a wait while holding a lock, so never a deadlock).
  const result = await db.execute(sql`
    WITH own AS (
      SELECT m.id, m.attempts, 0 AS rank, m.created_at FROM ${mailMessages} m
      WHERE m.id = ${id} AND m.attempts = ${made} AND m.state = 'pending'
      FOR UPDATE
    ), fresh AS (
      SELECT m.id, m.attempts, 1 AS rank, m.created_at FROM ${mailMessages} m
      WHERE m.state = 'pending' AND m.attempts = 0 AND m.id <> ${id}
      ORDER BY m.created_at LIMIT ${fresh}
      FOR UPDATE SKIP LOCKED
    ), seen AS (
      SELECT * FROM own UNION ALL SELECT * FROM fresh
    ), taken AS (
      UPDATE ${mailMessages} m SET attempts = m.attempts + 1
      FROM seen
      WHERE m.id = seen.id AND m.attempts = seen.attempts AND m.state = 'pending'
        AND coalesce(m.text_body, '') <> '' AND coalesce(m.html_body, '') <> ''
      RETURNING m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.attempts, seen.rank,
        seen.created_at
    )
    SELECT id, kind, to_address AS "toAddress", subject, text_body AS "textBody", html_body AS "htmlBody",
      attempts AS attempt
    FROM taken ORDER BY rank, created_at, id`);
  return rowsOf<ClaimedMail>(result);
}

/** Attempts claimed but not made (the server is stopping): given back, so each message keeps its five tries. */
export async function releaseAttempts(db: Queryable, claims: readonly { id: string; attempt: number }[]) {
  if (claims.length === 0) return;
  await db.execute(sql`
    UPDATE ${mailMessages} m SET attempts = m.attempts - 1
    FROM jsonb_to_recordset(${jsonRecords(claims.map((c) => ({ id: c.id, attempt: c.attempt })))})
      AS r(id uuid, attempt integer)
    WHERE m.id = r.id AND m.attempts = r.attempt AND m.state = 'pending'`);
}

/** Every pending message and the attempts made of it, the oldest first (queued again at a start). */
export function findPending(db: Queryable): Promise<{ id: string; attempts: number }[]> {
  return db
    .select({ id: mailMessages.id, attempts: mailMessages.attempts })
    .from(mailMessages)
    .where(eq(mailMessages.state, 'pending'))
    .orderBy(mailMessages.createdAt);
}

/** Sent: the body goes (a reset link must not outlive its delivery in the database). */
export async function markSent(db: Queryable, id: string, attempts: number, now: Date): Promise<void> {
  await db
    .update(mailMessages)
    .set({ state: 'sent', attempts, lastError: null, textBody: null, htmlBody: null, finishedAt: now })
    .where(eq(mailMessages.id, id));
}

export async function markAttemptFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await db.update(mailMessages).set({ attempts, lastError: error }).where(eq(mailMessages.id, id));
}

export async function markFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ state: 'failed', attempts, lastError: error, textBody: null, htmlBody: null, finishedAt: now })
    .where(eq(mailMessages.id, id));
}

export function listFailures(db: Queryable, limit: number) {
  return db
    .select({
      id: mailMessages.id,
      kind: mailMessages.kind,
      to: mailMessages.toAddress,
      subject: mailMessages.subject,
      attempts: mailMessages.attempts,
      lastError: mailMessages.lastError,
      finishedAt: mailMessages.finishedAt,
    })
    .from(mailMessages)
    .where(eq(mailMessages.state, 'failed'))
    .orderBy(desc(mailMessages.finishedAt))
    .limit(limit);
}

export function countByState(db: Queryable) {
  return db
    .select({ state: mailMessages.state, n: count() })
    .from(mailMessages)
    .where(inArray(mailMessages.state, ['pending', 'failed']))
    .groupBy(mailMessages.state);
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  leaveDecided: sql<boolean>`coalesce(${mailPreferences.leaveDecided}, true)`,
  payslipReady: sql<boolean>`coalesce(${mailPreferences.payslipReady}, true)`,
  taskAssigned: sql<boolean>`coalesce(${mailPreferences.taskAssigned}, true)`,
  notification: sql<boolean>`coalesce(${mailPreferences.notification}, true)`,
};

/** Who a message goes to: name, address and their preferences (defaults when they never changed them). */
export function findRecipient(db: Queryable, userId: string) {
  return findRecipients(db, [userId]).then((rows) => rows[0] ?? null);
}

/** The recipients among these people (one statement; people who no longer exist are left out). */
export function findRecipients(db: Queryable, userIds: string[]) {
  return db
    .select(recipientColumns)
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
}

export async function upsertPreferences(
  db: Queryable,
  userId: string,
  preferences: MailPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...preferences, updatedAt: now } });
}
