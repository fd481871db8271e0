import type { Role } from '@hrms/shared';

export type DayFilter = 'all' | 'today';

/** Query keys of the attendance feature; attendanceKeys.all refreshes every attendance view. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  mine: (userId: string) => ['attendance', 'mine', userId] as const,
  /** One day of mine (the clock card's today); under mine(), so what refreshes my list refreshes it too. */
  mineOn: (userId: string, date: string) => ['attendance', 'mine', userId, 'on', date] as const,
  stats: (userId: string, month: string) => ['attendance', 'stats', userId, month] as const,
  everyone: (role: Role, filter: DayFilter) => ['attendance', 'everyone', role, filter] as const,
  month: (role: Role, month: string) => ['attendance', 'month', role, month] as const,
  sheet: (month: string) => ['attendance', 'sheet', month] as const,
};
