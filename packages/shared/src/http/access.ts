import { ROLES, type Role } from '../roles.ts';

/**
 * Who may call an endpoint: every /api route declares it, and the server refuses to register one
 * without it (docs/decisions.md, "Every API route declares its access").
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
      /**
       * Also open to a person who must still set up two-step sign-in (the Admin requires it of Admin and HR):
       * every other route answers 403 until they have (docs/security.md).
       */
      duringTwoStepSetup?: boolean;
    };

export const ANY_ROLE: readonly Role[] = ROLES;
export const STAFF_ROLES: readonly Role[] = ['Admin', 'HR'];
export const ADMIN_ONLY: readonly Role[] = ['Admin'];
