// An employee's Home (issue 24): every GET the Home tab makes after sign-in (recorded from Chromium against
// the demo organisation), each at 50 concurrent requests over different employees, beside the floor route
// at the same concurrency over the same people, in the same process and run.
//   node --import tsx bench/home-reads.ts [--people 1000] [--requests 2000] [--rounds 5] [--only <call>] [--cpu-profile <file>]
// `--rounds N` measures every call N times, the calls taking turns, and prints each call's median (one
// measurement lasts under half a second on a shared machine); the ratio's lowest and highest are beside it.
// `--only <call>` (a call's name, e.g. 'own attendance') measures that call alone; `--cpu-profile <file>`
// writes a V8 CPU profile of the measured run of the call (needs `--only`; not the floor, seed or warm-up).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/home-reads.ts
import { startBenchApp } from './support/bench-app.ts';
import { profiled } from './support/cpu-profile.ts';
import { dropLeftoverDatabases } from './support/database.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { measureFloor, rate, throughput, type Throughput } from './support/floor.ts';
import { argNumber, loadAverage, ms, pct } from './support/measure.ts';

const PEOPLE = argNumber('people', 1000);
const REQUESTS = argNumber('requests', 2000);
const CONCURRENCY = 50;
const ROUNDS = argNumber('rounds', 5);
const option = (name: string) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const ONLY = option('only');
const PROFILE = option('cpu-profile');
if (PROFILE && !ONLY) throw new Error('--cpu-profile needs --only <call>: one call is profiled');
// Friday 20 November 2026, 10:00 in Asia/Kolkata.
const NOW = '2026-11-20T04:30:00.000Z';

/** The Home tab's calls for person `id` (the browser's order). */
const HOME_CALLS: Array<[string, (id: string) => string]> = [
  // The clock card asks for today's row alone (docs/attendance.md); the whole history is My Attendance's call.
  ['own attendance, today', (id) => `/api/employees/${id}/attendance?from=2026-11-20&to=2026-11-20`],
  ['work week', () => '/api/settings/work-week'],
  ['holidays of the year', () => '/api/holidays?year=2026'],
  ['own shift', (id) => `/api/employees/${id}/shift`],
  ['own notifications', (id) => `/api/employees/${id}/notifications`],
  ['own events', (id) => `/api/events/${id}`],
  ['own tasks', (id) => `/api/tasks/user/${id}`],
  ['month stats', (id) => `/api/employees/${id}/attendance/stats?month=2026-11`],
  ['own leaves', (id) => `/api/employees/${id}/leaves`],
  // Not a Home call: the whole history, as My Attendance asks for it (and as Home did before), for comparison.
  ['own attendance, whole history (My Attendance)', (id) => `/api/employees/${id}/attendance`],
];

try {
  const bench = await startBenchApp('home', NOW, 20);
  const { app, db, config } = bench;
  const { people } = await seedDemoPeople(db, PEOPLE, NOW, {
    timeZone: config.orgTimezone,
    weeklyOff: config.weeklyOff,
  });
  const employees = people.filter((p) => p.role === 'Employee');
  const auths = employees.map(
    (p) => `Bearer ${app.jwt.sign({ sub: p.id, role: p.role, tv: p.tokenVersion })}`,
  );
  // The floor is measured right before and right after each call and the call set beside their mean: on a
  // shared machine the load moves within a run, and a single floor at the start would misstate later ratios.
  const floorNow = () => measureFloor(app, auths, CONCURRENCY, REQUESTS);
  console.log(
    `\n## An employee's Home (${bench.engine}) — ${PEOPLE.toLocaleString('en-US')} people, ${CONCURRENCY} concurrent, ${REQUESTS} requests a call (load ${loadAverage()})`,
  );
  console.log(
    `| call | req/s | p50 | p99 | floor around it | ratio to the floor (median of ${ROUNDS}) | lowest-highest |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  let after = await floorNow();
  const calls = HOME_CALLS.filter(([name]) => !ONLY || name === ONLY);
  if (calls.length === 0) throw new Error(`--only: no call named '${ONLY}'`);
  const measured = new Map<string, Array<{ figure: Throughput; floor: Throughput }>>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of calls) {
      const requests = Array.from({ length: REQUESTS }, (_, i) => ({
        method: 'GET' as const,
        url: url(employees[i % employees.length]!.id),
        headers: { authorization: auths[i % auths.length]! },
      }));
      await throughput(app, requests.slice(0, CONCURRENCY * 2), CONCURRENCY); // warm plans and caches
      const before = after;
      const last = round === ROUNDS - 1;
      const figure = await profiled(last ? PROFILE : undefined, () => throughput(app, requests, CONCURRENCY));
      after = await floorNow();
      const floor = { ...after, perSecond: (before.perSecond + after.perSecond) / 2 };
      measured.set(name, [...(measured.get(name) ?? []), { figure, floor }]);
    }
  }
  const median = (values: number[]) => pct(values, 50);
  for (const [name, runs] of measured) {
    const ratios = runs.map((r) => r.figure.perSecond / r.floor.perSecond);
    console.log(
      `| ${name} | ${rate(median(runs.map((r) => r.figure.perSecond)))} | ${ms(median(runs.map((r) => r.figure.p50)))} | ` +
        `${ms(median(runs.map((r) => r.figure.p99)))} | ${rate(median(runs.map((r) => r.floor.perSecond)))} | ` +
        `${median(ratios).toFixed(2)}x | ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x |`,
    );
  }
  await bench.close();
} finally {
  await dropLeftoverDatabases();
}
