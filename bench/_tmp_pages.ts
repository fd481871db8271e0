import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
const dir = process.argv[2]!;
const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), WEB_DIST_DIR: '/none', RATE_LIMIT_MAX: '0' });
const app = await buildApp({ config, db: handle.db });
await app.ready();
const admin = (await handle.db.execute(sql`SELECT id, token_version FROM users WHERE email = 'admin@example.com'`)) as { rows: { id: string; token_version: number }[] };
const a = admin.rows[0]!;
const auth = `Bearer ${app.jwt.sign({ sub: a.id, role: 'Admin', tv: a.token_version })}`;
const urls = ['/api/auth/me', '/api/admin/attendance/all?month=2026-11&limit=50', '/api/admin/attendance/all?month=2026-10&limit=50', '/api/admin/salaries?limit=50', '/api/admin/employees?fields=lean&limit=50', '/api/admin/employees?limit=50', '/api/admin/attendance-sheet?month=2026-10&limit=50', '/api/admin/attendance/all?month=2026-11&q=an&limit=50', '/api/auth/me'];
for (const url of urls) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: auth } });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.body.length;
    if (i >= 5) times.push(ms);
  }
  times.sort((x, y) => x - y);
  console.log(`| \`${url}\` | ${times[10]!.toFixed(1)} ms | ${times[19]!.toFixed(1)} ms | ${bytes.toLocaleString('en')} B |`);
}
console.log(`load ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
await app.close();
await handle.close();
