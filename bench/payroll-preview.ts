// Payroll register preview (issue 22): seeds N people with three months of attendance (the demo generator), the
// statutory deductions on with a payroll profile each, then times the preview of all of them as an Admin runs
// it: POST /api/admin/payroll-runs/preview for at most 5,000 people at a time (the Generate form's limit), one
// after the other. Reported: the time to the first rows (the first chunk computed), to the totals (the last
// answer), the peak RSS growth over the process before the first request, and each as a ratio to the floor route
// (support/floor.ts: GET /api/auth/me at concurrency 1 in the same process; time ratios are "how many floor
// answers long", the RSS growth per 1,000 people).
//   node --expose-gc --import tsx bench/payroll-preview.ts [--people 10000] [--per-preview 5000]   (--count = --people)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx bench/payroll-preview.ts
// With DATABASE_URL the run gets its own fresh database (created and dropped here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchConfig } from './support/bench-app.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { MAX_EMPLOYEES_PER_BATCH } from '@hrms/shared';
import { seedDemoPeople } from './support/demo-seed.ts';
import { measureFloor } from './support/floor.ts';
import { loadAverage } from './support/measure.ts';
import { enableStatutory } from './support/payroll-statutory.ts';

const countArg = Math.max(process.argv.indexOf('--people'), process.argv.indexOf('--count'));
const count = countArg >= 0 ? Number(process.argv[countArg + 1]) : 5_000;
// People per request: the form's limit; smaller only to try the several-request path on a small run.
const perArg = process.argv.indexOf('--per-preview');
const perPreview = perArg >= 0 ? Number(process.argv[perArg + 1]) : MAX_EMPLOYEES_PER_BATCH;

async function onPostgres(base: string, name: string, create: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (create) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-bench-preview-'));
const baseUrl = process.env.DATABASE_URL;
const dbName = `hrms_bench_preview_${process.pid}`;
const databaseUrl = baseUrl ? await onPostgres(baseUrl, dbName, true) : undefined;
const handle = await openDatabase({
  databaseUrl,
  pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
});
// One Admin setting 10,000 profiles from one address is the point here: the whole-API rate limit is off.
const config = benchConfig(dataDir);
const clock = new FixedClock('2026-11-20T04:30:00.000Z');
const app = await buildApp({ config, db: handle.db, clock });
await app.ready();
const { people } = await seedDemoPeople(handle.db, count + 1, clock.now().toISOString(), {
  timeZone: config.orgTimezone,
  weeklyOff: config.weeklyOff,
});
const ids = people.slice(1).map((p) => p.id);
const token = app.jwt.sign({ sub: people[0]!.id, role: 'Admin', tv: 0 });
await enableStatutory(app, token, ids);

// One request at a time, as the preview is: the floor at concurrency 1, before the preview (a warm process).
const floor = await measureFloor(app, [`Bearer ${token}`], 1, 2000);

// The first chunk's pay (the register's first rows): timed where the preview asks for it.
let firstChunkMs: number | null = null;
let started = 0;
const payFor = app.services.payroll.payFor.bind(app.services.payroll);
app.services.payroll.payFor = async (...args) => {
  const rows = await payFor(...args);
  firstChunkMs ??= performance.now() - started;
  return rows;
};
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
let peakHeap = heapBefore;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakHeap = Math.max(peakHeap, usage.heapUsed);
  peakRss = Math.max(peakRss, usage.rss);
}, 20);
const cpuBefore = process.cpuUsage();
started = performance.now();
let rows = 0;
let answerBytes = 0;
for (let done = 0; done < ids.length; done += perPreview) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/payroll-runs/preview',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      employeeIds: ids.slice(done, done + perPreview),
      month: 'October 2026',
      previewId: crypto.randomUUID(),
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`preview answered ${response.statusCode}: ${response.body}`);
  rows += (response.json() as { rows: unknown[] }).rows.length;
  answerBytes += response.rawPayload.length;
}
const totalMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
const floorMs = 1000 / floor.perSecond;
const rssGrowthMB = (peakRss - rssBefore) / 2 ** 20;
console.log(
  JSON.stringify({
    engine: handle.kind,
    people: count,
    previews: Math.ceil(ids.length / perPreview),
    rows,
    firstRowsMs: Math.round(firstChunkMs ?? 0),
    totalsSeconds: Number((totalMs / 1000).toFixed(2)),
    answerMB: Number((answerBytes / 2 ** 20).toFixed(1)),
    peakHeapGrowthMB: Math.round((peakHeap - heapBefore) / 2 ** 20),
    rssBeforeMB: Math.round(rssBefore / 2 ** 20),
    peakRssGrowthMB: Math.round(rssGrowthMB),
    floorMs: Number(floorMs.toFixed(3)),
    // Times as multiples of one floor answer, measured in the same process (support/floor.ts).
    firstRowsToFloor: Math.round((firstChunkMs ?? 0) / floorMs),
    totalsToFloor: Math.round(totalMs / floorMs),
    totalsPerPersonToFloor: Number((totalMs / count / floorMs).toFixed(2)),
    peakRssGrowthMBPer1000: Number(((rssGrowthMB / count) * 1000).toFixed(1)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    loadAverage: loadAverage(),
  }),
);
await app.close();
await handle.close();
if (baseUrl) await onPostgres(baseUrl, dbName, false);
fs.rmSync(dataDir, { recursive: true, force: true });
