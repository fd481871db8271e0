import { z } from 'zod';
import {
  SALARY_LIST_MESSAGES,
  wantsPage,
  type Page,
  type SalaryListQuery,
  type SalaryRecord,
} from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { pageRequest, toPage } from '../../lib/paging.ts';
import type { SalaryRow } from './payroll.repository.ts';
import { countSalaryRows, salaryPage } from './salary-pages.repository.ts';

const salaryKey = z.tuple([
  // timestamptz as PostgreSQL writes it: '2026-11-20 04:00:00.123456+00'
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/),
  z.number().int(),
  z.number().int().min(1).max(12),
  z.string(),
  z.uuid(),
]);

/** True when the query narrows the list (a search, a status or an amount range). */
export const narrowsSalaries = (query: SalaryListQuery): boolean =>
  Boolean(query.q) ||
  query.status !== undefined ||
  query.minAmount !== undefined ||
  query.maxAmount !== undefined;

/**
 * Everyone's salary records narrowed by the query's filter, whole or one page (docs/paging.md). The Admin-only rule is
 * the service's, checked before this runs.
 */
export async function salaryList(
  db: Queryable,
  query: SalaryListQuery,
  present: (rows: SalaryRow[]) => SalaryRecord[],
): Promise<SalaryRecord[] | Page<SalaryRecord>> {
  if (query.minAmount !== undefined && query.maxAmount !== undefined && query.minAmount > query.maxAmount)
    throw badRequest(SALARY_LIST_MESSAGES.amountRange);
  if (!wantsPage(query)) return present(await salaryPage(db, query, null, null));
  const { limit, after } = pageRequest(query, salaryKey);
  const [fetched, total] = await Promise.all([
    salaryPage(db, query, after, limit + 1),
    countSalaryRows(db, query),
  ]);
  const page = toPage(
    fetched,
    limit,
    total,
    (row) => row.key,
    (row) => row,
  );
  return { ...page, rows: present(page.rows) };
}
