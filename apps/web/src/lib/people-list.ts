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
