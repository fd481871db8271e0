import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import { payrollProfiles, salaryRevisions, users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/** The payroll settings: one row of org_settings (key 'payroll'), absent on a fresh install (the defaults). */
export const PAYROLL_SETTINGS_KEY = 'payroll';

export const readPayrollSettingsValue = (db: Queryable): Promise<unknown> =>
  readSetting(db, PAYROLL_SETTINGS_KEY);

export const writePayrollSettingsValue = (db: Queryable, value: unknown, updatedBy: string, at: Date) =>
  writeSetting(db, PAYROLL_SETTINGS_KEY, value, updatedBy, at);

export type ProfileRow = typeof payrollProfiles.$inferSelect;
export type NewProfileRow = typeof payrollProfiles.$inferInsert;

export function findProfiles(db: Queryable, userIds: string[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(payrollProfiles).where(anyUuid(payrollProfiles.userId, userIds));
}

export async function upsertProfile(db: Queryable, row: NewProfileRow): Promise<void> {
  const { userId: _userId, ...set } = row;
  await db.insert(payrollProfiles).values(row).onConflictDoUpdate({ target: payrollProfiles.userId, set });
}

/** New people's profiles, a few hundred rows a statement (bulk import). */
export async function insertProfiles(db: Queryable, rows: NewProfileRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(payrollProfiles).values(rows.slice(i, i + 500));
}

export type RevisionRow = typeof salaryRevisions.$inferSelect;

/** These people's revisions, oldest first per person. */
export function findRevisions(db: Queryable, userIds: string[]): Promise<RevisionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(salaryRevisions)
    .where(anyUuid(salaryRevisions.userId, userIds))
    .orderBy(asc(salaryRevisions.userId), asc(salaryRevisions.effectiveFrom));
}

/** One revision a person a day: a second one on the same date replaces it. Returns the row and what it replaced. */
export async function upsertRevision(
  db: Queryable,
  row: typeof salaryRevisions.$inferInsert,
): Promise<{ saved: RevisionRow; before: RevisionRow | null }> {
  const [before] = await db
    .select()
    .from(salaryRevisions)
    .where(and(eq(salaryRevisions.userId, row.userId), eq(salaryRevisions.effectiveFrom, row.effectiveFrom)))
    .for('update');
  const [saved] = await db
    .insert(salaryRevisions)
    .values(row)
    .onConflictDoUpdate({
      target: [salaryRevisions.userId, salaryRevisions.effectiveFrom],
      set: {
        monthlyGrossPaise: row.monthlyGrossPaise,
        override: row.override,
        createdBy: row.createdBy,
        createdAt: row.createdAt,
      },
    })
    .returning();
  return { saved: saved!, before: before ?? null };
}

/** The person, locked for the revision's write (their base salary may follow it). */
export function lockPerson(db: Queryable, userId: string) {
  return db
    .select({ id: users.id, role: users.role, baseSalaryPaise: users.baseSalaryPaise })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .then((rows) => rows[0] ?? null);
}

/** Each person's base salary (the monthly gross in force), in paise. */
export async function baseSalariesOf(db: Queryable, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, paise: users.baseSalaryPaise })
    .from(users)
    .where(anyUuid(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.paise]));
}

export function personExists(db: Queryable, userId: string): Promise<boolean> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows.length > 0);
}

export async function setBaseSalary(db: Queryable, userId: string, paise: number): Promise<void> {
  await db.update(users).set({ baseSalaryPaise: paise }).where(eq(users.id, userId));
}

/**
 * The lowest monthly gross anyone is paid today (base salaries and revisions above zero): a template's
 * fixed allowances must fit in it.
 */
export async function lowestPositiveGross(db: Queryable): Promise<number | null> {
  const [fromUsers] = await db
    .select({ n: sql<string | null>`min(${users.baseSalaryPaise})` })
    .from(users)
    .where(gt(users.baseSalaryPaise, 0));
  const [fromRevisions] = await db
    .select({ n: sql<string | null>`min(${salaryRevisions.monthlyGrossPaise})` })
    .from(salaryRevisions);
  const values = [fromUsers?.n, fromRevisions?.n].filter((v): v is string => v != null).map(Number);
  return values.length > 0 ? Math.min(...values) : null;
}
