import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LeavePolicyBody, LeaveType } from '@hrms/shared';
import type { Database, Tx } from '../db/client.ts';
import {
  events,
  holidays,
  leaveLedger,
  leavePolicies,
  leaveRequests,
  notificationRecipients,
  notifications,
  payrollProfiles,
  tasks,
  users,
} from '../db/schema/index.ts';
import type { PlannedDay } from './plan-days.ts';
import { timeOrderedIds } from './time-ordered-ids.ts';
import { rowsOf } from '../db/result-rows.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 1000;

/**
 * Writes `items` a chunk of `size` at a time, taking them as they are asked for: from a generator (the
 * attendance plan), only one chunk is ever held. Returns how many were written.
 */
async function inChunks<T>(
  items: Iterable<T>,
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<number> {
  let written = 0;
  let chunk: T[] = [];
  const flush = async () => {
    await write(chunk);
    written += chunk.length;
    chunk = [];
  };
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) await flush();
  }
  if (chunk.length > 0) await flush();
  return written;
}

export async function insertPeople(
  db: Database,
  rows: Array<typeof users.$inferInsert>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await inChunks(rows, CHUNK, async (chunk) => {
    for (const row of await db.insert(users).values(chunk).returning({ id: users.id, email: users.email }))
      ids.set(row.email, row.id);
  });
  return ids;
}

/**
 * Attendance is the bulk of the data (10,000 people x a year = 3 million rows), written as a new
 * organisation's bulk load, in one transaction: each chunk travels as one JSON parameter and is expanded by
 * the database, with wall times already instants (the organisation's UTC offset on each date, worked out
 * here once a date: the database's AT TIME ZONE per value cost a quarter of the load); the ids increase
 * (timeOrderedIds), the secondary indexes are built once at the end rather than row by row, and the
 * foreign-key triggers are off for the load (SET LOCAL session_replication_role: the user ids are the ones
 * insertPeople just returned). The unique index (a person, a day) is built at the end too, so a duplicate
 * still fails the load (docs/performance.md, "The demo at 10,000 people").
 */
export async function insertAttendance(
  db: Database,
  days: Iterable<PlannedDay>,
  userIdOf: (person: number) => string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const nextId = timeOrderedIds(now.getTime());
  const offsetOn = utcOffsets(timeZone);
  const at = (date: string, time: string) => `${date}T${time}:00${offsetOn(date)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const indexes = await secondaryIndexes(tx, 'attendance');
    for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
    // A chunk at a time from the plan: only one chunk's rows are ever held (see planAttendance).
    const written = await inChunks(days, 10_000, (chunk) => {
      const json = JSON.stringify(
        chunk.map((d) => ({
          id: nextId(),
          u: userIdOf(d.person),
          d: d.date,
          s: d.status,
          i: d.checkIn ? at(d.date, d.checkIn) : null,
          o: d.checkOut ? at(d.date, d.checkOut) : null,
          // Written at the last punch, or at the day's start for a day without one.
          w: at(d.date, d.checkOut ?? d.checkIn ?? '00:00'),
          src: d.source,
        })),
      );
      return tx.execute(sql`
        INSERT INTO attendance (id, user_id, date, status, check_in, check_out, source, created_at, updated_at)
        SELECT x.id, x.u, x.d, x.s::attendance_status, x.i, x.o, x.src, x.w, x.w
        FROM json_to_recordset(${json}::json)
          AS x(id uuid, u uuid, d date, s text, i timestamptz, o timestamptz, w timestamptz, src text)`);
    });
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    return written;
  });
}

/**
 * The zone's UTC offset ('+05:30') on each date, at noon: the demo's punches fall between 09:00 and 20:00,
 * hours no daylight-saving change moves (they happen at night).
 */
export function utcOffsets(timeZone: string): (date: string) => string {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' });
  const known = new Map<string, string>();
  return (date) => {
    let offset = known.get(date);
    if (offset === undefined) {
      const name = format
        .formatToParts(new Date(`${date}T12:00:00Z`))
        .find((p) => p.type === 'timeZoneName')!.value;
      offset = name === 'GMT' ? '+00:00' : name.slice(3);
      known.set(date, offset);
    }
    return offset;
  };
}

/** A table's indexes that back no constraint (the primary key stays), with the statements that make them. */
async function secondaryIndexes(tx: Tx, table: string): Promise<{ name: string; definition: string }[]> {
  const result = await tx.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ${table}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = ${table}::regclass)
    ORDER BY i.indexname`);
  return rowsOf<{ name: string; definition: string }>(result);
}

export const insertPayrollProfiles = (db: Database, rows: Array<typeof payrollProfiles.$inferInsert>) =>
  insertAsJson(db, payrollProfiles, rows);

export const insertLeaves = (db: Database, rows: Array<typeof leaveRequests.$inferInsert>) =>
  insertAsJson(db, leaveRequests, rows);

/**
 * A table's rows, 10,000 to a statement, each statement's rows as ONE JSON parameter that the database
 * expands into the table's own column types (json_populate_recordset): building a statement of thousands of
 * parameters and sending each one cost more than the database's work (the leave, task, event and notice
 * rows of 10,000 people's year: docs/performance.md, "The demo at 10,000 people"). Every row gives the same
 * fields; a field no row gives takes its column's default. Values are as the database reads JSON: text, numbers,
 * booleans, null, instants (a Date is written as its ISO text), objects for json columns, arrays for array ones.
 */
async function insertAsJson<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  const columns = getTableColumns(table);
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((field) => field in columns);
  const names = fields.map((field) => columns[field]!.name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await inChunks(rows, 10_000, (chunk) => {
    const json = JSON.stringify(
      chunk.map((row) =>
        Object.fromEntries(
          fields.map((field, i) => [names[i], (row as Record<string, unknown>)[field] ?? null]),
        ),
      ),
    );
    return db.execute(sql`
      INSERT INTO ${table} (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${json}::json)`);
  });
}

/** The demo's leave policies: one version a type from the start of its history's leave year. */
export async function insertLeavePolicies(
  db: Database,
  effectiveFrom: string,
  policies: { type: LeaveType; policy: LeavePolicyBody }[],
): Promise<void> {
  await db.insert(leavePolicies).values(policies.map((p) => ({ ...p, effectiveFrom })));
}

/** Every approved request's paid days as a taken ledger row (a Half Day from Paid Leave), one statement. */
export async function insertTakenLeave(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${leaveLedger} (user_id, type, kind, days_hundredths, date, leave_id, created_by, created_at)
    SELECT r.user_id, CASE WHEN r.type = 'Half Day' THEN 'Paid Leave' ELSE r.type END, 'taken',
      -(r.days_hundredths - r.unpaid_hundredths), r.start_date, r.id, r.decided_by, coalesce(r.decided_at, r.created_at)
    FROM ${leaveRequests} r WHERE r.status = 'Approved' AND r.days_hundredths > r.unpaid_hundredths`);
}

export const insertTasks = (db: Database, rows: Array<typeof tasks.$inferInsert>) =>
  insertAsJson(db, tasks, rows);

export const insertEvents = (db: Database, rows: Array<typeof events.$inferInsert>) =>
  insertAsJson(db, events, rows);

export async function insertNotice(
  db: Database,
  notice: typeof notifications.$inferInsert,
  recipients: Array<{ userId: string; read: boolean }>,
): Promise<void> {
  const [row] = await db.insert(notifications).values(notice).returning({ id: notifications.id });
  await insertAsJson(
    db,
    notificationRecipients,
    recipients.map((r) => ({
      notificationId: row!.id,
      userId: r.userId,
      status: r.read ? ('read' as const) : ('unread' as const),
      readAt: r.read ? notice.sentAt : null,
    })),
  );
}

export async function insertHolidays(db: Database, rows: Array<typeof holidays.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(holidays).values(rows);
}
