import type { Role } from '@hrms/shared';
import { STAFF_ROLES } from '../../plugins/access.ts';

/** Pure permission rules of the leave module (spec section 6); the service applies them. */

export interface LeaveActor {
  id: string;
  role: Role;
}

/** Admin and HR approve or reject, but never their own request: someone else must decide it. */
export function mayDecideLeave(
  actor: LeaveActor,
  leave: { userId: string },
): 'ok' | 'not-approver' | 'own-request' {
  if (!STAFF_ROLES.includes(actor.role)) return 'not-approver';
  if (leave.userId === actor.id) return 'own-request';
  return 'ok';
}
