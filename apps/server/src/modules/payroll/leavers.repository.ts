import { and, asc, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/set-params.ts';

/**
 * Of these people, those whose last working day falls in the period (issue 43): that month is paid by their
 * full and final settlement, never by a slip of its own (docs/decisions.md, "The exit month is paid once").
 */
export function leaversOfPeriod(db: Queryable, ids: string[], from: string, to: string) {
  return db
    .select({ id: users.id, name: users.name, leftOn: users.leftOn })
    .from(users)
    .where(and(anyUuid(users.id, ids), gte(users.leftOn, from), lte(users.leftOn, to)))
    .orderBy(asc(users.name));
}
