import { sql } from 'drizzle-orm';
import { monthBefore, type AttendanceTrend } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';

interface TrendRow {
  month: string;
  present: number;
  absent: number;
  leave: number;
}

/** One grouped scan of the months' rows (attendance_date_idx), never a query per month or person. */
export async function countByMonth(db: Queryable, from: string, to: string): Promise<TrendRow[]> {
  const result = await db.execute(sql`
    SELECT to_char(date, 'YYYY-MM') AS month,
           count(*) FILTER (WHERE status IN ('Present', 'Punched In'))::int AS present,
           count(*) FILTER (WHERE status = 'Absent')::int AS absent,
           count(*) FILTER (WHERE status IN ('Sick Leave', 'Paid Leave', 'Half Day', 'Short Leave'))::int AS leave
    FROM attendance
    WHERE date BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1`);
  return (result as unknown as { rows: TrendRow[] }).rows;
}

/**
 * The last `months` months up to today, oldest first, every month present (zeros when empty). Approved
 * leave written ahead of today is left out, so a month is judged on what has happened.
 */
export async function attendanceTrends(
  db: Queryable,
  today: string,
  months: number,
): Promise<AttendanceTrend[]> {
  const first = monthBefore(today, months - 1);
  const counted = new Map((await countByMonth(db, `${first}-01`, today)).map((r) => [r.month, r]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthBefore(today, months - 1 - i);
    const { present = 0, absent = 0, leave = 0 } = counted.get(month) ?? {};
    const total = present + absent + leave;
    return {
      month,
      present,
      absent,
      leave,
      presentRate: total === 0 ? null : Math.round((present / total) * 1000) / 10,
    };
  });
}
