import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { devicePins, devicePunches, devices, orgSettings, users } from '../../db/schema/index.ts';

/** The people named, as audit actors and for the notice's text. */
export async function peopleByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; role: Role; employeeNo: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role, employeeNo: users.employeeNo })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who hears of a healed Absent beside the person: HR still with us; the Admins when there is no HR. */
export async function healNoticeRecipients(db: Queryable): Promise<string[]> {
  const of = async (role: Role) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, role), isNull(users.leftOn)))
    ).map((r) => r.id);
  const hr = await of('HR');
  return hr.length > 0 ? hr : of('Admin');
}

/** An organisation setting's stored value (org_settings), or undefined when never saved. */
export async function readOrgSetting(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: orgSettings.value })
    .from(orgSettings)
    .where(eq(orgSettings.key, key));
  return row?.value;
}

export async function writeOrgSetting(
  db: Queryable,
  key: string,
  value: unknown,
  by: string,
  at: Date,
): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ key, value, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({ target: orgSettings.key, set: { value, updatedBy: by, updatedAt: at } });
}

/** The punches waiting for review, oldest first. */
export async function heldRows(db: Queryable, limit: number) {
  return db
    .select({
      id: devicePunches.id,
      serialNumber: devices.serialNumber,
      deviceName: devices.name,
      skewSeconds: devices.skewSeconds,
      pin: devicePunches.pin,
      punchedAt: devicePunches.punchedAt,
      receivedAt: devicePunches.receivedAt,
      userId: devicePunches.userId,
      name: users.name,
    })
    .from(devicePunches)
    .innerJoin(devices, eq(devices.id, devicePunches.deviceId))
    .leftJoin(users, eq(users.id, devicePunches.userId))
    .where(eq(devicePunches.review, 'held'))
    .orderBy(asc(devicePunches.receivedAt), asc(devicePunches.punchedAt))
    .limit(limit);
}

/** The held punches among these ids, with whose they are (locked: two reviewers cannot both decide). */
export async function lockHeld(tx: Queryable, ids: readonly string[]) {
  return tx
    .select({ id: devicePunches.id, userId: devicePunches.userId, punchedAt: devicePunches.punchedAt })
    .from(devicePunches)
    .where(and(inArray(devicePunches.id, [...ids]), eq(devicePunches.review, 'held')))
    .for('update');
}

export async function markReviewed(
  tx: Queryable,
  ids: readonly string[],
  review: 'accepted' | 'discarded',
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .update(devicePunches)
    .set({ review, reviewedBy: by, reviewedAt: at })
    .where(and(inArray(devicePunches.id, [...ids]), eq(devicePunches.review, 'held')));
}

export async function pinOfPerson(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select().from(devicePins).where(eq(devicePins.userId, userId)).limit(1);
  return row?.pin ?? null;
}

/**
 * Sets the person's PIN (null clears it): false when another person holds it. The unique index decides a
 * race, so two people can never share a PIN.
 */
export async function setPinOfPerson(tx: Queryable, userId: string, pin: string | null): Promise<boolean> {
  if (pin !== null) {
    const [other] = await tx
      .select({ userId: devicePins.userId })
      .from(devicePins)
      .where(and(eq(devicePins.pin, pin), ne(devicePins.userId, userId)))
      .limit(1);
    if (other) return false;
  }
  await tx.delete(devicePins).where(eq(devicePins.userId, userId));
  if (pin === null) return true;
  const inserted = await tx
    .insert(devicePins)
    .values({ pin, userId })
    .onConflictDoNothing()
    .returning({ pin: devicePins.pin });
  return inserted.length === 1;
}

export async function allPinRows(db: Queryable): Promise<Array<{ pin: string; userId: string }>> {
  return db.select({ pin: devicePins.pin, userId: devicePins.userId }).from(devicePins);
}
