// Salary-slip batch throughput: seeds N people with three months of attendance (the demo generator), then times two
// POST /api/admin/generate-salary batches end to end (stats, amounts, PDFs, files, upserts, events): October with
// the API quiet (slips/s, memory, CPU), then September while floor requests run one after another without a pause
// (the API's rate during a batch as a share of the floor's, and the batch's rate under that load). In between, the
// time October's 'payslip ready' mails still took after its last slip (mailAfterBatchSeconds).
//   node --expose-gc --import tsx bench/payroll-slips.ts [--count 1000] [--sizes 250,1000]
// (one size per process gives the cleanest memory figures)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/payroll-slips.ts
// With DATABASE_URL each size gets its own fresh database (created and dropped here).
// --statutory: the salary structure and every statutory deduction on (issue 21): one settings write
// (PUT /api/settings/payroll) and a payroll profile per person, before the timed batch.
// --cpu-profile <file>: a V8 CPU profile of the server's thread while the quiet batch runs (not the seeding).
// --render 2000: the PDF step alone: plain and Devanagari slips, in the calling thread and on the pool.
// Above MAX_EMPLOYEES_PER_BATCH people the ids go in several requests (sent together, timed until all
// batches are done). The whole-API rate limit is off (RATE_LIMIT_MAX=0): the setup's profile writes
// are many requests from one address. Each run also measures the floor route (support/floor.ts) in the
// same process and database, and gives the batch's rate as a ratio to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MAX_EMPLOYEES_PER_BATCH } from '@hrms/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchConfig } from './support/bench-app.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { seedDemoPeople } from './support/demo-seed.ts';
import { measureFloor } from './support/floor.ts';
import { argString, loadAverage } from './support/measure.ts';
import { profiled } from './support/cpu-profile.ts';
import { benchRendering, enableStatutory } from './support/payroll-statutory.ts';

async function freshPostgres(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgres(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function runOnce(count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-bench-payroll-'));
  const baseUrl = process.env.DATABASE_URL;
  const dbName = `hrms_bench_payroll_${process.pid}_${count}`;
  const databaseUrl = baseUrl ? await freshPostgres(baseUrl, dbName) : undefined;
  const handle = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  const config = benchConfig(dataDir);
  const clock = new FixedClock('2026-11-20T04:30:00.000Z');
  const app = await buildApp({ config, db: handle.db, clock });
  await app.ready();

  // The demo generator scaled up: count + 1 people (Admins first) with three months of attendance up to
  // the clock's day; a few join during the window, so the joining rule is exercised too.
  const { people } = await seedDemoPeople(handle.db, count + 1, clock.now().toISOString(), {
    timeZone: config.orgTimezone,
    weeklyOff: config.weeklyOff,
  });
  const admin = people[0]!;
  const ids = people.slice(1).map((p) => p.id);

  const token = app.jwt.sign({ sub: admin!.id, role: 'Admin', tv: 0 });
  const statutory = process.argv.includes('--statutory') ? await enableStatutory(app, token, ids) : null;
  // The share of the batch's wall time spent waiting for PDFs (the pool's renderAll).
  let renderMs = 0;
  let rendered = 0;
  const renderAll = app.services.payslips.renderAll.bind(app.services.payslips);
  app.services.payslips.renderAll = async (contents) => {
    const from = performance.now();
    try {
      return await renderAll(contents);
    } finally {
      renderMs += performance.now() - from;
      rendered += contents.length;
    }
  };
  // The floor before the batches, on a quiet server: after one, the outbox is still sending the batch's
  // 'payslip ready' messages, which slows the floor and would flatter the ratios below.
  const floor = await measureFloor(app, [`Bearer ${token}`], 1, 2000);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = rssBefore;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);

  const cpuBefore = process.cpuUsage();
  const quiet = await timedBatch(app, token, ids, 'October 2026', false);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  const elapsedMs = quiet.elapsedMs;
  const quietRenderMs = renderMs;
  const quietRendered = rendered;
  // With --expose-gc: what the batch left alive on the heap (should be about nothing).
  global.gc?.();
  const retainedHeap = process.memoryUsage().heapUsed - heapBefore;
  // The API while a batch runs: the month before, made while floor requests go one after another without a
  // pause until the batch is done (the request and concurrency of the floor measured before the batches), so
  // their rate over the floor's is the share of its throughput the API keeps during a batch (issue 24: at
  // least 50%). The first batch's 'payslip ready' mails are sent first, so the two batches start alike.
  const mailFrom = performance.now();
  await app.services.mail.idle();
  // How long October's mails were still going out after its last slip: until everyone has theirs.
  const mailAfterBatchSeconds = (performance.now() - mailFrom) / 1000;
  const loaded = await timedBatch(app, token, ids, 'September 2026', true);

  const list = await app.inject({
    method: 'GET',
    url: '/api/admin/salaries',
    headers: { authorization: `Bearer ${token}` },
  });
  const records = list.json().length as number;
  // The floor again after the batches (the outbox still sending), for comparison only.
  const floorAfter = await measureFloor(app, [`Bearer ${token}`], 1, 2000);
  const slipsPerSecond = (count / elapsedMs) * 1000;
  const slipDir = path.join(dataDir, 'files', 'salary-slips');
  const files = fs.readdirSync(slipDir);
  if (files.length !== 2 * count) throw new Error(`${files.length} slip files for two months of ${count}`);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(slipDir, file)).size, 0);

  await app.close();
  await handle.close();
  if (baseUrl) await dropPostgres(baseUrl, dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    count,
    engine: handle.kind,
    statutory,
    // The share of the batch's wall time spent waiting for the pool's PDFs (renderAll).
    pdfShare: quietRendered > 0 ? Number((quietRenderMs / elapsedMs).toFixed(2)) : null,
    answeredMs: Math.round(quiet.answeredMs),
    seconds: Number((elapsedMs / 1000).toFixed(2)),
    slipsPerSecond: Math.round(slipsPerSecond),
    // One request at a time, as the batch is one request: the floor at concurrency 1, before the batch.
    floorPerSecond: Math.round(floor.perSecond),
    floorAfterPerSecond: Math.round(floorAfter.perSecond),
    // Slips per second over floor-route answers per second, measured in the same process (support/floor.ts).
    ratioToFloor: Number((slipsPerSecond / floor.perSecond).toFixed(3)),
    // The floor route's rate while the second batch ran, as a share of its rate before the batches, and
    // that batch's own rate (background work gives way to requests: docs/performance.md).
    apiDuringPerSecond: Math.round(loaded.apiPerSecond),
    apiDuringRatio: Number((loaded.apiPerSecond / floor.perSecond).toFixed(2)),
    slipsPerSecondWithApi: Math.round((count / loaded.elapsedMs) * 1000),
    // Load-independent: slips per second of CPU this process used (the machine may be shared).
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    slipsPerCpuSecond: Math.round(count / cpuSeconds),
    mailAfterBatchSeconds: Number(mailAfterBatchSeconds.toFixed(2)),
    records,
    files: files.length,
    averageSlipKiB: Number((bytes / files.length / 1024).toFixed(1)),
    rssBeforeMiB: Math.round(rssBefore / 2 ** 20),
    peakRssMiB: Math.round(peakRss / 2 ** 20),
    peakHeapMiB: Math.round(peakHeap / 2 ** 20),
    retainedHeapMiB: Number((retainedHeap / 2 ** 20).toFixed(1)),
    loadAverage: loadAverage(),
  };
}

/**
 * One month's batch for everyone, timed from the requests to the last slip; with `withApi`, floor requests
 * go one after another while it runs, and their rate is answered too.
 */
async function timedBatch(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string,
  ids: string[],
  month: string,
  withApi: boolean,
) {
  const started = performance.now();
  const requests = [];
  for (let i = 0; i < ids.length; i += MAX_EMPLOYEES_PER_BATCH) {
    requests.push(
      app.inject({
        method: 'POST',
        url: '/api/admin/generate-salary',
        headers: { authorization: `Bearer ${token}` },
        payload: { employeeIds: ids.slice(i, i + MAX_EMPLOYEES_PER_BATCH), month },
      }),
    );
  }
  for (const response of await Promise.all(requests)) {
    if (response.statusCode !== 202)
      throw new Error(`generate-salary answered ${response.statusCode}: ${response.body}`);
  }
  const answeredMs = performance.now() - started;
  let batchDone = false;
  const api = (async () => {
    let answered = 0;
    const from = performance.now();
    while (withApi && !batchDone) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`floor during the batch answered ${res.statusCode}`);
      answered += 1;
    }
    return (answered / (performance.now() - from)) * 1000;
  })();
  await profiled(withApi ? undefined : argString('cpu-profile'), () => app.services.payroll.whenIdle());
  const elapsedMs = performance.now() - started;
  batchDone = true;
  return { answeredMs, elapsedMs, apiPerSecond: await api };
}

const renderCount = argString('render');
if (renderCount) {
  for (const line of await benchRendering(Number(renderCount))) console.log(JSON.stringify(line));
} else {
  const sizes = (argString('sizes') ?? argString('count') ?? '1000').split(',').map(Number);
  for (const size of sizes) console.log(JSON.stringify(await runOnce(size)));
}
