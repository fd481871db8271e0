import type { Role } from '@hrms/shared';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => ['notifications', 'mine', userId] as const,
  sent: (role: Role) => ['notifications', 'sent', role] as const,
};

/** Spec section 7: each dashboard reads its own notifications under its own prefix. */
export function ownNotificationsPath(role: Role, userId: string): string {
  if (role === 'Admin') return `/admin/${userId}/notifications`;
  if (role === 'HR') return `/hr/${userId}/notifications`;
  return `/employees/${userId}/notifications`;
}

export const senderPrefix = (role: Role): '/admin' | '/hr' => (role === 'Admin' ? '/admin' : '/hr');
