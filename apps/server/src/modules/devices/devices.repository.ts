import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { jsonRecords } from '../../db/set-params.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { devicePins, devicePunches, deviceRefusals, devices, users } from '../../db/schema/index.ts';

export type DeviceRow = typeof devices.$inferSelect;

/** The refusals kept: the newest this many serial/reason pairs. */
const REFUSALS_KEPT = 200;

export async function findDeviceBySerial(
  db: Queryable,
  serialNumber: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.serialNumber, serialNumber)).limit(1);
  return row;
}

export async function insertDevice(
  db: Queryable,
  values: Pick<DeviceRow, 'serialNumber' | 'name' | 'location' | 'timeZone' | 'allowedRanges' | 'createdAt'>,
): Promise<DeviceRow | undefined> {
  const [row] = await db.insert(devices).values(values).onConflictDoNothing().returning();
  return row;
}

/** Last contact; the skew and the refused-lines count when an upload measured them. */
export async function touchDevice(
  db: Queryable,
  id: string,
  at: Date,
  upload?: { skewSeconds: number | null; errors: number },
): Promise<void> {
  await db
    .update(devices)
    .set({
      lastSeenAt: at,
      ...(upload?.skewSeconds !== undefined && upload.skewSeconds !== null
        ? { skewSeconds: upload.skewSeconds }
        : {}),
      ...(upload?.errors ? { errorCount: sql`${devices.errorCount} + ${upload.errors}` } : {}),
    })
    .where(eq(devices.id, id));
}

/** A refused request: counted per serial and reason, the oldest forgotten beyond REFUSALS_KEPT. */
export async function recordRefusal(
  db: Database,
  value: { serialNumber: string; reason: string; address: string; at: Date },
): Promise<void> {
  await db
    .insert(deviceRefusals)
    .values({ ...value, lastAt: value.at })
    .onConflictDoUpdate({
      target: [deviceRefusals.serialNumber, deviceRefusals.reason],
      set: { attempts: sql`${deviceRefusals.attempts} + 1`, lastAt: value.at, address: value.address },
    });
  await db.execute(sql`
    DELETE FROM ${deviceRefusals} WHERE (serial_number, reason) IN (
      SELECT serial_number, reason FROM ${deviceRefusals} ORDER BY last_at DESC OFFSET ${REFUSALS_KEPT})`);
}

export interface NewDevicePunch {
  device_id: string;
  pin: string;
  device_time: string;
  punched_at: string;
  status: number;
  verify: number | null;
  user_id: string | null;
  received_at: string;
  /** 'held' when the skew rule holds the upload for review; else null (taken). */
  review: 'held' | null;
}

/** The lines not seen before (the unique device/PIN/time index decides), in one statement. */
export async function insertDevicePunches(
  db: Queryable,
  punches: readonly NewDevicePunch[],
): Promise<Array<{ userId: string | null; punchedAt: string; held: boolean }>> {
  if (punches.length === 0) return [];
  const result = await db.execute(sql`
    INSERT INTO ${devicePunches} (device_id, pin, device_time, punched_at, status, verify, user_id, received_at, review)
    SELECT r.device_id, r.pin, r.device_time, r.punched_at, r.status, r.verify, r.user_id, r.received_at, r.review
    FROM jsonb_to_recordset(${jsonRecords(punches)}) AS r(device_id uuid, pin text, device_time text,
         punched_at timestamptz, status smallint, verify smallint, user_id uuid, received_at timestamptz, review text)
    ON CONFLICT (device_id, pin, device_time) DO NOTHING
    RETURNING user_id AS "userId", punched_at::text AS "punchedAt", review IS NOT NULL AS "held"`);
  return rowsOf<{ userId: string | null; punchedAt: string; held: boolean }>(result);
}

/** Who each PIN is: the Admin's mapping first, else the employee number (PIN "7" or "EMP-0007" is EMP-0007). */
export async function resolvePins(db: Queryable, pins: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (pins.length === 0) return found;
  for (const row of await db
    .select()
    .from(devicePins)
    .where(inArray(devicePins.pin, [...pins])))
    found.set(row.pin, row.userId);
  const numberOf = (pin: string) => {
    const m = /^(?:EMP-)?0*(\d{1,9})$/i.exec(pin);
    return m ? Number(m[1]) : null;
  };
  const wanted = pins.filter((pin) => !found.has(pin) && numberOf(pin) !== null);
  if (wanted.length > 0) {
    const numbers = [...new Set(wanted.map((pin) => numberOf(pin)!))];
    const rows = await db
      .select({ id: users.id, employeeNo: users.employeeNo, mapped: devicePins.pin })
      .from(users)
      .leftJoin(devicePins, eq(devicePins.userId, users.id))
      .where(inArray(users.employeeNo, numbers));
    // Someone with an explicit PIN is matched by that PIN only.
    const byNumber = new Map(rows.filter((r) => r.mapped === null).map((r) => [r.employeeNo, r.id]));
    for (const pin of wanted) {
      const id = byNumber.get(numberOf(pin)!);
      if (id) found.set(pin, id);
    }
  }
  return found;
}

/** Every device punch of these people in [from, to): the days they fall on are rebuilt from all of them. */
export async function punchesOfPeople(
  db: Queryable,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Array<{ userId: string; punchedAt: Date }>> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: devicePunches.userId, punchedAt: devicePunches.punchedAt })
    .from(devicePunches)
    .where(
      and(
        inArray(devicePunches.userId, [...userIds]),
        gte(devicePunches.punchedAt, from),
        lt(devicePunches.punchedAt, to),
        // Held and discarded punches do not count (the skew rule, docs/devices.md).
        or(isNull(devicePunches.review), eq(devicePunches.review, 'accepted')),
      ),
    );
  return rows.map((r) => ({ userId: r.userId!, punchedAt: r.punchedAt }));
}

export async function listDeviceRows(
  db: Queryable,
  since: Date,
  until: Date,
): Promise<Array<DeviceRow & { punchesToday: number }>> {
  const today = db
    .select({ deviceId: devicePunches.deviceId, n: count().as('n') })
    .from(devicePunches)
    .where(and(gte(devicePunches.punchedAt, since), lt(devicePunches.punchedAt, until)))
    .groupBy(devicePunches.deviceId)
    .as('today');
  const rows = await db
    .select({ device: devices, n: today.n })
    .from(devices)
    .leftJoin(today, eq(today.deviceId, devices.id))
    .orderBy(devices.name);
  return rows.map((r) => ({ ...r.device, punchesToday: Number(r.n ?? 0) }));
}

export async function recentPunchRows(db: Queryable, limit: number) {
  return db
    .select({
      id: devicePunches.id,
      serialNumber: devices.serialNumber,
      pin: devicePunches.pin,
      punchedAt: devicePunches.punchedAt,
      receivedAt: devicePunches.receivedAt,
      userId: devicePunches.userId,
      name: users.name,
    })
    .from(devicePunches)
    .innerJoin(devices, eq(devices.id, devicePunches.deviceId))
    .leftJoin(users, eq(users.id, devicePunches.userId))
    .orderBy(desc(devicePunches.receivedAt), desc(devicePunches.punchedAt))
    .limit(limit);
}

export async function refusalRows(db: Queryable, limit: number) {
  return db.select().from(deviceRefusals).orderBy(desc(deviceRefusals.lastAt)).limit(limit);
}

export async function personExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** Maps the PIN to the person (their earlier PIN, if any, is replaced); the PIN's owner afterwards. */
export async function upsertPin(tx: Queryable, pin: string, userId: string): Promise<string> {
  const [current] = await tx.select().from(devicePins).where(eq(devicePins.pin, pin)).limit(1);
  if (current) return current.userId;
  await tx.delete(devicePins).where(eq(devicePins.userId, userId));
  await tx.insert(devicePins).values({ pin, userId });
  return userId;
}

/** The PIN's punches that waited for a person now belong to them. */
export async function claimWaitingPunches(tx: Queryable, pin: string, userId: string): Promise<Date[]> {
  const rows = await tx
    .update(devicePunches)
    .set({ userId })
    .where(and(eq(devicePunches.pin, pin), isNull(devicePunches.userId)))
    .returning({ punchedAt: devicePunches.punchedAt });
  return rows.map((r) => r.punchedAt);
}

export async function findDeviceById(db: Queryable, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row;
}

/** How many of these lines the device already has (pushed, or imported before). */
export async function knownLines(
  db: Queryable,
  deviceId: string,
  lines: ReadonlyArray<{ pin: string; deviceTime: string }>,
): Promise<number> {
  if (lines.length === 0) return 0;
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM ${devicePunches} p
    JOIN jsonb_to_recordset(${jsonRecords(lines.map((l) => ({ pin: l.pin, device_time: l.deviceTime })))})
      AS r(pin text, device_time text) ON p.pin = r.pin AND p.device_time = r.device_time
    WHERE p.device_id = ${deviceId}::uuid`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
