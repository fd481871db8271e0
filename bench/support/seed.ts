// Shared by the bench scripts: fresh PostgreSQL databases, seeded people and attendance history,
// percentiles, and tokens for seeded people. Bench code only; never imported by the app.
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';

export interface SeededPerson {
  id: string;
  role: 'Admin' | 'Employee';
  tokenVersion: number;
  email: string;
}

export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const created = new Set<() => Promise<void>>();

/** Drops every database postgresDb made that is still there (call it when a bench fails). */
export async function dropLeftoverDatabases(): Promise<void> {
  for (const drop of created) await drop().catch(() => undefined);
}

/** A database of its own on the PostgreSQL server at `base`, dropped by `drop()`. */
export async function postgresDb(
  base: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hrms_bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    created.delete(drop);
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  created.add(drop);
  return { url: url.toString(), drop };
}

/** `count` people (the first one Admin), one password hash shared, inserted 500 at a time. */
export async function seedPeople(db: Database, count: number): Promise<SeededPerson[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Person ${String(i).padStart(5, '0')}`,
    email: `bench${i}@example.com`,
    passwordHash: hash,
    role: (i === 0 ? 'Admin' : 'Employee') as 'Admin' | 'Employee',
    joinedOn: '2026-01-01',
  }));
  const created: SeededPerson[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = await db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({
        id: users.id,
        role: users.role,
        tokenVersion: users.tokenVersion,
        email: users.email,
      });
    created.push(...(batch as SeededPerson[]));
  }
  return created;
}

/**
 * 90 days of attendance before Friday 20 Nov 2026 for everyone, Sundays off: 80 % Present, the rest
 * mixed. Returns the number of rows.
 */
export async function seedAttendanceHistory(db: Database): Promise<number> {
  await db.execute(sql`
    INSERT INTO attendance (user_id, date, status, check_in, check_out, source)
    SELECT u.id, d::date,
      (CASE WHEN x < 0.80 THEN 'Present' WHEN x < 0.86 THEN 'Absent' WHEN x < 0.90 THEN 'Paid Leave'
            WHEN x < 0.93 THEN 'Sick Leave' WHEN x < 0.97 THEN 'Half Day' ELSE 'Short Leave' END)::attendance_status,
      CASE WHEN x < 0.80 THEN d + interval '3 hours 45 minutes' END,
      CASE WHEN x < 0.80 THEN d + interval '12 hours 40 minutes' END,
      'punch'
    FROM users u
    CROSS JOIN generate_series(date '2026-08-22', date '2026-11-19', interval '1 day') AS d
    CROSS JOIN LATERAL (SELECT random() + 0 * extract(epoch FROM d) AS x) r
    WHERE extract(dow FROM d) <> 0`);
  const counted = await db.execute(sql`SELECT count(*)::int AS n FROM attendance`);
  await db.execute(sql`ANALYZE`);
  return (counted as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The HS256 token the server itself would sign for `person` (plugins/auth.ts: sub, role, tv), so a
 * bench against separate server processes needs no thousand sign-ins (and no login throttle).
 */
export function benchToken(person: SeededPerson, secret = BENCH_JWT_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(
    JSON.stringify({
      sub: person.id,
      role: person.role,
      tv: person.tokenVersion,
      iat: now,
      exp: now + 43_200,
    }),
  );
  const signature = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
