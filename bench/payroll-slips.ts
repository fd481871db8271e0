// Salary-slip batch throughput: seeds N people with three months of attendance (the demo generator), then times one
// POST /api/admin/generate-salary batch end to end (stats, amounts, PDFs, files, upserts, events).
//   node --expose-gc --import tsx bench/payroll-slips.ts [--count 1000] [--sizes 250,1000]
// (one size per process gives the cleanest memory figures)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/payroll-slips.ts
// With DATABASE_URL each size gets its own fresh database (created and dropped here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { seedDemoPeople } from './support/demo-seed.ts';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

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
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
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
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: { authorization: `Bearer ${token}` },
    payload: { employeeIds: ids, month: 'October 2026' },
  });
  const answeredMs = performance.now() - started;
  if (response.statusCode !== 202)
    throw new Error(`generate-salary answered ${response.statusCode}: ${response.body}`);
  await app.services.payroll.whenIdle();
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  // With --expose-gc: what the batch left alive on the heap (should be about nothing).
  global.gc?.();
  const retainedHeap = process.memoryUsage().heapUsed - heapBefore;

  const list = await app.inject({
    method: 'GET',
    url: '/api/admin/salaries',
    headers: { authorization: `Bearer ${token}` },
  });
  const records = list.json().length as number;
  const slipDir = path.join(dataDir, 'files', 'salary-slips');
  const files = fs.readdirSync(slipDir);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(slipDir, file)).size, 0);

  await app.close();
  await handle.close();
  if (baseUrl) await dropPostgres(baseUrl, dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    count,
    engine: handle.kind,
    answeredMs: Math.round(answeredMs),
    seconds: Number((elapsedMs / 1000).toFixed(2)),
    slipsPerSecond: Math.round((count / elapsedMs) * 1000),
    // Load-independent: slips per second of CPU this process used (the machine may be shared).
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    slipsPerCpuSecond: Math.round(count / cpuSeconds),
    records,
    files: files.length,
    averageSlipKiB: Number((bytes / files.length / 1024).toFixed(1)),
    rssBeforeMiB: Math.round(rssBefore / 2 ** 20),
    peakRssMiB: Math.round(peakRss / 2 ** 20),
    peakHeapMiB: Math.round(peakHeap / 2 ** 20),
    retainedHeapMiB: Number((retainedHeap / 2 ** 20).toFixed(1)),
  };
}

const sizes = (argument('sizes') ?? argument('count') ?? '1000').split(',').map(Number);
for (const size of sizes) console.log(JSON.stringify(await runOnce(size)));
