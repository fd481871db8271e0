import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { LeavePolicyBody, LeaveType, LedgerKind, LeaveYearStart, PolicyVersion } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { leaveLedger, leavePolicies, leaveSettings, leaveTypes, users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/** Policies (versions by date), the leave-year setting and the ledger (docs/leave.md). */

export interface VersionRow extends PolicyVersion {
  type: LeaveType;
  createdAt: Date;
}

export async function listPolicyVersions(db: Queryable): Promise<VersionRow[]> {
  const rows = await db.select().from(leavePolicies).orderBy(asc(leavePolicies.effectiveFrom));
  return rows.map((row) => ({
    ...row.policy,
    type: row.type,
    effectiveFrom: row.effectiveFrom,
    createdAt: row.createdAt,
  }));
}

/** A change from `effectiveFrom` on; a second change the same day replaces the first. */
export async function savePolicyVersion(
  tx: Queryable,
  values: { type: LeaveType; effectiveFrom: string; policy: LeavePolicyBody; createdBy: string; at: Date },
): Promise<void> {
  await tx
    .insert(leavePolicies)
    .values({ ...values, createdAt: values.at })
    .onConflictDoUpdate({
      target: [leavePolicies.type, leavePolicies.effectiveFrom],
      set: { policy: values.policy, createdBy: values.createdBy, createdAt: values.at },
    });
}

export async function readYearStart(db: Queryable): Promise<LeaveYearStart> {
  const [row] = await db.select({ month: leaveSettings.yearStartMonth }).from(leaveSettings).limit(1);
  return row?.month === 4 ? 4 : 1;
}

export async function saveYearStart(
  tx: Queryable,
  month: LeaveYearStart,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(leaveSettings)
    .values({ id: 1, yearStartMonth: month, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: leaveSettings.id,
      set: { yearStartMonth: month, updatedBy: by, updatedAt: at },
    });
}

/** The spec's four in the spec's order (as the old enum sorted them), then custom types. */
const typeOrder = sql`(SELECT ${leaveTypes.sortOrder} FROM ${leaveTypes} WHERE ${leaveTypes.name} = ${leaveLedger.type})`;

export interface LedgerRow {
  id: string;
  userId: string;
  type: LeaveType;
  kind: LedgerKind;
  days: number;
  date: string;
  leaveId: string | null;
  periodKey: string | null;
  reason: string | null;
  createdByName: string | null;
  createdAt: Date;
}

const creator = sql<
  string | null
>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${leaveLedger.createdBy})`;
const ledgerColumns = {
  id: leaveLedger.id,
  userId: leaveLedger.userId,
  type: leaveLedger.type,
  kind: leaveLedger.kind,
  hundredths: leaveLedger.daysHundredths,
  date: leaveLedger.date,
  leaveId: leaveLedger.leaveId,
  periodKey: leaveLedger.periodKey,
  reason: leaveLedger.reason,
  createdByName: creator,
  createdAt: leaveLedger.createdAt,
};
type RawLedger = Omit<LedgerRow, 'days'> & { hundredths: number };
const toLedger = ({ hundredths, ...row }: RawLedger): LedgerRow => ({ ...row, days: hundredths / 100 });

/** A person's rows (of some types; between two dates when given), oldest first. */
export async function ledgerOf(
  db: Queryable,
  userId: string,
  filter: { types?: readonly LeaveType[]; from?: string; to?: string } = {},
): Promise<LedgerRow[]> {
  const rows = await db
    .select(ledgerColumns)
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.userId, userId),
        filter.types ? inArray(leaveLedger.type, [...filter.types]) : undefined,
        filter.from ? gte(leaveLedger.date, filter.from) : undefined,
        filter.to ? lte(leaveLedger.date, filter.to) : undefined,
      ),
    )
    // Rows written by one statement share createdAt: the type (in leave_types' order) keeps the answer stable.
    .orderBy(
      asc(leaveLedger.date),
      asc(leaveLedger.createdAt),
      asc(typeOrder),
      asc(leaveLedger.type),
      asc(leaveLedger.id),
    );
  return rows.map(toLedger);
}

/**
 * The ledgers of many people for `types`, each in ledgerOf's order: one statement for the monthly job's chunk
 * (the ids go as one jsonb parameter).
 */
export async function ledgersOf(
  db: Queryable,
  userIds: readonly string[],
  types: readonly LeaveType[],
): Promise<Map<string, LedgerRow[]>> {
  const byPerson = new Map<string, LedgerRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0 || types.length === 0) return byPerson;
  const rows = await db
    .select(ledgerColumns)
    .from(leaveLedger)
    .where(and(anyUuid(leaveLedger.userId, userIds), inArray(leaveLedger.type, [...types])))
    .orderBy(
      asc(leaveLedger.userId),
      asc(leaveLedger.date),
      asc(leaveLedger.createdAt),
      asc(typeOrder),
      asc(leaveLedger.type),
      asc(leaveLedger.id),
    );
  for (const row of rows) byPerson.get(row.userId)?.push(toLedger(row));
  return byPerson;
}

export interface NewLedgerRow {
  userId: string;
  type: LeaveType;
  kind: LedgerKind;
  days: number;
  date: string;
  leaveId?: string | null;
  periodKey?: string | null;
  reason?: string | null;
  createdBy?: string | null;
  at: Date;
}

/** Rows per statement: 11 columns each stays well under PostgreSQL's 65,535 bind parameters. */
export const LEDGER_ROWS_PER_STATEMENT = 2000;

/**
 * Inserts rows, a statement per LEDGER_ROWS_PER_STATEMENT (a chunk of people can be owed years of monthly
 * accruals); a period row already written (another instance, a job) is skipped. Answers the rows written.
 */
async function writeLedgerRows(
  tx: Queryable,
  rows: readonly NewLedgerRow[],
): Promise<{ id: string; userId: string }[]> {
  const written: { id: string; userId: string }[] = [];
  for (let i = 0; i < rows.length; i += LEDGER_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + LEDGER_ROWS_PER_STATEMENT);
    written.push(
      ...(await tx
        .insert(leaveLedger)
        .values(
          chunk.map(({ days, at, ...row }) => ({
            ...row,
            daysHundredths: Math.round(days * 100),
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: leaveLedger.id, userId: leaveLedger.userId })),
    );
  }
  return written;
}

/** Inserts rows (writeLedgerRows); answers the ids of those written. */
export const insertLedgerRows = async (tx: Queryable, rows: readonly NewLedgerRow[]): Promise<string[]> =>
  (await writeLedgerRows(tx, rows)).map((row) => row.id);

/** As insertLedgerRows, answering whose rows were new (one entry per row written). */
export const insertLedgerRowsOf = async (tx: Queryable, rows: readonly NewLedgerRow[]): Promise<string[]> =>
  (await writeLedgerRows(tx, rows)).map((row) => row.userId);

export async function findLedgerRow(db: Queryable, id: string): Promise<LedgerRow | null> {
  const [row] = await db.select(ledgerColumns).from(leaveLedger).where(eq(leaveLedger.id, id));
  return row ? toLedger(row) : null;
}

/** The net days a leave's taken and reversed rows hold, by type and date (a cancellation reverses them). */
export async function netTakenOfLeave(
  tx: Queryable,
  leaveId: string,
): Promise<{ type: LeaveType; date: string; days: number }[]> {
  const rows = await tx
    .select({
      type: leaveLedger.type,
      date: sql<string>`min(${leaveLedger.date})`,
      hundredths: sql<number>`sum(${leaveLedger.daysHundredths})::int`,
    })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.leaveId, leaveId), inArray(leaveLedger.kind, ['taken', 'reversed'])))
    .groupBy(leaveLedger.type);
  return rows.map((row) => ({ type: row.type, date: row.date, days: Number(row.hundredths) / 100 }));
}

export interface PersonRow {
  id: string;
  name: string;
  joinedOn: string;
  /** The last working day of a decided exit (issue 43): nothing accrues after it. */
  leftOn?: string | null;
}

export async function findPerson(db: Queryable, id: string): Promise<PersonRow | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, joinedOn: users.joinedOn, leftOn: users.leftOn })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export function listPeople(db: Queryable): Promise<PersonRow[]> {
  return db
    .select({ id: users.id, name: users.name, joinedOn: users.joinedOn, leftOn: users.leftOn })
    .from(users)
    .orderBy(asc(users.name));
}
