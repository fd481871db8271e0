import { CREATABLE_ROLES, type Role } from '@hrms/shared';

/** Pure permission rules of employee management (docs/people.md). */

export const mayCreateRole = (callerRole: Role, newRole: Role): boolean =>
  CREATABLE_ROLES[callerRole].includes(newRole);

/** Salaries and the document summary are for Admins only. */
export const seesSalaries = (viewerRole: Role): boolean => viewerRole === 'Admin';

/** The organisation always keeps one Admin: the last one can be neither deleted nor demoted. */
export function wouldRemoveLastAdmin(
  target: { role: Role },
  newRole: Role | 'deleted',
  adminCount: number,
): boolean {
  return target.role === 'Admin' && newRole !== 'Admin' && adminCount <= 1;
}
