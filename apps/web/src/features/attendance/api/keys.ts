import type { Role } from '@hrms/shared';

export type DayFilter = 'all' | 'today';

/** Query keys of the attendance feature; attendanceKeys.all refreshes every attendance view. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  mine: (userId: string) => ['attendance', 'mine', userId] as const,
  stats: (userId: string, month: string) => ['attendance', 'stats', userId, month] as const,
  everyone: (role: Role, filter: DayFilter) => ['attendance', 'everyone', role, filter] as const,
  month: (role: Role, month: string) => ['attendance', 'month', role, month] as const,
  sheet: (month: string) => ['attendance', 'sheet', month] as const,
};

/** The caller's own area (spec section 7): /employees/{id}, /admin/{userId} or /hr/{userId}. */
export function personalPrefix(role: Role, userId: string): string {
  if (role === 'Admin') return `/admin/${userId}`;
  if (role === 'HR') return `/hr/${userId}`;
  return `/employees/${userId}`;
}

/** Admin calls /admin/..., HR calls /hr/... for all-user views and manual marking. */
export const staffPrefix = (role: Role): '/admin' | '/hr' => (role === 'Admin' ? '/admin' : '/hr');
