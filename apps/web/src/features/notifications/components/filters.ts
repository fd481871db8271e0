/** Spec section 9: notification lists filter to all or today (the organisation's today). */
export type DayFilter = 'all' | 'today';

export function byDay<T extends { date: string }>(rows: readonly T[], filter: DayFilter, today: string): T[] {
  return filter === 'today' ? rows.filter((row) => row.date === today) : [...rows];
}
