import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeListItem, Page, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { useServerPages } from '../../../lib/server-pages';
import { asPage } from '../../../lib/whole-list';
import { peopleKeys, SIGNED_LINK_REFRESH_MS } from './keys';

const pagesKey = (viewer: Role) => [...peopleKeys.employees(viewer), 'pages'] as const;

/** The structure filters of the list (issue 42): ids, empty for "any". */
export interface StructureFilter {
  departmentId?: string;
  designationId?: string;
  locationId?: string;
  managerId?: string;
}

/**
 * The All Employees table: the lean list a page of 10 at a time from the server, searched by name or e-mail
 * and narrowed by department, designation, location or manager; each row names those four.
 */
export function useEmployeePages(
  viewer: Role,
  q: string,
  filter: StructureFilter = {},
  status: 'current' | 'former' = 'current',
) {
  const narrowed = {
    ...Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value))),
    // Issue 43: former employees (last working day passed) on their own view; the default is the current ones.
    ...(status === 'former' ? { status } : {}),
  };
  return useServerPages<EmployeeListItem>(
    [...pagesKey(viewer), q, narrowed],
    (paging, signal) =>
      call('people', 'list', {
        role: viewer,
        query: { fields: 'lean', ...paging, ...(q ? { q } : {}), ...narrowed },
        signal,
      }).then(asPage),
    // Signed file links live 5 minutes: refetched before they expire.
    { refetchInterval: SIGNED_LINK_REFRESH_MS },
  );
}

type Pages = InfiniteData<Page<Employee>, string>;

/**
 * Applies a saved, granted, live-updated or deleted person to the pages already loaded (every search):
 * replaced in place; a new person joins the last page once it is the list's end (Employee ID order);
 * a deleted one leaves. Totals follow.
 */
export function patchEmployeePages(
  client: QueryClient,
  viewer: Role,
  change: { upsert: Employee } | { remove: string },
): void {
  client.setQueriesData<Pages>({ queryKey: pagesKey(viewer) }, (data) => {
    if (!data) return data;
    if ('remove' in change) {
      const had = data.pages.some((page) => page.rows.some((row) => row._id === change.remove));
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          rows: page.rows.filter((row) => row._id !== change.remove),
          total: had ? page.total - 1 : page.total,
        })),
      };
    }
    const employee = change.upsert;
    if (data.pages.some((page) => page.rows.some((row) => row._id === employee._id))) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          rows: page.rows.map((row) => (row._id === employee._id ? employee : row)),
        })),
      };
    }
    const last = data.pages[data.pages.length - 1];
    if (!last || last.nextCursor) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, total: page.total + 1 })) };
    }
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        rows: page === last ? [...page.rows, employee] : page.rows,
        total: page.total + 1,
      })),
    };
  });
}
