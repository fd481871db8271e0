import type { Role } from '@hrms/shared';

/** Query keys of the leave feature; invalidating leaveKeys.all refreshes every leave list. */
export const leaveKeys = {
  all: ['leave'] as const,
  mine: (userId: string) => ['leave', 'mine', userId] as const,
  approvers: (role: Role) => ['leave', 'approvers', role] as const,
};
