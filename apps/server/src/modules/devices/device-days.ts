import { addDays, orgDate } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { DeviceAttendance } from '../attendance/index.ts';
import { punchesOfPeople } from './devices.repository.ts';
import { wallTimeToInstant } from './zoned-time.ts';

/**
 * Rebuilds the business days (organisation's timezone) that new punches touched, from ALL the device punches
 * of those people on those days: the result is the same whatever order or repetition the punches came in.
 */
export async function rebuildDays(
  db: Database,
  attendance: DeviceAttendance,
  timeZone: string,
  touched: ReadonlyArray<{ userId: string; punchedAt: Date }>,
): Promise<number> {
  if (touched.length === 0) return 0;
  const keys = new Set(touched.map((t) => `${t.userId}|${orgDate(t.punchedAt, timeZone)}`));
  const dates = [...new Set(touched.map((t) => orgDate(t.punchedAt, timeZone)))].sort();
  const from = wallTimeToInstant(`${dates[0]} 00:00:00`, timeZone);
  const to = wallTimeToInstant(`${addDays(dates[dates.length - 1]!, 1)} 00:00:00`, timeZone);
  const userIds = [...new Set(touched.map((t) => t.userId))];
  const days = new Map<string, { userId: string; date: string; punches: Date[] }>();
  for (const punch of await punchesOfPeople(db, userIds, from, to)) {
    const date = orgDate(punch.punchedAt, timeZone);
    const key = `${punch.userId}|${date}`;
    if (!keys.has(key)) continue;
    const day = days.get(key) ?? { userId: punch.userId, date, punches: [] };
    day.punches.push(punch.punchedAt);
    days.set(key, day);
  }
  const written = await attendance.apply([...days.values()]);
  return written.length;
}
