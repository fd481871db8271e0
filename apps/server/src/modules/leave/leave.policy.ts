import type { Role } from '@hrms/shared';
import { STAFF_ROLES } from '../../plugins/access.ts';

/** Pure permission rules of the leave module (spec section 6); the service applies them. */

export interface LeaveActor {
  id: string;
  role: Role;
}

/**
 * Admin and HR approve or reject; their own request is for someone else (four-eyes: FourEyes.check, which
 * alone knows whether the caller is the organisation's only approver).
 */
export function mayDecideLeave(
  actor: LeaveActor,
  leave: { userId: string },
): 'ok' | 'not-approver' | 'own-request' {
  if (!STAFF_ROLES.includes(actor.role)) return 'not-approver';
  if (leave.userId === actor.id) return 'own-request';
  return 'ok';
}
