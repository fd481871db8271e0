import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailMessages, mailPreferences, users } from '../../db/schema/index.ts';
import type { MailPreferences } from '@hrms/shared';

export type NewMailRow = typeof mailMessages.$inferInsert;

/** Writes messages in one statement and answers their ids. */
export function insertMessages(db: Queryable, rows: NewMailRow[]): Promise<string[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(mailMessages)
    .values(rows)
    .returning({ id: mailMessages.id })
    .then((inserted) => inserted.map((row) => row.id));
}

/** A message still to send, with its body (null once it is sent or has failed). */
export function findPending(db: Queryable, id: string) {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.state, 'pending')))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function findPendingIds(db: Queryable): Promise<string[]> {
  return db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.state, 'pending'))
    .orderBy(mailMessages.createdAt)
    .then((rows) => rows.map((row) => row.id));
}

/**
 * Takes one attempt of a pending message: only the worker whose UPDATE moves `attempts` from the count it
 * read may send, so two instances (a restart's queueing and a retry) never send the same message twice.
 */
export function claimAttempt(db: Queryable, id: string, seenAttempts: number): Promise<boolean> {
  return db
    .update(mailMessages)
    .set({ attempts: seenAttempts + 1 })
    .where(
      and(
        eq(mailMessages.id, id),
        eq(mailMessages.state, 'pending'),
        eq(mailMessages.attempts, seenAttempts),
      ),
    )
    .returning({ id: mailMessages.id })
    .then((rows) => rows.length === 1);
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
