import type { Role } from '@hrms/shared';

/**
 * Whose sends a sender's history shows. Admin oversees the organisation and sees every staff send
 * (each entry says who sent it); HR sees only what they sent themselves.
 */
export function historyScopeFor(role: Role): 'everyone' | 'own' {
  return role === 'Admin' ? 'everyone' : 'own';
}
