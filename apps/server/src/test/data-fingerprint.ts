import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app.ts';

type Rows<T> = { rows: T[] };

/**
 * Tables whose rows record refusals themselves (issue 39: the Admin's 'Recent failed sign-ins'): a refused
 * sign-in is meant to add to them, so they are no sign that a refused request changed data.
 */
const REFUSAL_LOGS = new Set(['sign_in_failures']);

/** Every table of the public schema (migrations' bookkeeping lives in another schema), but the refusal logs. */
async function tableNames(ctx: TestContext): Promise<string[]> {
  const result = (await ctx.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  return result.rows.map((row) => row.tablename).filter((table) => !REFUSAL_LOGS.has(table));
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A cheap fingerprint of all stored data: per table its row count and a hash of its rows, plus
 * the stored files' names. Equal fingerprints before and after a request: it changed nothing.
 */
export async function createFingerprinter(ctx: TestContext): Promise<() => Promise<string>> {
  const tables = await tableNames(ctx);
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS f FROM ${quoteIdent(table)} x`,
    )
    .join(' UNION ALL ');
  const filesRoot = path.join(ctx.config.dataDir, 'files');
  return async () => {
    const result = (await ctx.db.execute(sql.raw(query))) as unknown as Rows<{ t: string; f: string }>;
    const files = fs.existsSync(filesRoot)
      ? fs.readdirSync(filesRoot, { recursive: true }).map(String).sort()
      : [];
    return JSON.stringify({ tables: result.rows.map((row) => `${row.t}=${row.f}`), files });
  };
}
