import { and, asc, count, eq, gt, gte, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { EmployeeListStatus, Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/paging.ts';
import { employeeColumns, type EmployeeRow } from './people.repository.ts';

/** What narrows the employee list (docs/paging.md). */
export interface EmployeeFilter {
  q?: string | undefined;
  role?: Role | undefined;
  /** The structure's condition on users.id (org-structure's listFilter), if any. */
  placement?: SQL | undefined;
  /** Issue 43: current (no last working day before `today`), former (one before it), or all. */
  status?: { is: EmployeeListStatus; today: string } | undefined;
}

function statusOf(status: EmployeeFilter['status']): SQL | undefined {
  if (!status || status.is === 'all') return undefined;
  return status.is === 'former'
    ? lt(users.leftOn, status.today)
    : or(isNull(users.leftOn), gte(users.leftOn, status.today));
}

function whereOf({ q, role, placement, status }: EmployeeFilter): SQL | undefined {
  const search = q
    ? or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q)))
    : undefined;
  return and(search, role ? eq(users.role, role) : undefined, placement, statusOf(status));
}

/**
 * The people matching the filter in Employee ID order, after the Employee ID number `after` (keyset on
 * the unique users_employee_no_unique index), at most `limit` when given.
 */
export function filteredEmployeeRows(
  db: Queryable,
  filter: EmployeeFilter,
  after: number | null,
  limit: number | null,
): Promise<EmployeeRow[]> {
  const query = db
    .select(employeeColumns)
    .from(users)
    .where(and(whereOf(filter), after === null ? undefined : gt(users.employeeNo, after)))
    .orderBy(asc(users.employeeNo));
  return limit === null ? query : query.limit(limit);
}

export function countEmployeeRows(db: Queryable, filter: EmployeeFilter): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .where(whereOf(filter))
    .then((rows) => rows[0]?.n ?? 0);
}
