import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import { attendance, overtimeClaims, users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/** org_settings key of the overtime settings (docs/overtime.md). */
const SETTING_KEY = 'overtime';

export const readOvertimeSettings = (db: Queryable): Promise<unknown> => readSetting(db, SETTING_KEY);
export const writeOvertimeSettings = (db: Queryable, value: unknown, by: string, at: Date) =>
  writeSetting(db, SETTING_KEY, value, by, at);

export type ClaimRow = typeof overtimeClaims.$inferSelect;
export type ClaimView = ClaimRow & { employeeName: string; deciderName: string | null };

/** The day's punches and stamped shift, and the person's monthly gross (the pay's fallback without revisions). */
export async function dayOf(db: Queryable, userId: string, date: string) {
  const [row] = await db
    .select({
      checkIn: attendance.checkIn,
      checkOut: attendance.checkOut,
      workedMinutes: attendance.workedMinutes,
      shiftId: attendance.shiftId,
      workMode: attendance.workMode,
    })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.date, date)));
  return row;
}

/** Worked minutes and overtime (claims not rejected) of [from, before) for the weekly limit. */
export async function weekBefore(db: Queryable, userId: string, from: string, before: string) {
  const [worked] = await db
    .select({ minutes: sql<number>`coalesce(sum(${attendance.workedMinutes}), 0)::int` })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), gte(attendance.date, from), lt(attendance.date, before)));
  const [overtime] = await db
    .select({
      minutes: sql<number>`coalesce(sum(coalesce(${overtimeClaims.approvedMinutes}, ${overtimeClaims.claimedMinutes})), 0)::int`,
    })
    .from(overtimeClaims)
    .where(
      and(
        eq(overtimeClaims.userId, userId),
        gte(overtimeClaims.date, from),
        lt(overtimeClaims.date, before),
        ne(overtimeClaims.status, 'Rejected'),
        eq(overtimeClaims.kind, 'overtime'),
      ),
    );
  return { worked: worked?.minutes ?? 0, overtime: overtime?.minutes ?? 0 };
}

export async function baseSalaryOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ paise: users.baseSalaryPaise }).from(users).where(eq(users.id, userId));
  return row?.paise ?? 0;
}

export interface PendingValues {
  userId: string;
  date: string;
  workedMinutes: number;
  shiftName: string;
  claimedMinutes: number;
  /** The injected clock's now: the approval rule reads the manager on the day the claim was made. */
  createdAt: Date;
}

/** Makes or follows the day's claim while it is pending; a decided claim stays as decided. */
export async function upsertPending(db: Queryable, values: PendingValues): Promise<void> {
  await db
    .insert(overtimeClaims)
    .values(values)
    .onConflictDoUpdate({
      target: [overtimeClaims.userId, overtimeClaims.date],
      set: {
        workedMinutes: values.workedMinutes,
        shiftName: values.shiftName,
        claimedMinutes: values.claimedMinutes,
        kind: 'overtime',
        compOffHundredths: null,
      },
      setWhere: eq(overtimeClaims.status, 'Pending'),
    });
}

/** A day that no longer makes overtime (a correction shortened it): its pending claim goes. */
export async function deletePending(db: Queryable, userId: string, date: string): Promise<void> {
  await db
    .delete(overtimeClaims)
    .where(
      and(
        eq(overtimeClaims.userId, userId),
        eq(overtimeClaims.date, date),
        eq(overtimeClaims.status, 'Pending'),
      ),
    );
}

const decider = aliasedTable(users, 'decider');

function viewQuery(db: Queryable) {
  return db
    .select({ claim: overtimeClaims, employeeName: users.name, deciderName: decider.name })
    .from(overtimeClaims)
    .innerJoin(users, eq(users.id, overtimeClaims.userId))
    .leftJoin(decider, eq(decider.id, overtimeClaims.decidedBy));
}

const flatten = (
  rows: { claim: ClaimRow; employeeName: string; deciderName: string | null }[],
): ClaimView[] => rows.map((r) => ({ ...r.claim, employeeName: r.employeeName, deciderName: r.deciderName }));

/** The days among `dates` on which the person has an approved claim (overtime or comp-off), sorted. */
export async function approvedDatesAmong(db: Queryable, userId: string, dates: readonly string[]) {
  if (dates.length === 0) return [];
  const rows = await db
    .select({ date: overtimeClaims.date })
    .from(overtimeClaims)
    .where(
      and(
        eq(overtimeClaims.userId, userId),
        eq(overtimeClaims.status, 'Approved'),
        inArray(overtimeClaims.date, [...dates]),
      ),
    );
  return rows.map((r) => r.date).sort();
}

export async function listOwn(db: Queryable, userId: string, limit = 200): Promise<ClaimView[]> {
  return flatten(
    await viewQuery(db)
      .where(eq(overtimeClaims.userId, userId))
      .orderBy(desc(overtimeClaims.date))
      .limit(limit),
  );
}

/** Pending claims (oldest first), then those decided since `decidedSince` (newest first). */
export async function listForStaff(db: Queryable, decidedSince: Date, limit = 500): Promise<ClaimView[]> {
  return flatten(
    await viewQuery(db)
      .where(or(eq(overtimeClaims.status, 'Pending'), gte(overtimeClaims.decidedAt, decidedSince)))
      .orderBy(
        sql`${overtimeClaims.status} <> 'Pending'`,
        asc(overtimeClaims.createdAt),
        desc(overtimeClaims.decidedAt),
      )
      .limit(limit),
  );
}

/** The pending rows of the requesters `requesters` selects (a subquery of user ids: approvals' candidates). */
export async function listPendingOf(db: Queryable, requesters: SQL): Promise<ClaimView[]> {
  return flatten(
    await viewQuery(db)
      .where(and(eq(overtimeClaims.status, 'Pending'), sql`${overtimeClaims.userId} IN (${requesters})`))
      .orderBy(asc(overtimeClaims.createdAt)),
  );
}

export async function findView(db: Queryable, id: string): Promise<ClaimView | undefined> {
  return flatten(await viewQuery(db).where(eq(overtimeClaims.id, id)))[0];
}

/** The decision, only while the claim is still pending at `step` (concurrent deciders: the first wins). */
export async function decide(
  db: Queryable,
  id: string,
  step: number,
  set: Partial<typeof overtimeClaims.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(overtimeClaims)
    .set(set)
    .where(
      and(
        eq(overtimeClaims.id, id),
        eq(overtimeClaims.status, 'Pending'),
        eq(overtimeClaims.approvalStep, step),
      ),
    )
    .returning({ id: overtimeClaims.id });
  return rows.length === 1;
}

/** Approved minutes of each person's quarter(s): for the cap's warning. */
export async function approvedMinutesBetween(
  db: Queryable,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<{ userId: string; date: string; minutes: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: overtimeClaims.userId,
      date: overtimeClaims.date,
      minutes: sql<number>`${overtimeClaims.approvedMinutes}`,
    })
    .from(overtimeClaims)
    .where(
      and(
        anyUuid(overtimeClaims.userId, userIds),
        eq(overtimeClaims.status, 'Approved'),
        eq(overtimeClaims.kind, 'overtime'),
        gte(overtimeClaims.date, from),
        lte(overtimeClaims.date, to),
      ),
    );
}

/** Approved claims paid in the month, for payroll's chunk (one statement). */
export async function paidIn(db: Queryable, userIds: readonly string[], year: number, month: number) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: overtimeClaims.id,
      userId: overtimeClaims.userId,
      minutes: overtimeClaims.approvedMinutes,
      amountPaise: overtimeClaims.amountPaise,
    })
    .from(overtimeClaims)
    .where(
      and(
        anyUuid(overtimeClaims.userId, userIds),
        eq(overtimeClaims.status, 'Approved'),
        eq(overtimeClaims.payYear, year),
        eq(overtimeClaims.payMonth, month),
      ),
    )
    .orderBy(asc(overtimeClaims.date));
}
