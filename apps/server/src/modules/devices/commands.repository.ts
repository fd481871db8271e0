import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DEVICE_ERRORS_KEPT } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import {
  deviceCommands,
  deviceErrors,
  devicePins,
  devices,
  locations,
  personPlacements,
  users,
} from '../../db/schema/index.ts';

export type DeviceCommandRow = typeof deviceCommands.$inferSelect;

export async function insertCommands(
  db: Queryable,
  values: ReadonlyArray<
    Pick<DeviceCommandRow, 'deviceId' | 'kind' | 'command' | 'employeeId' | 'queuedBy' | 'queuedAt'>
  >,
): Promise<DeviceCommandRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(deviceCommands)
    .values([...values])
    .returning();
}

/** A device's commands, newest first, with the name of the person a user command is about. */
export async function commandRows(db: Queryable, deviceId: string, limit: number) {
  const queuer = sql<string | null>`(SELECT name FROM ${users} q WHERE q.id = ${deviceCommands.queuedBy})`;
  return db
    .select({ command: deviceCommands, employeeName: users.name, queuedByName: queuer })
    .from(deviceCommands)
    .leftJoin(users, eq(users.id, deviceCommands.employeeId))
    .where(eq(deviceCommands.deviceId, deviceId))
    .orderBy(desc(deviceCommands.id))
    .limit(limit);
}

export async function findCommand(db: Queryable, id: number): Promise<DeviceCommandRow | undefined> {
  const [row] = await db.select().from(deviceCommands).where(eq(deviceCommands.id, id)).limit(1);
  return row;
}

/**
 * The device's queued commands, oldest first, marked sent in the same statement: a command is handed out
 * once, and a cancel that comes after finds it no longer queued.
 */
export async function takeQueued(
  db: Queryable,
  deviceId: string,
  at: Date,
  limit: number,
): Promise<DeviceCommandRow[]> {
  const rows = await db
    .update(deviceCommands)
    .set({ state: 'sent', sentAt: at })
    .where(
      and(
        eq(deviceCommands.state, 'queued'),
        inArray(
          deviceCommands.id,
          db
            .select({ id: deviceCommands.id })
            .from(deviceCommands)
            .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.state, 'queued')))
            .orderBy(deviceCommands.id)
            .limit(limit),
        ),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The text a command went out with (setTime's clock is filled in when it is handed out). */
export async function setCommandText(db: Queryable, id: number, command: string): Promise<void> {
  await db.update(deviceCommands).set({ command }).where(eq(deviceCommands.id, id));
}

/** The device's answers: a sent command of this device becomes done (Return=0) or failed; others are ignored. */
export async function answerCommands(
  db: Queryable,
  deviceId: string,
  answers: ReadonlyArray<{ id: number; returnCode: number }>,
  at: Date,
): Promise<number> {
  let answered = 0;
  for (const { id, returnCode } of answers) {
    const rows = await db
      .update(deviceCommands)
      .set({ state: returnCode === 0 ? 'done' : 'failed', returnCode, answeredAt: at })
      .where(
        and(
          eq(deviceCommands.id, id),
          eq(deviceCommands.deviceId, deviceId),
          eq(deviceCommands.state, 'sent'),
        ),
      )
      .returning({ id: deviceCommands.id });
    answered += rows.length;
  }
  return answered;
}

/** Cancels the command if it is still queued; the row afterwards, or undefined when it was not queued. */
export async function cancelQueued(db: Queryable, id: number): Promise<DeviceCommandRow | undefined> {
  const [row] = await db
    .update(deviceCommands)
    .set({ state: 'cancelled' })
    .where(and(eq(deviceCommands.id, id), eq(deviceCommands.state, 'queued')))
    .returning();
  return row;
}

/** The malformed lines of an upload, then the device's log cut to its newest DEVICE_ERRORS_KEPT. */
export async function insertLineErrors(
  db: Queryable,
  deviceId: string,
  errors: ReadonlyArray<{ line: number; reason: string }>,
  at: Date,
): Promise<void> {
  if (errors.length === 0) return;
  await db
    .insert(deviceErrors)
    .values(errors.map((e) => ({ deviceId, line: e.line, reason: e.reason, receivedAt: at })));
  await db.execute(sql`
    DELETE FROM ${deviceErrors} WHERE device_id = ${deviceId}::uuid AND id <= (
      SELECT id FROM ${deviceErrors} WHERE device_id = ${deviceId}::uuid
      ORDER BY id DESC OFFSET ${DEVICE_ERRORS_KEPT} LIMIT 1)`);
}

export async function lineErrorRows(db: Queryable, deviceId: string) {
  return db
    .select()
    .from(deviceErrors)
    .where(eq(deviceErrors.deviceId, deviceId))
    .orderBy(desc(deviceErrors.id))
    .limit(DEVICE_ERRORS_KEPT);
}

/** The person's name, PIN (theirs, else their employee number) and location name on the date. */
export async function personForDevice(db: Queryable, userId: string, date: string) {
  const [person] = await db
    .select({ name: users.name, employeeNo: users.employeeNo, pin: devicePins.pin })
    .from(users)
    .leftJoin(devicePins, eq(devicePins.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return undefined;
  const [placement] = await db
    .select({ location: locations.name })
    .from(personPlacements)
    .leftJoin(locations, eq(locations.id, personPlacements.locationId))
    .where(and(eq(personPlacements.userId, userId), lte(personPlacements.effectiveFrom, date)))
    .orderBy(desc(personPlacements.effectiveFrom))
    .limit(1);
  return { ...person, location: placement?.location ?? null };
}

/** The devices registered at a location (the device's location text, without regard to case). */
export async function devicesAtLocation(db: Queryable, location: string): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT id FROM ${devices} WHERE lower(trim(location)) = lower(trim(${location}))`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
