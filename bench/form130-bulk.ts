// Bulk Form 130 (issue 44): N people, each with eleven finalised salary slips of tax year 2026-27 (April 2026 -
// February 2027: Basic, HRA, special allowance, TDS), then POST /api/admin/tax-forms/form130/bulk and the time until
// the background run has certified everyone and stored the ZIP (certificates a second, the ZIP's size), with the
// status read once a second meanwhile. The floor route (support/floor.ts) is measured just before, in the same
// process and database, and the run's certificates a second are given beside it.
//   node --import tsx bench/form130-bulk.ts [--people 10000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/form130-bulk.ts --people 10000
import { sql } from 'drizzle-orm';
import { startBenchApp } from './support/bench-app.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { measureFloor, rate } from './support/floor.ts';
import { argNumber, loadAverage, ms } from './support/measure.ts';
import { seedOrgTree } from './support/org-tree.ts';

const PEOPLE = argNumber('people', 10_000);
// Saturday 20 March 2027, 10:00 in Asia/Kolkata: tax year 2026-27 nearly over.
const NOW = '2027-03-20T04:30:00.000Z';

try {
  const bench = await startBenchApp('form130_bulk', NOW, 20);
  const { app, db } = bench;
  const seeded = performance.now();
  const people = await seedOrgTree(db, PEOPLE + 1);
  // ₹80,000 a month: Basic half, HRA a quarter, special allowance a quarter, ₹6,000 TDS.
  await db.execute(sql`
    INSERT INTO salary_records (user_id, period_year, period_month, month, amount_paise, base_salary_paise,
      pay_breakdown, finalised_at, paid_on)
    SELECT u.id, m.y, m.mo, to_char(make_date(m.y, m.mo, 1), 'FMMonth YYYY'), 7400000, 8000000,
      '{"grossPaise":8000000,"netPaise":7400000,"earnings":[{"code":"BASIC","name":"Basic","paise":4000000},{"code":"HRA","name":"House Rent Allowance","paise":2000000},{"code":"SPECIAL","name":"Special Allowance","paise":2000000}],"deductions":[{"code":"TDS","name":"Income Tax (TDS)","paise":600000}],"employerContributions":[]}'::jsonb,
      ${NOW}::timestamptz, make_date(m.y, m.mo, 28)
    FROM users u
    CROSS JOIN (SELECT CASE WHEN n <= 9 THEN 2026 ELSE 2027 END AS y, ((n + 2) % 12) + 1 AS mo
                FROM generate_series(1, 11) n) m
    WHERE u.role <> 'Admin'`);
  await db.execute(sql`ANALYZE`);
  const admin = people[0]!;
  const auth = `Bearer ${app.jwt.sign({ sub: admin.id, role: 'Admin', tv: 0 })}`;
  console.log(
    `\n## Bulk Form 130 (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people with eleven slips, ` +
      `seeded in ${ms(performance.now() - seeded)} (load ${loadAverage()})`,
  );
  const floor = await measureFloor(app, [auth], 20, 2000);
  const from = performance.now();
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/tax-forms/form130/bulk',
    headers: { authorization: auth },
    payload: { year: 2026 },
  });
  if (started.statusCode !== 202) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const answeredMs = performance.now() - from;
  const { id } = started.json() as { id: string };
  const readStatus = async () =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/tax-forms/form130/bulk/${id}`,
        headers: { authorization: auth },
      })
    ).json() as { status: string; done: number; total: number; failures: unknown[]; zipUrl: string | null };
  const poll = setInterval(() => {
    void readStatus().then((s) =>
      console.log(`  ${s.done}/${s.total} after ${ms(performance.now() - from)}`),
    );
  }, 1000);
  await app.services.form130Bulk.whenIdle();
  clearInterval(poll);
  const seconds = (performance.now() - from) / 1000;
  const end = await readStatus();
  if (end.status !== 'finished' || end.done !== PEOPLE) throw new Error(`run: ${JSON.stringify(end)}`);
  const zip = await app.inject({ method: 'GET', url: end.zipUrl! });
  console.log(
    `\n| people | answered | whole run | certificates/s | ZIP | failures | floor (GET /api/auth/me) | ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${PEOPLE.toLocaleString('en-US')} | ${ms(answeredMs)} | ${seconds.toFixed(1)} s | ${rate(PEOPLE / seconds)} | ` +
      `${(zip.rawPayload.length / 1e6).toFixed(1)} MB | ${end.failures.length} | ${rate(floor.perSecond)} | ` +
      `${(PEOPLE / seconds / floor.perSecond).toFixed(3)}x |`,
  );
  console.log(`(load ${loadAverage()})`);
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
