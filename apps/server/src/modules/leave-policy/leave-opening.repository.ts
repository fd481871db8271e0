import { and, eq, inArray } from 'drizzle-orm';
import type { LeaveType } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { leaveLedger, users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';
import type { PersonRow } from './leave-policy.repository.ts';

/** Opening balances' queries (issue 40, docs/leave.md). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const personColumns = { id: users.id, name: users.name, joinedOn: users.joinedOn, email: users.email };

export type OpeningPerson = PersonRow & { email: string };

/** The people with these ids (an id that is not a uuid is simply not found). */
export async function peopleByIds(db: Queryable, ids: readonly string[]): Promise<OpeningPerson[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  return db.select(personColumns).from(users).where(anyUuid(users.id, valid));
}

/** The people with these e-mails (stored lower-cased). */
export async function peopleByEmails(db: Queryable, emails: readonly string[]): Promise<OpeningPerson[]> {
  if (emails.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.email, [...new Set(emails.map((email) => email.toLowerCase()))]));
}

/** Removes a person's opening row of a leave year (replaced by the new one in the same transaction). */
export async function deleteOpeningRow(
  tx: Queryable,
  userId: string,
  type: LeaveType,
  periodKey: string,
): Promise<void> {
  await tx
    .delete(leaveLedger)
    .where(
      and(eq(leaveLedger.userId, userId), eq(leaveLedger.type, type), eq(leaveLedger.periodKey, periodKey)),
    );
}
