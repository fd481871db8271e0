// Approvals by the manager at scale (issue 42): 10,000 people in 200 departments and 3 locations, a four-way
// reporting tree 8 levels deep, the 'manager' flow, a quarter of the people with a pending leave request and
// another quarter with a pending correction. "Pending for me" (leave and corrections) and "my team" (direct
// reports) at 50 concurrent requests over the managers, each beside the floor route measured just before and
// just after it, over the same callers, in the same process and run.
//   node --import tsx bench/approvals.ts [--people 10000] [--requests 1000] [--rounds 3]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/approvals.ts
import { sql } from 'drizzle-orm';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate, throughput, type Throughput } from './support/floor.ts';
import { argNumber, loadAverage, ms } from './support/measure.ts';
import { seedOrgTree } from './support/org-tree.ts';

const PEOPLE = argNumber('people', 10_000);
const REQUESTS = argNumber('requests', 1000);
const ROUNDS = argNumber('rounds', 3);
const CONCURRENCY = 50;
// Friday 20 November 2026, 10:00 in Asia/Kolkata.
const NOW = '2026-11-20T04:30:00.000Z';

try {
  const bench = await startBenchApp('approvals', NOW, 20);
  const { app, db } = bench;
  const seeded = performance.now();
  const people = await seedOrgTree(db, PEOPLE);
  // Every fourth person asks for a day of leave; the next one asks to correct Thursday's check-in.
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users)
    INSERT INTO leave_requests (user_id, type, start_date, end_date, reason, created_at)
    SELECT id, 'Paid Leave', '2026-12-07', '2026-12-07', 'Family function', ${NOW}::timestamptz - interval '1 day'
    FROM p WHERE n > 1 AND n % 4 = 0`);
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users)
    INSERT INTO attendance_corrections (user_id, date, check_in, reason, created_at)
    SELECT id, '2026-11-19', '2026-11-19T04:00:00Z', 'Forgot to punch in', ${NOW}::timestamptz - interval '1 day'
    FROM p WHERE n > 1 AND n % 4 = 1`);
  await db.execute(sql`ANALYZE`);
  const token = (p: { id: string; role: 'Admin' | 'Employee' }) =>
    `Bearer ${app.jwt.sign({ sub: p.id, role: p.role, tv: 0 })}`;
  const admin = people[0]!;
  const flow = await app.inject({
    method: 'PUT',
    url: '/api/admin/approval-settings',
    headers: { authorization: token(admin) },
    payload: { flow: process.argv.includes('--flow-hr') ? 'hr' : 'manager', escalationDays: 3 },
  });
  if (flow.statusCode !== 200) throw new Error(`approval settings: ${flow.statusCode} ${flow.body}`);
  const managers = people.filter((p) => p.reports > 0 && p.role === 'Employee');
  const auths = managers.map(token);
  console.log(
    `\n## Approvals by the manager (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, ` +
      `${managers.length.toLocaleString('en-US')} managers, seeded in ${ms(performance.now() - seeded)} (load ${loadAverage()})`,
  );

  // Each manager's queue holds what their direct reports asked for: check one before timing.
  const sample = await app.inject({
    method: 'GET',
    url: '/api/approvals/leave-requests',
    headers: { authorization: auths[0]! },
  });
  console.log(`A manager's leave queue: ${(sample.json() as unknown[]).length} request(s)`);

  const routes = [
    ['pending for me, leave', '/api/approvals/leave-requests'],
    ['pending for me, corrections', '/api/approvals/corrections'],
    ['my team, direct reports', '/api/org/my-team'],
  ] as const;
  console.log(`\n| round | call | req/s | p50 | p99 | floor around it | ratio to the floor |`);
  console.log('|---|---|---|---|---|---|---|');
  let after: Throughput = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, url] of routes) {
      const requests = Array.from({ length: REQUESTS }, (_, i) => ({
        method: 'GET' as const,
        url,
        headers: { authorization: auths[(i * 7 + round) % auths.length]! },
      }));
      await throughput(app, requests.slice(0, CONCURRENCY * 2), CONCURRENCY);
      const before = after;
      const figure = await throughput(app, requests, CONCURRENCY);
      after = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
      const floor = (before.perSecond + after.perSecond) / 2;
      console.log(
        `| ${round} | ${name} | ${rate(figure.perSecond)} | ${ms(figure.p50)} | ${ms(figure.p99)} | ${rate(floor)} | ${(figure.perSecond / floor).toFixed(2)}x |`,
      );
    }
  }
  console.log(`(load ${loadAverage()})`);
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
