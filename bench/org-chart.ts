// The organisation structure at scale (issue 42): 10,000 people in 200 departments and 3 locations, a
// four-way reporting tree 8 levels deep. The whole org chart is one request (Admin), timed one at a time;
// "my team" (direct reports, and everyone below) at 50 concurrent requests over the managers, beside the
// floor route at the same concurrency over the same people, in the same process and run.
//   node --import tsx bench/org-chart.ts [--people 10000] [--requests 1000] [--charts 20]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/org-chart.ts
import { sql } from 'drizzle-orm';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate, throughput } from './support/floor.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';

const PEOPLE = argNumber('people', 10_000);
const REQUESTS = argNumber('requests', 1000);
const CHARTS = argNumber('charts', 20);
const CONCURRENCY = 50;
// Friday 20 November 2026, 10:00 in Asia/Kolkata.
const NOW = '2026-11-20T04:30:00.000Z';

try {
  const bench = await startBenchApp('org-chart', NOW, 20);
  const { app, db } = bench;
  const seeded = performance.now();
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role, joined_on)
    SELECT 'Person ' || n, 'person' || n || '@bench.test', 'not-a-hash', CASE WHEN n = 1 THEN 'Admin' ELSE 'Employee' END::role, '2026-01-01'
    FROM generate_series(1, ${PEOPLE}) n`);
  await db.execute(
    sql`INSERT INTO departments (name) SELECT 'Department ' || n FROM generate_series(1, 200) n`,
  );
  await db.execute(
    sql`INSERT INTO designations (name) SELECT 'Designation ' || n FROM generate_series(1, 20) n`,
  );
  await db.execute(
    sql`INSERT INTO locations (name, state) VALUES ('Pune', 'MH'), ('Bengaluru', 'KA'), ('Chennai', 'TN')`,
  );
  // Person n reports to person (n - 2) / 4 + 1: a four-way tree, 8 levels for 10,000 people.
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users),
         d AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM departments),
         g AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM designations),
         l AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM locations)
    INSERT INTO person_placements (user_id, effective_from, department_id, designation_id, location_id, manager_id)
    SELECT p.id, '2026-01-01', d.id, g.id, l.id, m.id
    FROM p
    JOIN d ON d.n = p.n % 200 + 1 JOIN g ON g.n = p.n % 20 + 1 JOIN l ON l.n = p.n % 3 + 1
    LEFT JOIN p m ON p.n > 1 AND m.n = (p.n - 2) / 4 + 1`);
  // What the maintenance job (PGlite) or autovacuum (PostgreSQL) does after a bulk load: fresh statistics.
  await db.execute(sql`ANALYZE`);
  const rows = (await db.execute(sql`
    SELECT u.id, u.role, (SELECT count(*) FROM person_placements r WHERE r.manager_id = u.id)::int AS reports
    FROM users u ORDER BY u.employee_no`)) as unknown as {
    rows: { id: string; role: 'Admin' | 'Employee'; reports: number }[];
  };
  const token = (p: { id: string; role: 'Admin' | 'Employee' }) =>
    `Bearer ${app.jwt.sign({ sub: p.id, role: p.role, tv: 0 })}`;
  const admin = rows.rows[0]!;
  const managers = rows.rows.filter((p) => p.reports > 0 && p.role === 'Employee');
  console.log(
    `\n## The organisation structure (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, ` +
      `${managers.length.toLocaleString('en-US')} managers, seeded in ${ms(performance.now() - seeded)} (load ${loadAverage()})`,
  );

  const chartTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < CHARTS + 2; i += 1) {
    const start = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/org/chart',
      headers: { authorization: token(admin) },
    });
    if (res.statusCode !== 200) throw new Error(`org chart: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 2) chartTimes.push(performance.now() - start); // the first two warm plans and caches
    bytes = res.body.length;
  }
  console.log(
    `\nOrg chart, the whole organisation (Admin), ${CHARTS} requests one at a time: p50 ${ms(pct(chartTimes, 50))}, ` +
      `p99 ${ms(pct(chartTimes, 99))}, ${(bytes / 1024).toFixed(0)} KB a body before compression`,
  );

  console.log(`\n| call | req/s | p50 | p99 | floor around it | ratio to the floor |`);
  console.log('|---|---|---|---|---|---|');
  const auths = managers.map(token);
  let after = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
  for (const [name, url] of [
    ['my team, direct reports', '/api/org/my-team'],
    ['my team, everyone below', '/api/org/my-team?scope=all'],
  ] as const) {
    const requests = Array.from({ length: REQUESTS }, (_, i) => ({
      method: 'GET' as const,
      url,
      headers: { authorization: auths[i % auths.length]! },
    }));
    await throughput(app, requests.slice(0, CONCURRENCY * 2), CONCURRENCY);
    const before = after;
    const figure = await throughput(app, requests, CONCURRENCY);
    after = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
    const floor = (before.perSecond + after.perSecond) / 2;
    console.log(
      `| ${name} | ${rate(figure.perSecond)} | ${ms(figure.p50)} | ${ms(figure.p99)} | ${rate(floor)} | ${(figure.perSecond / floor).toFixed(2)}x |`,
    );
  }
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
