import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Whether anyone other than this person holds an approver role (Admin or HR). */
export async function hasOtherApprover(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(inArray(users.role, ['Admin', 'HR']), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}
