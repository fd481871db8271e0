import type { Role } from '@hrms/shared';

// Access rules are part of the shared contract (packages/shared/src/http/access.ts); re-exported for the routes.
export { STAFF_ROLES, type Access } from '@hrms/shared';

export interface Caller {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The session its token names (docs/security.md); absent for a token issued before sessions existed. */
  sessionId?: string;
  /** The organisation requires two-step sign-in of them and it is not on: only the set-up routes open. */
  mustSetUpTwoStep?: boolean;
}
