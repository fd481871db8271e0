import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/result-rows.ts';
import { jsonRecords } from '../../db/set-params.ts';
import { attendance } from '../../db/schema/index.ts';

/** One person's business day as the device punches give it: the first and the last punch (issue 46). */
export interface DeviceDayValues {
  user_id: string;
  date: string;
  first_at: string;
  /** null when the day has one punch so far. */
  last_at: string | null;
  shift_id: string;
  late: boolean;
}

/**
 * The days the device punches give, in one statement. A new day is 'Punched In' (one punch) or 'Present'
 * (first in, last out); an existing punched day takes the earlier check-in and the later check-out, so any
 * order and any repetition of the same punches gives the same day. An absentee run's Absent is healed. Leave,
 * manual marks and corrected days are kept (the WHERE). Returns the days written and whether each healed an Absent.
 */
export async function upsertDeviceDays(
  tx: Queryable,
  days: readonly DeviceDayValues[],
): Promise<Array<{ userId: string; date: string; healed: boolean }>> {
  if (days.length === 0) return [];
  const a = attendance;
  const inn = sql`LEAST(${a.checkIn}, excluded.check_in)`;
  const out = sql`NULLIF(GREATEST(${a.checkIn}, ${a.checkOut}, excluded.check_in, excluded.check_out), ${inn})`;
  const result = await tx.execute(sql`
    WITH before AS (
      SELECT user_id, date, source FROM ${a}
      WHERE (user_id, date) IN (SELECT r.user_id, r.date FROM jsonb_to_recordset(${jsonRecords(days)}) AS r(user_id uuid, date date))
    )
    INSERT INTO ${a} (user_id, date, status, source, check_in, check_out, worked_minutes, shift_id, late)
    SELECT r.user_id, r.date,
           (CASE WHEN r.last_at IS NULL THEN 'Punched In' ELSE 'Present' END)::attendance_status,
           'device', r.first_at, r.last_at,
           CASE WHEN r.last_at IS NULL THEN NULL ELSE floor(extract(epoch FROM (r.last_at - r.first_at)) / 60)::int END,
           r.shift_id, r.late
    FROM jsonb_to_recordset(${jsonRecords(days)}) AS r(user_id uuid, date date, first_at timestamptz,
         last_at timestamptz, shift_id uuid, late boolean)
    ON CONFLICT (user_id, date) DO UPDATE SET
      check_in = ${inn},
      check_out = ${out},
      worked_minutes = CASE WHEN ${out} IS NULL THEN NULL ELSE floor(extract(epoch FROM (${out} - ${inn})) / 60)::int END,
      status = (CASE WHEN ${out} IS NULL THEN 'Punched In' ELSE 'Present' END)::attendance_status,
      late = CASE WHEN ${a.checkIn} IS NOT NULL AND ${a.checkIn} <= excluded.check_in THEN ${a.late} ELSE excluded.late END,
      shift_id = COALESCE(${a.shiftId}, excluded.shift_id),
      source = CASE WHEN ${a.source} = 'absentee-job' THEN 'device' ELSE ${a.source} END,
      updated_at = now()
    WHERE ${a.source} IN ('punch', 'device', 'absentee-job') AND NOT ${a.corrected}
      AND ${a.status} IN ('Punched In', 'Present', 'Absent')
    RETURNING ${a.userId} AS "userId", ${a.date}::text AS "date",
      EXISTS (SELECT 1 FROM before b WHERE b.user_id = ${a.userId} AND b.date = ${a.date} AND b.source = 'absentee-job') AS "healed"`);
  return rowsOf<{ userId: string; date: string; healed: boolean }>(result);
}
