import { sql } from 'drizzle-orm';
import type { LeavePolicyBody, LeaveType } from '@hrms/shared';
import type { Database } from '../db/client.ts';
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

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 1000;

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
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
 * Attendance is the bulk of the data (1,000 people x 90 days = 77,000 rows): each chunk travels as one
 * JSON parameter and is expanded by the database, and wall times become instants in the organisation's
 * timezone there (AT TIME ZONE), so no per-row parameters and no timezone arithmetic here.
 */
export async function insertAttendance(
  db: Database,
  days: Array<PlannedDay & { userId: string }>,
  timeZone: string,
): Promise<void> {
  await inChunks(days, 10_000, (chunk) => {
    const json = JSON.stringify(
      chunk.map((d) => ({
        u: d.userId,
        d: d.date,
        s: d.status,
        i: d.checkIn ? `${d.date} ${d.checkIn}` : null,
        o: d.checkOut ? `${d.date} ${d.checkOut}` : null,
        src: d.source,
      })),
    );
    return db.execute(sql`
      INSERT INTO attendance (user_id, date, status, check_in, check_out, source, created_at, updated_at)
      SELECT x.u, x.d, x.s::attendance_status,
             x.i::timestamp AT TIME ZONE ${timeZone}, x.o::timestamp AT TIME ZONE ${timeZone}, x.src,
             COALESCE(x.o, x.i, x.d::text)::timestamp AT TIME ZONE ${timeZone},
             COALESCE(x.o, x.i, x.d::text)::timestamp AT TIME ZONE ${timeZone}
      FROM json_to_recordset(${json}::json) AS x(u uuid, d date, s text, i text, o text, src text)`);
  });
}

export const insertPayrollProfiles = (db: Database, rows: Array<typeof payrollProfiles.$inferInsert>) =>
  inChunks(rows, CHUNK, (chunk) => db.insert(payrollProfiles).values(chunk));

export const insertLeaves = (db: Database, rows: Array<typeof leaveRequests.$inferInsert>) =>
  inChunks(rows, CHUNK, (chunk) => db.insert(leaveRequests).values(chunk));

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
    SELECT r.user_id, CASE WHEN r.type = 'Half Day' THEN 'Paid Leave'::leave_type ELSE r.type END, 'taken',
      -(r.days_hundredths - r.unpaid_hundredths), r.start_date, r.id, r.decided_by, coalesce(r.decided_at, r.created_at)
    FROM ${leaveRequests} r WHERE r.status = 'Approved' AND r.days_hundredths > r.unpaid_hundredths`);
}

export const insertTasks = (db: Database, rows: Array<typeof tasks.$inferInsert>) =>
  inChunks(rows, CHUNK, (chunk) => db.insert(tasks).values(chunk));

export const insertEvents = (db: Database, rows: Array<typeof events.$inferInsert>) =>
  inChunks(rows, CHUNK, (chunk) => db.insert(events).values(chunk));

export async function insertNotice(
  db: Database,
  notice: typeof notifications.$inferInsert,
  recipients: Array<{ userId: string; read: boolean }>,
): Promise<void> {
  const [row] = await db.insert(notifications).values(notice).returning({ id: notifications.id });
  await inChunks(recipients, CHUNK, (chunk) =>
    db.insert(notificationRecipients).values(
      chunk.map((r) => ({
        notificationId: row!.id,
        userId: r.userId,
        status: r.read ? 'read' : 'unread',
        readAt: r.read ? notice.sentAt : null,
      })),
    ),
  );
}

export async function insertHolidays(db: Database, rows: Array<typeof holidays.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(holidays).values(rows);
}
