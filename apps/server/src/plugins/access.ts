import type { Role } from '@hrms/shared';

/**
 * Every /api route declares who may call it in `config.access`; a route without
 * a declaration refuses to register, so nothing is added unguarded.
 */
export type Access =
  | 'public'
  | {
      /** Roles that may call the route at all. */
      roles: readonly Role[];
      /** A path parameter that must be the caller's own id... */
      ownParam?: string;
      /** ...unless the caller holds one of these roles. */
      othersAllowedFor?: readonly Role[];
    };

export const ANY_ROLE: readonly Role[] = ['Admin', 'HR', 'Employee'];
export const STAFF_ROLES: readonly Role[] = ['Admin', 'HR'];
export const ADMIN_ONLY: readonly Role[] = ['Admin'];

export interface Caller {
  id: string;
  name: string;
  email: string;
  role: Role;
}
