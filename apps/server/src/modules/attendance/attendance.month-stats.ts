import { monthDates, type MonthStats } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import { countStatusesByPerson } from './attendance.repository.ts';
import { STAT_OF_STATUS, emptyStats } from './attendance.presenter.ts';

/**
 * Month stats for many people in one query: the stats cards, the sheet and payroll all count here. `upTo`
 * (payroll's attendance cut-off) counts only the month's rows up to that date; before the 1st, none.
 */
export async function countMonthStats(
  db: Database,
  userIds: string[],
  year: number,
  month: number,
  upTo?: string,
): Promise<Map<string, MonthStats>> {
  const dates = monthDates(year, month);
  const result = new Map<string, MonthStats>(userIds.map((id) => [id, emptyStats(dates.length)]));
  const last = upTo !== undefined && upTo < dates[dates.length - 1]! ? upTo : dates[dates.length - 1]!;
  if (last < dates[0]!) return result;
  for (const { userId, status, count } of await countStatusesByPerson(db, userIds, dates[0]!, last)) {
    const stats = result.get(userId);
    const key = STAT_OF_STATUS[status];
    if (stats && key) stats[key] += count;
  }
  return result;
}
