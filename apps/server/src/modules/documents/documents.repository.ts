import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditLog, employeeDetails, employeeDocuments, users } from '../../db/schema/index.ts';
import type { DocumentKey } from '@hrms/shared';

export type DocumentRow = typeof employeeDocuments.$inferSelect;

export function findPerson(db: Queryable, id: string) {
  return db
    .select({
      id: users.id,
      employeeNo: users.employeeNo,
      name: users.name,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Documents of some people, or of everyone when `userIds` is undefined (one query for a whole list). */
export function documentRows(db: Queryable, userIds?: string[]): Promise<DocumentRow[]> {
  if (userIds && userIds.length === 0) return Promise.resolve([]);
  const query = db.select().from(employeeDocuments);
  return userIds ? query.where(inArray(employeeDocuments.userId, userIds)) : query;
}

export function personalEmails(
  db: Queryable,
  userIds?: string[],
): Promise<{ userId: string; personalEmail: string | null }[]> {
  if (userIds && userIds.length === 0) return Promise.resolve([]);
  const query = db
    .select({ userId: employeeDetails.userId, personalEmail: employeeDetails.personalEmail })
    .from(employeeDetails);
  return userIds ? query.where(inArray(employeeDetails.userId, userIds)) : query;
}

/** Row-locks the person's documents for the rest of the transaction (one upload or grant at a time). */
export function lockDocuments(tx: Queryable, userId: string): Promise<DocumentRow[]> {
  return tx.select().from(employeeDocuments).where(eq(employeeDocuments.userId, userId)).for('update');
}

export interface NewDocument {
  userId: string;
  docKey: DocumentKey;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/** First upload: the primary key (user, document) refuses a concurrent second insert. */
export function insertDocument(tx: Queryable, doc: NewDocument) {
  return tx.insert(employeeDocuments).values({ ...doc, reuploadGranted: false });
}

/** A re-upload uses the grant up: it only matches while reupload_granted is true. */
export function replaceGrantedDocument(tx: Queryable, doc: NewDocument) {
  const { userId, docKey, ...values } = doc;
  return tx
    .update(employeeDocuments)
    .set({ ...values, reuploadGranted: false })
    .where(
      and(
        eq(employeeDocuments.userId, userId),
        eq(employeeDocuments.docKey, docKey),
        eq(employeeDocuments.reuploadGranted, true),
      ),
    )
    .returning({ userId: employeeDocuments.userId });
}

/** Sets the personal e-mail only while it is unset (locked once set); true when written. */
export async function setPersonalEmailOnce(
  tx: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(employeeDetails)
    .values({ userId, personalEmail: email, updatedAt: now })
    .onConflictDoUpdate({
      target: employeeDetails.userId,
      set: { personalEmail: email, updatedAt: now },
      setWhere: isNull(employeeDetails.personalEmail),
    })
    .returning({ userId: employeeDetails.userId });
  return rows.length > 0;
}

export function grantReupload(tx: Queryable, userId: string, docKey: DocumentKey) {
  return tx
    .update(employeeDocuments)
    .set({ reuploadGranted: true })
    .where(
      and(
        eq(employeeDocuments.userId, userId),
        eq(employeeDocuments.docKey, docKey),
        eq(employeeDocuments.reuploadGranted, false),
      ),
    )
    .returning({ userId: employeeDocuments.userId });
}

export function documentKeysOf(db: Queryable, userId: string): Promise<string[]> {
  return db
    .select({ key: employeeDocuments.storageKey })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.userId, userId))
    .then((rows) => rows.map((row) => row.key));
}

export function documentOf(db: Queryable, userId: string, docKey: DocumentKey): Promise<DocumentRow | null> {
  return db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.userId, userId), eq(employeeDocuments.docKey, docKey)))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Whether the viewer's read of the person's details on this organisation day is already in the trail. */
export function detailsReadOn(db: Queryable, actorId: string, userId: string, day: string): Promise<boolean> {
  return db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actorId),
        eq(auditLog.action, 'person.details_read'),
        eq(auditLog.entityId, userId),
        sql`${auditLog.after}->>'day' = ${day}`,
      ),
    )
    .limit(1)
    .then((rows) => rows.length > 0);
}
