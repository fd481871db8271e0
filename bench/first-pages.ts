// First pages of the server-paged lists (issue 24, docs/paging.md) on an existing data folder, such as the one
// `npm run demo -- --people 10000` leaves: the organisation as it is, not a bench seed. Each list's first page
// (`limit=50`) one request at a time through app.inject, beside the floor route measured in the same run.
//   DATA_DIR=/tmp/demo10k npm run demo -- --people 10000     (stop it once it serves)
//   node --import tsx bench/first-pages.ts --data-dir /tmp/demo10k [--month 2026-11] [--runs 40]
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchConfig } from './support/bench-app.ts';
import { measureFloor, perSecond, ratio, throughput } from './support/floor.ts';
import { argNumber, argString, loadAverage, ms } from './support/measure.ts';

const dataDir = argString('data-dir');
if (!dataDir) throw new Error('--data-dir <folder> is required (a PGlite data folder, e.g. the demo’s)');
const RUNS = argNumber('runs', 40);
const month = argString('month') ?? new Date().toISOString().slice(0, 7);
const previous = new Date(`${month}-01T00:00:00Z`);
previous.setUTCMonth(previous.getUTCMonth() - 1);
const lastMonth = previous.toISOString().slice(0, 7);

const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
const config = benchConfig(dataDir);
const app = await buildApp({ config, db: handle.db });
await app.ready();
try {
  const [admin] = (
    (await handle.db.execute(
      sql`SELECT id, token_version FROM users WHERE role = 'Admin' ORDER BY employee_no LIMIT 1`,
    )) as { rows: { id: string; token_version: number }[] }
  ).rows;
  if (!admin) throw new Error('No Admin in this data folder');
  const [{ n: people }] = (
    (await handle.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as { rows: { n: number }[] }
  ).rows as [{ n: number }];
  const auth = `Bearer ${app.jwt.sign({ sub: admin.id, role: 'Admin', tv: admin.token_version })}`;
  const pages: Array<[string, string]> = [
    [`all attendance, ${month}`, `/api/admin/attendance/all?month=${month}&limit=50`],
    [`all attendance, ${lastMonth}`, `/api/admin/attendance/all?month=${lastMonth}&limit=50`],
    [`all attendance, ${month}, search "an"`, `/api/admin/attendance/all?month=${month}&q=an&limit=50`],
    ['salary records', '/api/admin/salaries?limit=50'],
    ['employees, lean', '/api/admin/employees?fields=lean&limit=50'],
    ['employees, full', '/api/admin/employees?limit=50'],
    [`sheet, ${lastMonth}`, `/api/admin/attendance-sheet?month=${lastMonth}&limit=50`],
  ];
  const rows: string[] = [];
  const floor = await measureFloor(app, [auth], 1, Math.max(200, RUNS * 5));
  rows.push(
    `| floor \`GET /api/auth/me\` | ${ms(floor.p50)} | ${ms(floor.p99)} | ${perSecond(floor)} | 1 | 155 B |`,
  );
  for (const [label, url] of pages) {
    const requests = Array.from({ length: RUNS }, () => ({
      method: 'GET' as const,
      url,
      headers: { authorization: auth },
    }));
    await throughput(app, requests.slice(0, 5), 1);
    const measured = await throughput(app, requests, 1);
    const bytes = (await app.inject(requests[0]!)).body.length;
    rows.push(
      `| ${label} | ${ms(measured.p50)} | ${ms(measured.p99)} | ${perSecond(measured)} | ${ratio(measured, floor)} | ${bytes.toLocaleString('en-US')} B |`,
    );
  }
  console.log(
    `\n## First pages (limit=50) — ${people.toLocaleString('en-US')} people in ${dataDir}, ${RUNS} runs each (load ${loadAverage()})`,
  );
  console.log('| first page | p50 | p99 | req/s | ratio to the floor | answer |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await app.close();
  await handle.close();
}
