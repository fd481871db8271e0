// Attendance at scale: seeds people with three months of attendance (the demo generator) and measures,
// each beside the floor route measured in the same process at the same concurrency (bench/support/floor.ts):
// the month sheet, all-attendance today/month, a burst of every person punching in at once, and the
// first pages of the server-paged lists (docs/paging.md) including salary records.
//   node --import tsx bench/attendance.ts [--people 1000] [--runs 30] [--only pages|burst] [--cpu-profile f]
//     [--drop-foreign-keys]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/attendance.ts
// `--only pages` skips the whole-list GETs and the burst (for --people 10000); `--only burst` runs the
// burst alone, `--runs` times (today's rows are deleted and vacuumed between runs), each beside its own
// floor, and prints the median ratio of the runs. `--drop-foreign-keys` is an experiment, never the product:
// the bench's own database loses attendance's two foreign keys (person, shift) before the burst, to show
// how far the burst is from its floor when the engine's insert is at its cheapest (bench/RESULTS.md).
// Times are server time through app.inject (routing, auth lookup, query, serialisation; no socket).
// With DATABASE_URL a fresh database is created and dropped here.
import { sql } from 'drizzle-orm';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';
import { startBenchApp, type BenchApp } from './support/bench-app.ts';
import { profiled } from './support/cpu-profile.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { FLOOR_ROUTE, measureFloor, perSecond, ratio, throughput, type Throughput } from './support/floor.ts';

const PEOPLE = argNumber('people', 1000);
const RUNS = argNumber('runs', 30);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const ONLY_PAGES = ONLY === 'pages';
const ONLY_BURST = ONLY === 'burst';
/** `--cpu-profile <file>`: a CPU profile of the (last) burst alone. */
const DROP_FOREIGN_KEYS = process.argv.includes('--drop-foreign-keys');
const PROFILE = process.argv.includes('--cpu-profile')
  ? process.argv[process.argv.indexOf('--cpu-profile') + 1]
  : undefined;
// Friday 20 November 2026, 09:30 in Kolkata: inside the punch-in window on a working day.
const NOW = '2026-11-20T04:00:00.000Z';
const TODAY = '2026-11-20';

interface Person {
  id: string;
  role: string;
  tokenVersion: number;
}

interface Row {
  name: string;
  figure: Throughput;
  floor: Throughput;
  answer: string;
}

async function main() {
  const bench = await startBenchApp('att', NOW, 20);
  const { app, db, config } = bench;

  // Seed: the demo generator scaled up (bench/support/demo-seed.ts): PEOPLE people of every role and
  // three months of attendance up to yesterday, nobody punched in today; then ten months of salary
  // records each (plain rows, for the salary list's pages), stamped as the slip batch stamps them: one
  // generation instant per chunk of PAYSLIP_CHUNK_SIZE (100) people, a few seconds apart.
  const t = performance.now();
  const { people: created, rows: seeded } = await seedDemoPeople(db, PEOPLE, NOW, {
    timeZone: config.orgTimezone,
    weeklyOff: config.weeklyOff,
  });
  await db.execute(sql`
    INSERT INTO salary_records (user_id, period_year, period_month, month, amount_paise, base_salary_paise, generated_at)
    SELECT u.id, 2026, m, to_char(make_date(2026, m, 1), 'FMMonth YYYY'), 5000000, 5000000,
           make_timestamptz(2026, m, 28, 6, 0, 0, 'UTC') + (u.n / 100) * interval '3 seconds'
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users) u, generate_series(1, 10) m`);
  await db.execute(sql`VACUUM ANALYZE salary_records`);
  const seedMs = performance.now() - t;

  const token = (u: Person) => app.jwt.sign({ sub: u.id, role: u.role as 'Admin', tv: u.tokenVersion });
  const adminAuth = `Bearer ${token(created[0]!)}`;
  const rows: Row[] = [];

  // The floor at concurrency 1, for every GET below (each is timed one request at a time).
  const floor1 = await measureFloor(app, [adminAuth], 1, Math.max(200, RUNS * 5));

  async function timeGet(name: string, url: string) {
    const request = { method: 'GET' as const, url, headers: { authorization: adminAuth } };
    await throughput(app, Array(3).fill(request), 1); // warm caches and prepared plans
    const figure = await throughput(app, Array(RUNS).fill(request), 1);
    const res = await app.inject(request);
    const body = res.json() as { rows?: unknown[]; total?: number } | unknown[];
    const count = Array.isArray(body) ? body.length : (body.rows?.length ?? 0);
    const total = !Array.isArray(body) && body.total !== undefined ? ` of ${body.total}` : '';
    rows.push({
      name,
      figure,
      floor: floor1,
      answer: `${count}${total} rows, ${(res.body.length / 1024).toFixed(0)} KiB`,
    });
    return body;
  }

  if (DROP_FOREIGN_KEYS) {
    for (const key of ['attendance_user_id_users_id_fk', 'attendance_shift_id_shifts_id_fk'])
      await db.execute(sql`ALTER TABLE attendance DROP CONSTRAINT ${sql.identifier(key)}`);
    console.log('Experiment: attendance has no foreign keys to users and shifts in this run.');
  }
  if (ONLY_BURST) {
    for (let run = 0; run < RUNS; run += 1) rows.push(await burst(bench, created, token));
  } else if (!ONLY_PAGES) {
    // The same sheet without HTTP (query + mapping only), to see what serialisation costs.
    const direct: number[] = [];
    for (let i = 0; i < RUNS + 3; i += 1) {
      const start = performance.now();
      await app.services.attendance.sheet('2026-10');
      if (i >= 3) direct.push(performance.now() - start);
    }
    console.log(
      `sheet 2026-10, service only (no HTTP/serialiser): p50 ${ms(pct(direct, 50))}, p99 ${ms(pct(direct, 99))}`,
    );
    await timeGet(`sheet 2026-10 (${PEOPLE} x 31)`, '/api/admin/attendance-sheet?month=2026-10');
    await timeGet(`sheet 2026-11 (${PEOPLE} x 30)`, '/api/admin/attendance-sheet?month=2026-11');
    await timeGet('all-attendance month (2026-10)', '/api/admin/attendance/all?month=2026-10');

    rows.push(await burst(bench, created, token));
    await timeGet('all-attendance today', '/api/admin/attendance/today');
  }

  if (!ONLY_BURST) await firstPages(app, adminAuth, timeGet);
  printRows(bench.engine, seeded, seedMs, floor1, rows);
  await bench.close();
}

/** The first pages of the server-paged lists (docs/paging.md), and a page 20 pages deep. */
async function firstPages(
  app: BenchApp['app'],
  adminAuth: string,
  timeGet: (name: string, url: string) => Promise<unknown>,
) {
  await timeGet(
    'page 1: all-attendance month (?limit=50)',
    '/api/admin/attendance/all?month=2026-10&limit=50',
  );
  let cursor: string | null = null;
  for (let i = 0; i < 20; i += 1) {
    const url: string = `/api/admin/attendance/all?month=2026-10&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await app.inject({ method: 'GET', url, headers: { authorization: adminAuth } })).json();
    cursor = (page as { nextCursor: string | null }).nextCursor;
  }
  await timeGet(
    'page 21: all-attendance month (?limit=50&cursor=)',
    `/api/admin/attendance/all?month=2026-10&limit=50&cursor=${cursor}`,
  );
  await timeGet(
    'page 1: all-attendance, search "an" (?q=an&limit=50)',
    '/api/admin/attendance/all?month=2026-10&q=an&limit=50',
  );
  await timeGet(
    'page 1: employees, lean (?fields=lean&limit=50)',
    '/api/admin/employees?fields=lean&limit=50',
  );
  await timeGet('page 1: employees, full (?limit=50)', '/api/admin/employees?limit=50');
  await timeGet(
    'page 1: employees, search (?q=an&fields=lean&limit=50)',
    '/api/admin/employees?q=an&fields=lean&limit=50',
  );
  await timeGet('page 1: sheet 2026-10 (?limit=50)', '/api/admin/attendance-sheet?month=2026-10&limit=50');
  await timeGet('page 1: salary records (?limit=50)', '/api/admin/salaries?limit=50');
  await timeGet('page 1: salary records, search (?q=an&limit=50)', '/api/admin/salaries?q=an&limit=50');
}

function printRows(engine: string, seeded: number, seedMs: number, floor1: Throughput, rows: Row[]) {
  console.log(
    `\n## Attendance bench (${engine}) — ${PEOPLE} people, ${seeded} attendance rows, ${PEOPLE * 10} salary records (${(seedMs / 1000).toFixed(1)} s to seed)`,
  );
  console.log(`Floor: ${FLOOR_ROUTE} at concurrency 1: ${perSecond(floor1)}, p50 ${ms(floor1.p50)}.`);
  console.log(
    `| measurement | p10 | p50 | p99 | throughput | floor (same concurrency) | ratio to floor | CPU ms/request (floor) | answer |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${ms(r.figure.p10)} | ${ms(r.figure.p50)} | ${ms(r.figure.p99)} | ${perSecond(r.figure)} | ${perSecond(r.floor)} | ${ratio(r.figure, r.floor)} | ${r.figure.cpuMs.toFixed(2)} (${r.floor.cpuMs.toFixed(2)}) | ${r.answer} |`,
    );
  }
  const bursts = rows.filter((r) => r.name.startsWith('burst:'));
  if (bursts.length > 1) {
    // One burst lasts a few hundred milliseconds on a shared machine: the median of the runs is the figure.
    const ratios = bursts.map((r) => r.figure.perSecond / r.floor.perSecond);
    const cpuRatios = bursts.map((r) => r.floor.cpuMs / r.figure.cpuMs);
    const p10s = bursts.map((r) => r.figure.p10);
    console.log(
      `Burst over ${bursts.length} runs: median ratio to the floor ${pct(ratios, 50).toFixed(2)}x ` +
        `(by CPU per request ${pct(cpuRatios, 50).toFixed(2)}x); median p10 ${ms(pct(p10s, 50))}.`,
    );
  }
  console.log(
    `(${RUNS} timed runs per GET after 3 warm-up runs, one at a time; load average at the end: ${loadAverage()})`,
  );
}

/**
 * Burst: every person (the Admin included) punches in at once; the floor first, every person reading
 * themselves at the same concurrency. Today's rows are deleted afterwards, so the burst can run again.
 */
async function burst(bench: BenchApp, people: readonly Person[], token: (u: Person) => string): Promise<Row> {
  const { app, db } = bench;
  const auths = people.map((u) => `Bearer ${token(u)}`);
  const floorBurst = await measureFloor(app, auths, people.length, people.length);
  const requests = people.map((u, i) => ({
    method: 'POST' as const,
    url: `/api/${u.role === 'Admin' ? 'admin' : 'employees'}/${u.id}/punch-in`,
    headers: { authorization: auths[i]! },
  }));
  const figure = await profiled(PROFILE, () => throughput(app, requests, people.length));
  const todayRows = await db.execute(
    sql`SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS people FROM attendance WHERE date = ${TODAY}`,
  );
  const today = (todayRows as unknown as { rows: Array<{ n: number; people: number }> }).rows[0]!;
  if (today.n !== people.length || today.people !== people.length) {
    process.exitCode = 1;
    console.error('Burst check failed: every person must be accepted exactly once.');
  }
  if (ONLY_BURST) {
    // A real morning inserts into a day nobody has a row for: the deleted rows are vacuumed away, or each
    // later run would check its unique keys against the dead rows of every run before it.
    await db.execute(sql`DELETE FROM attendance WHERE date = ${TODAY}`);
    await db.execute(sql`VACUUM attendance`);
  }
  return {
    name: `burst: ${people.length} punch-ins at once`,
    figure,
    floor: floorBurst,
    answer: `${figure.count}/${people.length} accepted, ${today.n} rows for ${today.people} people`,
  };
}

await main();
