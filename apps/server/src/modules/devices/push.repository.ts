import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pushPreferences, pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A browser's subscription belongs to whoever subscribed it last (a shared phone changes hands). */
export async function upsertSubscription(
  db: Queryable,
  value: { userId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(value)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: value.userId, p256dh: value.p256dh, auth: value.auth, createdAt: value.createdAt },
    });
}

export async function deleteOwnSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Queryable, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The kinds the person turned off ([] when they never chose). */
export async function pushKindsOff(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ off: pushPreferences.off })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row?.off ?? [];
}

export async function savePushKindsOff(
  db: Queryable,
  userId: string,
  off: string[],
  at: Date,
): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, off, updatedAt: at })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { off, updatedAt: at } });
}
