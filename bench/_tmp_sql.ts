import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
const handle = await openDatabase({ pgliteDir: path.join(process.argv[2]!, 'pglite') });
const db = handle.db;
const q = async (label: string, query: ReturnType<typeof sql>) => {
  const times: number[] = [];
  for (let i = 0; i < 12; i++) { const t = performance.now(); await db.execute(query); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(label.padEnd(50), times[6]!.toFixed(1), 'ms');
};
await q('count month Nov', sql`SELECT count(*)::int FROM attendance a WHERE a.date BETWEEN '2026-11-01' AND '2026-11-30'`);
await q('count salaries', sql`SELECT count(*)::int FROM salary_records`);
await q('salary page', sql`SELECT s.id, u.name, s.pay_breakdown FROM salary_records s JOIN users u ON u.id = s.user_id ORDER BY s.generated_at DESC, s.period_year DESC, s.period_month DESC, u.name, s.id LIMIT 51`);
await q('salary page no breakdown', sql`SELECT s.id, u.name FROM salary_records s JOIN users u ON u.id = s.user_id ORDER BY s.generated_at DESC, s.period_year DESC, s.period_month DESC, u.name, s.id LIMIT 51`);
const plan = await db.execute(sql`EXPLAIN ANALYZE SELECT s.id, u.name FROM salary_records s JOIN users u ON u.id = s.user_id ORDER BY s.generated_at DESC, s.period_year DESC, s.period_month DESC, u.name, s.id LIMIT 51`);
for (const r of (plan as { rows: Record<string, string>[] }).rows) console.log(Object.values(r)[0]);
const plan2 = await db.execute(sql`EXPLAIN ANALYZE SELECT count(*)::int FROM attendance a WHERE a.date BETWEEN '2026-11-01' AND '2026-11-30'`);
for (const r of (plan2 as { rows: Record<string, string>[] }).rows) console.log(Object.values(r)[0]);
await q('generated_at distinct top', sql`SELECT generated_at, count(*) FROM salary_records GROUP BY 1 ORDER BY 1 DESC LIMIT 3`);
const top = await db.execute(sql`SELECT generated_at, count(*)::int AS n FROM salary_records GROUP BY 1 ORDER BY 1 DESC LIMIT 3`);
console.log(JSON.stringify((top as { rows: unknown[] }).rows));
await handle.close();
