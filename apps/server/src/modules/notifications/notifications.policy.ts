import type { Role } from '@hrms/shared';

/** Roles that may send notifications (spec section 6). */
export const NOTIFICATION_SENDER_ROLES: readonly Role[] = ['Admin', 'HR'];

/**
 * Whose sends a sender's history shows. Admin oversees the organisation and sees every staff send
 * (each entry says who sent it); HR sees only what they sent themselves.
 */
export function historyScopeFor(role: Role): 'everyone' | 'own' {
  return role === 'Admin' ? 'everyone' : 'own';
}
