import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { LeaveStatus, LeaveType } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { leaveRequests, users } from '../../db/schema/index.ts';

/** The leave requests as balances see them: their days, unpaid days and sandwiched dates (issue 20). */

export interface LeaveDaysRow {
  id: string;
  userId: string;
  employeeName: string;
  type: LeaveType;
  status: LeaveStatus;
  startDate: string;
  endDate: string;
  days: number;
  unpaidDays: number;
  sandwichDates: string[];
}

const columns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  employeeName: users.name,
  type: leaveRequests.type,
  status: leaveRequests.status,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  daysHundredths: leaveRequests.daysHundredths,
  unpaidHundredths: leaveRequests.unpaidHundredths,
  sandwichDates: leaveRequests.sandwichDates,
};
type Raw = Omit<LeaveDaysRow, 'days' | 'unpaidDays'> & { daysHundredths: number; unpaidHundredths: number };
const toRow = ({ daysHundredths, unpaidHundredths, ...row }: Raw): LeaveDaysRow => ({
  ...row,
  sandwichDates: [...(row.sandwichDates ?? [])].sort(),
  days: daysHundredths / 100,
  unpaidDays: unpaidHundredths / 100,
});
const ACTIVE: LeaveStatus[] = ['Pending', 'Approved'];

/**
 * Pending and Approved requests overlapping [from, to] (of one person or some people; every person when
 * `userIds` is null), earliest first.
 */
export async function activeLeavesBetween(
  db: Queryable,
  userIds: readonly string[] | null,
  from: string,
  to: string,
  options: { excludeId?: string; statuses?: LeaveStatus[]; unpaidOnly?: boolean } = {},
): Promise<LeaveDaysRow[]> {
  if (userIds !== null && userIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        userIds === null ? undefined : inArray(leaveRequests.userId, [...userIds]),
        inArray(leaveRequests.status, options.statuses ?? ACTIVE),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
        options.excludeId ? ne(leaveRequests.id, options.excludeId) : undefined,
        options.unpaidOnly ? gt(leaveRequests.unpaidHundredths, 0) : undefined,
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(users.name), asc(leaveRequests.id));
  return rows.map(toRow);
}

export async function findLeaveDays(db: Queryable, id: string): Promise<LeaveDaysRow | null> {
  const [row] = await db
    .select(columns)
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(eq(leaveRequests.id, id));
  return row ? toRow(row) : null;
}

export async function saveLeaveDays(
  tx: Queryable,
  id: string,
  values: { days: number; unpaidDays: number; sandwichDates: readonly string[] },
): Promise<void> {
  await tx
    .update(leaveRequests)
    .set({
      daysHundredths: Math.round(values.days * 100),
      unpaidHundredths: Math.round(values.unpaidDays * 100),
      sandwichDates: sql`${`{${values.sandwichDates.join(',')}}`}::date[]`,
    })
    .where(eq(leaveRequests.id, id));
}
