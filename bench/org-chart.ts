// The organisation structure at scale (issue 42): 10,000 people in 200 departments and 3 locations, a
// four-way reporting tree 8 levels deep. The whole org chart is one request (Admin), timed one at a time;
// "my team" (direct reports, and everyone below) at 50 concurrent requests over the managers, beside the
// floor route at the same concurrency over the same people, in the same process and run.
//   node --import tsx bench/org-chart.ts [--people 10000] [--requests 1000] [--charts 20]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/org-chart.ts
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate, throughput } from './support/floor.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';
import { seedOrgTree } from './support/org-tree.ts';

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
  const rows = { rows: await seedOrgTree(db, PEOPLE) };
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
