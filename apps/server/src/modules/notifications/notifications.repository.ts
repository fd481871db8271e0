import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { notificationRecipients, notifications, users } from '../../db/schema/index.ts';

/** Lists are long-lived; the screens page through the newest ones. */
export const NOTIFICATION_LIST_LIMIT = 500;

export interface NewNotification {
  message: string;
  /** null for the system's own notices (a late device punch that healed an absent mark). */
  senderId: string | null;
  senderName: string;
  senderRole: string;
  audience: 'all' | 'selected';
  /** From the injected clock, not the database's now(), so tests and the org calendar agree. */
  sentAt: Date;
}

export function insertNotification(db: Queryable, values: NewNotification) {
  return db
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, sentAt: notifications.sentAt })
    .then((rows) => rows[0]!);
}

/**
 * One set-based INSERT ... SELECT: a copy for every person (all but the sender, or the chosen ids
 * that exist). Returns who got one, so the caller can check the list and notify them.
 */
export function insertRecipientCopies(
  db: Queryable,
  notificationId: string,
  target: { allExcept: string } | { ids: string[] },
) {
  const who = 'allExcept' in target ? ne(users.id, target.allExcept) : inArray(users.id, target.ids);
  return db
    .insert(notificationRecipients)
    .select(
      db
        .select({
          notificationId: sql<string>`${notificationId}::uuid`.as('notification_id'),
          userId: users.id,
          status: sql<string>`'unread'`.as('status'),
          readAt: sql<Date | null>`NULL::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(who),
    )
    .returning({ userId: notificationRecipients.userId })
    .then((rows) => rows.map((row) => row.userId));
}

export function setRecipientCount(db: Queryable, notificationId: string, count: number) {
  return db.update(notifications).set({ recipientCount: count }).where(eq(notifications.id, notificationId));
}

const ownCopyColumns = {
  id: notifications.id,
  message: notifications.message,
  sentAt: notifications.sentAt,
  senderName: notifications.senderName,
  senderRole: notifications.senderRole,
  audience: notifications.audience,
  status: notificationRecipients.status,
};
export type OwnCopyRow = {
  id: string;
  message: string;
  sentAt: Date;
  senderName: string;
  senderRole: string;
  audience: string;
  status: string;
};

export function listOwnCopies(db: Queryable, userId: string): Promise<OwnCopyRow[]> {
  return db
    .select(ownCopyColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, userId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/**
 * listOwnCopies for several people in one statement (batched Home reads): each person's newest
 * NOTIFICATION_LIST_LIMIT copies (a LATERAL join keeps the limit a person's), in listOwnCopies' order,
 * mapped as Drizzle maps its own rows.
 */
export async function listOwnCopiesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Array<OwnCopyRow & { userId: string }>> {
  const result = await db.execute(sql`
    SELECT p.id AS user_id, c.* FROM
      (SELECT DISTINCT value::uuid AS id FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)) p
    CROSS JOIN LATERAL (
      SELECT n.id, n.message, n.sent_at, n.sender_name, n.sender_role, n.audience, r.status
      FROM ${notificationRecipients} r JOIN ${notifications} n ON n.id = r.notification_id
      WHERE r.user_id = p.id
      ORDER BY n.sent_at DESC, n.id DESC
      LIMIT ${NOTIFICATION_LIST_LIMIT}) c
    ORDER BY p.id, c.sent_at DESC, c.id DESC`);
  return rowsOf<Record<string, string>>(result).map((row) => ({
    userId: row.user_id!,
    id: row.id!,
    message: row.message!,
    sentAt: notifications.sentAt.mapFromDriverValue(row.sent_at!) as Date,
    senderName: row.sender_name!,
    senderRole: row.sender_role!,
    audience: row.audience!,
    status: row.status!,
  }));
}

export function findOwnCopy(
  db: Queryable,
  userId: string,
  notificationId: string,
): Promise<OwnCopyRow | null> {
  return db
    .select(ownCopyColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        eq(notificationRecipients.notificationId, notificationId),
      ),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Marks one's own copy read; returns whether such a copy exists. Re-marking keeps the first read time. */
export function markOwnCopyRead(
  db: Queryable,
  userId: string,
  notificationId: string,
  at: Date,
): Promise<boolean> {
  return db
    .update(notificationRecipients)
    .set({
      status: 'read',
      readAt: sql`COALESCE(${notificationRecipients.readAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        eq(notificationRecipients.notificationId, notificationId),
      ),
    )
    .returning({ userId: notificationRecipients.userId })
    .then((rows) => rows.length > 0);
}

export function listSent(db: Queryable, senderId: string | null) {
  return db
    .select({
      id: notifications.id,
      message: notifications.message,
      sentAt: notifications.sentAt,
      senderName: notifications.senderName,
      senderRole: notifications.senderRole,
      audience: notifications.audience,
      recipientCount: notifications.recipientCount,
    })
    .from(notifications)
    .where(senderId ? eq(notifications.senderId, senderId) : undefined)
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** The chosen people of 'selected' sends, in one query for the whole history page. */
export function listChosenRecipients(db: Queryable, notificationIds: string[]) {
  if (notificationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ notificationId: notificationRecipients.notificationId, userId: users.id, name: users.name })
    .from(notificationRecipients)
    .innerJoin(users, eq(users.id, notificationRecipients.userId))
    .where(inArray(notificationRecipients.notificationId, notificationIds))
    .orderBy(users.name);
}
