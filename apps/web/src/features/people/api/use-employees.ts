import type { Role } from '@hrms/shared';
import { usePeopleList } from '../../../lib/people-list';
import { SIGNED_LINK_REFRESH_MS } from './keys';

/** The All Employees table: the shared lean list (Admin's or HR's area), refreshed before its file links expire. */
export function useEmployees(viewer: Role) {
  return usePeopleList(viewer, { refetchInterval: SIGNED_LINK_REFRESH_MS });
}
