import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from './api-client';
import { wholeList } from './whole-list';

/**
 * The people list, one query for every feature (the people table, the attendance picker and charts,
 * notification recipients, task assignees, salary payees): one cache entry per viewer, so a screen
 * asks once and the people feature's live updates (employee_added/updated/deleted) reach them all.
 * Here in lib because no feature imports another (docs/architecture.md).
 */
export const peopleListKey = (viewer: Role) => ['people', 'employees', viewer] as const;

/** GET /{admin|hr}/employees?fields=lean: our screens never need the attendance the spec's client reads. */
export function usePeopleList(viewer: Role, options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: peopleListKey(viewer),
    queryFn: ({ signal }) =>
      call('people', 'list', { role: viewer, query: { fields: 'lean' }, signal }).then(wholeList),
    ...options,
  });
}

/**
 * Former employees who left this month or last (issue 43): the payroll run's picker lists them, since a full and
 * final settlement may be paid with the run of the exit month or the next (docs/exit.md "Paid with the run").
 */
export function useRecentLeavers(viewer: Role, today: string) {
  const from = monthStartBefore(today);
  return useQuery({
    queryKey: [...peopleListKey(viewer), 'recent-leavers', from] as const,
    queryFn: ({ signal }) =>
      call('people', 'list', { role: viewer, query: { fields: 'lean', status: 'former' }, signal })
        .then(wholeList)
        .then((people) => people.filter((p) => p.leftOn !== undefined && p.leftOn >= from)),
  });
}

/** The first day of the month before `today`'s ('2026-11-20' → '2026-10-01'). */
function monthStartBefore(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}
