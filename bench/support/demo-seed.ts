// The demo generator (apps/server/src/demo/generate.ts), scaled up for benches: the same people and
// attendance the demo organisation has, deterministic for a seed. Bench code only.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { generateDemo } from '../../apps/server/src/demo/generate.ts';
import type { BenchPerson } from './tokens.ts';

/**
 * `count` people (Admins first, about one HR per 13, the rest Employees) with attendance for the three
 * months up to the day before `now` (weekly offs excluded; mostly Present, some Absent), no leave and
 * nobody punched in on `now`'s day, so a punch-in burst must accept everyone. Everyone can sign in with
 * the demo's shared password (DEMO_PASSWORD). Returns the people (the first is an Admin) and the number
 * of attendance rows.
 */
export async function seedDemoPeople(
  db: Database,
  count: number,
  now: string,
  org: { timeZone: string; weeklyOff: readonly number[] } = { timeZone: 'Asia/Kolkata', weeklyOff: [0] },
): Promise<{ people: BenchPerson[]; rows: number }> {
  const demo = await generateDemo(db, {
    people: count,
    now: new Date(now),
    timeZone: org.timeZone,
    weeklyOff: org.weeklyOff,
    only: 'people-and-attendance',
    punchToday: false,
  });
  // As the demo does, and as PostgreSQL's autovacuum does soon after a bulk insert: the planner's statistics,
  // and the visibility map that lets an index-only scan skip the table (without it, counting a month's rows
  // on PostgreSQL read every heap page: 43 ms against 14 ms for 10,000 people's October).
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    people: demo.people.map((p) => ({ id: p.id, role: p.role, tokenVersion: 0, email: p.email })),
    rows: demo.counts.attendance,
  };
}
