import type { Role } from '@hrms/shared';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => ['notifications', 'mine', userId] as const,
  sent: (role: Role) => ['notifications', 'sent', role] as const,
};
