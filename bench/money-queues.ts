// The claims' and advances' queues at scale (issue 45): 10,000 people in the four-way reporting tree of
// bench/org-chart.ts (bench/support/org-tree.ts), the 'manager' flow, a quarter of the people with a pending salary
// advance and another quarter with a pending one-line expense claim. "Advances pending for me" and "Claims pending
// for me" at 50 concurrent requests over the managers, and HR's (an Admin's) queue of everything at HR's step under
// the 'hr' flow, whole (the newest 2,000) and a page of 50 (?limit=50, docs/paging.md), each beside the floor route
// measured just before and just after it, in the same process and run; "alone" is the p50 of 20 calls one at a time
// (what one person waits on an idle server).
//   node --import tsx bench/money-queues.ts [--people 10000] [--requests 500] [--rounds 1]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/money-queues.ts
import { sql } from 'drizzle-orm';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate, throughput, type Throughput } from './support/floor.ts';
import { argNumber, loadAverage, ms } from './support/measure.ts';
import { seedOrgTree } from './support/org-tree.ts';

const PEOPLE = argNumber('people', 10_000);
const REQUESTS = argNumber('requests', 500);
const ROUNDS = argNumber('rounds', 1);
const CONCURRENCY = 50;
// Friday 20 November 2026, 10:00 in Asia/Kolkata.
const NOW = '2026-11-20T04:30:00.000Z';

try {
  const bench = await startBenchApp('money-queues', NOW, 20);
  const { app, db } = bench;
  const seeded = performance.now();
  const people = await seedOrgTree(db, PEOPLE);
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users)
    INSERT INTO advances (user_id, kind, amount_paise, reason, instalment_count, created_at, step_since)
    SELECT id, 'Advance', 1200000, 'Rent deposit', 3, ${NOW}::timestamptz - interval '1 day',
      ${NOW}::timestamptz - interval '1 day'
    FROM p WHERE n > 1 AND n % 4 = 0`);
  await db.execute(sql`
    INSERT INTO claim_categories (name) VALUES ('Travel')`);
  await db.execute(sql`
    WITH p AS (SELECT id, row_number() OVER (ORDER BY employee_no) AS n FROM users),
    c AS (
      INSERT INTO expense_claims (user_id, created_at, step_since)
      SELECT id, ${NOW}::timestamptz - interval '1 day', ${NOW}::timestamptz - interval '1 day'
      FROM p WHERE n > 1 AND n % 4 = 1
      RETURNING id
    )
    INSERT INTO claim_lines (claim_id, position, spent_on, category_id, category_name, taxable, amount_paise, description)
    SELECT c.id, 0, '2026-11-18', (SELECT id FROM claim_categories LIMIT 1), 'Travel', false, 240000, 'Train'
    FROM c`);
  await db.execute(sql`ANALYZE`);
  const token = (p: { id: string; role: 'Admin' | 'Employee' }) =>
    `Bearer ${app.jwt.sign({ sub: p.id, role: p.role, tv: 0 })}`;
  const admin = people[0]!;
  const setFlow = async (flow: 'hr' | 'manager') => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/approval-settings',
      headers: { authorization: token(admin) },
      payload: { flow, escalationDays: 3 },
    });
    if (res.statusCode !== 200) throw new Error(`approval settings: ${res.statusCode} ${res.body}`);
  };
  await setFlow('manager');
  const managers = people.filter((p) => p.reports > 0 && p.role === 'Employee');
  const auths = managers.map(token);
  console.log(
    `\n## Claims' and advances' queues (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, ` +
      `${managers.length.toLocaleString('en-US')} managers, seeded in ${ms(performance.now() - seeded)} (load ${loadAverage()})`,
  );
  for (const url of ['/api/advances/queue', '/api/claims/queue']) {
    const sample = await app.inject({ method: 'GET', url, headers: { authorization: auths[0]! } });
    if (sample.statusCode !== 200) throw new Error(`${url}: ${sample.statusCode} ${sample.body}`);
    console.log(`A manager's ${url}: ${(sample.json() as unknown[]).length} request(s)`);
  }

  const timeOne = async (name: string, url: string, callers: string[], after: Throughput) => {
    const requests = Array.from({ length: REQUESTS }, (_, i) => ({
      method: 'GET' as const,
      url,
      headers: { authorization: callers[(i * 7) % callers.length]! },
    }));
    await throughput(app, requests.slice(0, CONCURRENCY * 2), CONCURRENCY);
    const figure = await throughput(app, requests, CONCURRENCY);
    const alone = await throughput(app, requests.slice(0, 20), 1);
    const next = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
    const floor = (after.perSecond + next.perSecond) / 2;
    console.log(
      `| ${name} | ${rate(figure.perSecond)} | ${ms(figure.p50)} | ${ms(figure.p99)} | ${ms(alone.p50)} | ${rate(floor)} | ${(figure.perSecond / floor).toFixed(2)}x |`,
    );
    return next;
  };
  console.log(`\n| call | req/s | p50 | p99 | alone p50 | floor around it | ratio to the floor |`);
  console.log('|---|---|---|---|---|---|---|');
  let after = await measureFloor(app, auths, CONCURRENCY, REQUESTS);
  for (let round = 1; round <= ROUNDS; round += 1) {
    after = await timeOne('advances pending for me (a manager)', '/api/advances/queue', auths, after);
    after = await timeOne('claims pending for me (a manager)', '/api/claims/queue', auths, after);
  }
  // Under the 'hr' flow everything waits at HR's step: the Admin's queue holds all 2,500 of each (the whole
  // answer the newest 2,000, a page 50 of them).
  await setFlow('hr');
  const staff = [token(admin)];
  const hrSample = await app.inject({
    method: 'GET',
    url: '/api/advances/queue',
    headers: { authorization: staff[0]! },
  });
  console.log(`(the Admin's advances queue under 'hr': ${(hrSample.json() as unknown[]).length} request(s))`);
  after = await timeOne('advances pending for HR (all at HR’s step)', '/api/advances/queue', staff, after);
  after = await timeOne('claims pending for HR (all at HR’s step)', '/api/claims/queue', staff, after);
  after = await timeOne(
    'advances pending for HR, a page of 50',
    '/api/advances/queue?limit=50',
    staff,
    after,
  );
  after = await timeOne('claims pending for HR, a page of 50', '/api/claims/queue?limit=50', staff, after);
  console.log(`(load ${loadAverage()})`);
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
