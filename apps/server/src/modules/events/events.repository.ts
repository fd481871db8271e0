import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { anyUuid } from '../../db/set-params.ts';
import { events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

export function insertEvent(db: Queryable, values: typeof events.$inferInsert): Promise<EventRow> {
  return db
    .insert(events)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function listEventsOf(db: Queryable, userId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.date), asc(events.time), asc(events.createdAt));
}

/** The events of several people in one statement (batched Home reads): each person's in listEventsOf's order. */
export function listEventsOfUsers(db: Queryable, userIds: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(anyUuid(events.userId, userIds))
    .orderBy(asc(events.date), asc(events.time), asc(events.createdAt));
}

export function findEvent(db: Queryable, id: string): Promise<EventRow | null> {
  return db
    .select()
    .from(events)
    .where(eq(events.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Completes only a still-pending event of this owner: a concurrent second click changes nothing. */
export function completeEvent(db: Queryable, id: string, userId: string, at: Date): Promise<EventRow | null> {
  return db
    .update(events)
    .set({ status: 'completed', completedAt: at })
    .where(and(eq(events.id, id), eq(events.userId, userId), eq(events.status, 'pending')))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function deleteEvent(db: Queryable, id: string, userId: string): Promise<boolean> {
  return db
    .delete(events)
    .where(and(eq(events.id, id), eq(events.userId, userId)))
    .returning({ id: events.id })
    .then((rows) => rows.length > 0);
}
