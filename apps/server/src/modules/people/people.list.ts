import { z } from 'zod';
import { wantsPage, type EmployeeListItem, type EmployeeListQuery, type Page } from '@hrms/shared';
import { pageRequest, toPage } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/access.ts';
import { countEmployeeRows, filteredEmployeeRows } from './people.list.repository.ts';
import { presentEmployee } from './people.presenter.ts';
import type { EmployeeRow } from './people.repository.ts';
import type { PeopleDeps } from './people.service.ts';

/** A page's cursor: the Employee ID number of its last person. */
const employeeKey = z.tuple([z.number().int().nonnegative()]);

/**
 * The employee list (docs/people.md, docs/paging.md): the spec's whole array, narrowed by `q`/`role`,
 * or one page `{ rows, nextCursor, total }`. 'full' items carry each person's recent attendance (read
 * for the listed people only); 'lean' ones do not.
 */
export async function listPeople(
  deps: PeopleDeps,
  caller: Caller,
  query: EmployeeListQuery,
): Promise<EmployeeListItem[] | Page<EmployeeListItem>> {
  const placement = deps.placements.listFilter(query);
  // Issue 43: people whose last working day has passed are left out unless asked for (status=former|all).
  const status = { is: query.status ?? 'current', today: deps.orgTime.today() };
  const filter = { q: query.q, role: query.role, placement, status };
  if (!wantsPage(query)) {
    const rows = await filteredEmployeeRows(deps.db, filter, null, null);
    return present(deps, caller, rows, query, !filter.q && !filter.role && !placement);
  }
  const { limit, after } = pageRequest(query, employeeKey);
  const [fetched, total] = await Promise.all([
    filteredEmployeeRows(deps.db, filter, after?.[0] ?? null, limit + 1),
    countEmployeeRows(deps.db, filter),
  ]);
  const page = toPage(
    fetched,
    limit,
    total,
    (row) => [row.employeeNo],
    (row) => row,
  );
  return { ...page, rows: await present(deps, caller, page.rows, query, false) };
}

async function present(
  deps: PeopleDeps,
  caller: Caller,
  rows: EmployeeRow[],
  query: EmployeeListQuery,
  everyone: boolean,
): Promise<EmployeeListItem[]> {
  const ids = rows.map((row) => row.id);
  const details = caller.role === 'Admin' ? await deps.documents.additionalDetailsFor(ids) : null;
  const items = rows.map((row) => ({
    ...presentEmployee(row, caller.role, deps.links, details?.get(row.id)),
    ...(row.leftOn ? { leftOn: row.leftOn } : {}),
  }));
  if (query.fields === 'lean') {
    const placements = await deps.placements.listColumns(ids);
    return items.map((item) => ({ ...item, placement: placements.get(item._id) }));
  }
  // The whole organisation's window in one statement, or only the listed people's.
  const attendance = await deps.attendance.recentByPerson(everyone ? undefined : ids);
  return items.map((item) => ({ ...item, attendance: attendance.get(item._id) ?? [] }));
}
