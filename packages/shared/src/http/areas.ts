import { ROLES, type Role } from '../roles.ts';

/** A URL prefix of spec section 7 and who may call under it. */
export interface RoleArea {
  prefix: string;
  roles: readonly Role[];
  /** The path parameter that names the caller in personal paths (`{own}` in an endpoint path). */
  ownParam: string;
}

/**
 * The role areas, written once. The spec serves the same calls under `/employees/:id` (every role's
 * personal area, the id being the caller's own), `/admin/...` and `/hr/...` (the staff dashboards).
 */
export const AREAS = {
  employees: { prefix: '/employees', roles: ROLES, ownParam: 'id' },
  admin: { prefix: '/admin', roles: ['Admin'], ownParam: 'userId' },
  hr: { prefix: '/hr', roles: ['HR'], ownParam: 'userId' },
} as const satisfies Record<string, RoleArea>;

export type AreaName = keyof typeof AREAS;

/** The area a role's dashboard calls by default. */
export function areaFor(role: Role): AreaName {
  if (role === 'Admin') return 'admin';
  if (role === 'HR') return 'hr';
  return 'employees';
}
