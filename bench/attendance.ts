// Attendance at scale: seeds 1,000 people with three months of attendance (the demo generator), then measures the month sheet,
// all-attendance today/all, and a burst of 1,000 different people punching in at the same moment.
//   node --import tsx bench/attendance.ts [--people 1000] [--runs 30]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/attendance.ts
// Times are server time through app.inject (routing, auth lookup, query, serialisation; no socket).
// With DATABASE_URL a fresh database is created and dropped here.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { argNumber, ms, pct } from './support/measure.ts';
import { startBenchApp } from './support/bench-app.ts';
import { seedDemoPeople } from './support/demo-seed.ts';

const PEOPLE = argNumber('people', 1000);
const RUNS = argNumber('runs', 30);
// Friday 20 November 2026, 09:30 in Kolkata: inside the punch-in window on a working day.
const NOW = '2026-11-20T04:00:00.000Z';

async function main() {
  const bench = await startBenchApp('att', NOW, 20);
  const { app, db, config } = bench;

  // Seed: the demo generator scaled up (bench/support/demo-seed.ts): PEOPLE people of every role and
  // three months of attendance up to yesterday, nobody punched in today.
  let t = performance.now();
  const { people: created, rows: seeded } = await seedDemoPeople(db, PEOPLE, NOW, {
    timeZone: config.orgTimezone,
    weeklyOff: config.weeklyOff,
  });
  const seedMs = performance.now() - t;

  const token = (u: { id: string; role: string; tokenVersion: number }) =>
    app.jwt.sign({ sub: u.id, role: u.role as 'Admin', tv: u.tokenVersion });
  const admin = { authorization: `Bearer ${token(created[0]!)}` };

  async function timeGet(url: string) {
    const times: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < RUNS + 3; i += 1) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: admin });
      const took = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(took); // the first runs warm caches and prepared plans
      bytes = res.body.length;
      const body = res.json() as { rows?: unknown[] } | unknown[];
      count = Array.isArray(body) ? body.length : (body.rows?.length ?? 0);
    }
    return { p50: pct(times, 50), p99: pct(times, 99), bytes, count };
  }

  // The same sheet without HTTP (query + mapping only), to see what serialisation costs.
  const direct: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const start = performance.now();
    await app.services.attendance.sheet('2026-10');
    if (i >= 3) direct.push(performance.now() - start);
  }
  const sheetOct = await timeGet('/api/admin/attendance-sheet?month=2026-10');
  const sheetNov = await timeGet('/api/admin/attendance-sheet?month=2026-11');

  // Burst: every person (the Admin included) punches in at once.
  const requests = created.map((u) => ({
    url: `/api/${u.role === 'Admin' ? 'admin' : 'employees'}/${u.id}/punch-in`,
    headers: { authorization: `Bearer ${token(u)}` },
  }));
  const latencies: number[] = [];
  t = performance.now();
  const codes = await Promise.all(
    requests.map(async (r) => {
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: r.url, headers: r.headers });
      latencies.push(performance.now() - start);
      return res.statusCode;
    }),
  );
  const burstMs = performance.now() - t;
  const todayRows = await db.execute(
    sql`SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS people FROM attendance WHERE date = '2026-11-20'`,
  );
  const today = (todayRows as unknown as { rows: Array<{ n: number; people: number }> }).rows[0]!;
  const accepted = codes.filter((c) => c === 200).length;

  const allToday = await timeGet('/api/admin/attendance/today');
  const allMonth = await timeGet('/api/admin/attendance/all?month=2026-10');

  const engine = bench.engine;
  console.log(
    `\n## Attendance bench (${engine}) — ${PEOPLE} people, ${seeded} seeded rows (${(seedMs / 1000).toFixed(1)} s to seed)`,
  );
  console.log(`| measurement | p50 | p99 | answer |`);
  console.log(`|---|---|---|---|`);
  console.log(
    `| sheet 2026-10 (${PEOPLE} x 31) | ${ms(sheetOct.p50)} | ${ms(sheetOct.p99)} | ${sheetOct.count} rows, ${(sheetOct.bytes / 1024).toFixed(0)} KiB |`,
  );
  console.log(
    `| sheet 2026-10, service only (no HTTP/serialiser) | ${ms(pct(direct, 50))} | ${ms(pct(direct, 99))} | |`,
  );
  console.log(
    `| sheet 2026-11 (${PEOPLE} x 30) | ${ms(sheetNov.p50)} | ${ms(sheetNov.p99)} | ${sheetNov.count} rows, ${(sheetNov.bytes / 1024).toFixed(0)} KiB |`,
  );
  console.log(
    `| all-attendance today | ${ms(allToday.p50)} | ${ms(allToday.p99)} | ${allToday.count} rows, ${(allToday.bytes / 1024).toFixed(0)} KiB |`,
  );
  console.log(
    `| all-attendance month (2026-10) | ${ms(allMonth.p50)} | ${ms(allMonth.p99)} | ${allMonth.count} rows, ${(allMonth.bytes / 1024).toFixed(0)} KiB |`,
  );
  console.log(
    `| burst: ${PEOPLE} punch-ins at once | ${ms(pct(latencies, 50))} | ${ms(pct(latencies, 99))} | ${accepted}/${PEOPLE} accepted, ${today.n} rows for ${today.people} people, all in ${ms(burstMs)} |`,
  );
  console.log(
    `(${RUNS} timed runs per GET after 3 warm-up runs; load average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')})`,
  );
  if (accepted !== PEOPLE || today.n !== PEOPLE || today.people !== PEOPLE) {
    process.exitCode = 1;
    console.error('Burst check failed: every person must be accepted exactly once.');
  }

  await bench.close();
}

await main();
