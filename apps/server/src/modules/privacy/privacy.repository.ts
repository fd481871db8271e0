import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';
import {
  attendance,
  auditLog,
  employeeDetails,
  employeeDocuments,
  personLetters,
  leaveRequests,
  mailMessages,
  users,
} from '../../db/schema/index.ts';

/*
 * The reads of a person's own data export and the erasure's writes (docs/privacy.md). The export reads
 * the person's own rows of several domains in one place, read-only, so one download is one consistent set.
 */

export const PRIVACY_SETTINGS_KEY = 'privacy';

export const readPrivacySettingsValue = (db: Queryable): Promise<unknown> =>
  readSetting(db, PRIVACY_SETTINGS_KEY);

export const writePrivacySettingsValue = (db: Queryable, value: unknown, by: string, at: Date) =>
  writeSetting(db, PRIVACY_SETTINGS_KEY, value, by, at);

export function findPerson(db: Queryable, id: string) {
  return db
    .select({
      id: users.id,
      employeeNo: users.employeeNo,
      name: users.name,
      email: users.email,
      role: users.role,
      joinedOn: users.joinedOn,
      baseSalaryPaise: users.baseSalaryPaise,
      createdAt: users.createdAt,
      personalEmail: employeeDetails.personalEmail,
    })
    .from(users)
    .leftJoin(employeeDetails, eq(employeeDetails.userId, users.id))
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

export function attendanceOf(db: Queryable, userId: string) {
  return db.select().from(attendance).where(eq(attendance.userId, userId)).orderBy(asc(attendance.date));
}

export function leaveOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(leaveRequests)
    .where(eq(leaveRequests.userId, userId))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.createdAt));
}

export function documentsOf(db: Queryable, userId: string) {
  return db
    .select({
      docKey: employeeDocuments.docKey,
      storageKey: employeeDocuments.storageKey,
      originalName: employeeDocuments.originalName,
      mimeType: employeeDocuments.mimeType,
      uploadedAt: employeeDocuments.uploadedAt,
    })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.userId, userId))
    .orderBy(asc(employeeDocuments.docKey));
}

/** Letters issued to the person (issue 43, lifecycle module), oldest first: what the export lists and carries. */
export function lettersOf(db: Queryable, userId: string) {
  return db
    .select({
      id: personLetters.id,
      kind: personLetters.kind,
      title: personLetters.title,
      storageKey: personLetters.storageKey,
      fileName: personLetters.fileName,
      issuedOn: personLetters.issuedOn,
    })
    .from(personLetters)
    .where(eq(personLetters.userId, userId))
    .orderBy(asc(personLetters.issuedOn), asc(personLetters.createdAt), asc(personLetters.id));
}

/**
 * At a deletion: the messages sent to the person (their address and, until sent, the body) go with them (their
 * ids answered, so the outbox's files of them go after the commit),
 * and the trail's payroll-profile snapshots about them are emptied (the entries stay: that it happened).
 */
export async function eraseTracesOf(tx: Queryable, userId: string): Promise<{ mailIds: string[] }> {
  const mail = await tx
    .delete(mailMessages)
    .where(eq(mailMessages.userId, userId))
    .returning({ id: mailMessages.id });
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(
      and(
        eq(auditLog.entityType, 'employee'),
        eq(auditLog.entityId, userId),
        inArray(auditLog.action, ['payroll.profile_update']),
      ),
    );
  return { mailIds: mail.map((row) => row.id) };
}

/** People deleted before `cutoff` whose deletion entry still holds its snapshot (not yet erased), oldest first. */
export function deletedBefore(db: Queryable, cutoff: Date, limit: number): Promise<string[]> {
  return db
    .select({ entityId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'employee.delete'),
        eq(auditLog.entityType, 'employee'),
        lt(auditLog.at, cutoff),
        isNotNull(auditLog.before),
      ),
    )
    .orderBy(asc(auditLog.at))
    .limit(limit)
    .then((rows) => rows.map((row) => row.entityId));
}

/** Empties every snapshot the trail holds about a deleted person; returns how many entries it touched. */
export async function eraseSnapshotsOf(tx: Queryable, userId: string): Promise<number> {
  const rows = await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(
      and(
        eq(auditLog.entityType, 'employee'),
        eq(auditLog.entityId, userId),
        sql`(${auditLog.before} IS NOT NULL OR ${auditLog.after} IS NOT NULL)`,
      ),
    )
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * When the caller's data exports of one person in the last hour started (oldest first), after taking an
 * advisory lock on the pair for the rest of the transaction, so two such exports are counted one after another.
 */
export async function exportsSince(
  tx: Queryable,
  actorId: string,
  personId: string,
  since: Date,
): Promise<Date[]> {
  const key = `data-export:${actorId}:${personId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const rows = await tx
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.action, 'privacy.data_export'),
        eq(auditLog.entityId, personId),
        gte(auditLog.at, since),
      ),
    )
    .orderBy(asc(auditLog.at));
  return rows.map((row) => row.at);
}
