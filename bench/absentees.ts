// The 11:00 run at scale (issue 24): N people on the default shift, half of them punched in, and the
// absentee run marking the other half Absent (one set-based INSERT per shift, then the live updates),
// timed beside the floor route measured in the same process. Each round undoes the last run's rows
// and its job_runs claim first.
//   node --import tsx bench/absentees.ts [--people 10000] [--rounds 5]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/absentees.ts
import { sql } from 'drizzle-orm';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor } from './support/floor.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';

const PEOPLE = argNumber('people', 10_000);
const ROUNDS = argNumber('rounds', 5);
// Friday 20 November 2026, 11:15 in Asia/Kolkata: a working day, the default window closed.
const NOW = '2026-11-20T05:45:00.000Z';
const TODAY = '2026-11-20';

try {
  const bench = await startBenchApp('absentees', NOW);
  const { app, db } = bench;
  const seedStart = performance.now();
  // People by set-based SQL (no attendance history is needed for this run): every other one punched in.
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role, joined_on)
    SELECT 'Person ' || i, 'person' || i || '@bench.test', 'not-a-hash', 'Employee', '2026-01-01'
    FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO attendance (user_id, date, check_in, status)
    SELECT id, ${TODAY}::date, ${NOW}::timestamptz, 'Present'
    FROM (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users) people WHERE n % 2 = 0`);
  const seeded = performance.now() - seedStart;
  const admin = await db.execute(sql`SELECT id, token_version FROM users ORDER BY employee_no LIMIT 1`);
  const first = (admin as unknown as { rows: Array<{ id: string; token_version: number }> }).rows[0]!;
  const auth = `Bearer ${app.jwt.sign({ sub: first.id, role: 'Employee', tv: first.token_version })}`;

  const attendance = app.services.attendance;
  const key = await attendance.absenteeRunDue();
  if (key !== TODAY) throw new Error(`expected the run for ${TODAY} to be due, got ${key}`);
  const times: number[] = [];
  let marked = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await db.execute(sql`DELETE FROM attendance WHERE source = 'absentee-job'`);
    await db.execute(sql`DELETE FROM job_runs WHERE job = 'absentees'`);
    const start = performance.now();
    const result = await attendance.markAbsentees(key);
    times.push(performance.now() - start);
    marked = result.count;
  }
  const floor = await measureFloor(app, [auth], 1, 500);
  const floorMs = 1000 / floor.perSecond;
  const p50 = pct(times, 50);
  console.log(
    `\n## The 11:00 run (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, ${marked.toLocaleString('en-US')} marked Absent a run (seeded in ${(seeded / 1000).toFixed(1)} s; load ${loadAverage()})`,
  );
  console.log('| measurement | p50 | worst | in floor requests |');
  console.log('|---|---|---|---|');
  console.log(`| floor \`GET /api/auth/me\`, concurrency 1 | ${ms(floorMs)} | | 1 |`);
  console.log(
    `| absentee run (claim, INSERT ... SELECT, live updates) | ${ms(p50)} | ${ms(Math.max(...times))} | ${Math.round(p50 / floorMs)} |`,
  );
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
