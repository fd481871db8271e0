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
 * Every committed change to a table's rows adds one row to `test_fingerprint.writes` (a schema of this test
 * database only, outside `public`): row triggers on insert and delete, on an update that changes the row
 * (`OLD IS DISTINCT FROM NEW`, so rewriting a row with its own values is no change), a statement trigger on
 * truncate. The row is written in the changing transaction, so a rolled-back change leaves no trace, and every
 * write only appends (no counter row that concurrent transactions would queue on).
 */
function triggerStatements(tables: string[]): string[] {
  const perTable = tables.map((table) => {
    const t = quoteIdent(table);
    return [
      `CREATE TRIGGER fingerprint_rows AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION test_fingerprint.count_write()`,
      `CREATE TRIGGER fingerprint_updates AFTER UPDATE ON ${t} FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION test_fingerprint.count_write()`,
      `CREATE TRIGGER fingerprint_truncate AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION test_fingerprint.count_write()`,
    ];
  });
  return [
    'CREATE SCHEMA test_fingerprint',
    'CREATE TABLE test_fingerprint.writes (id bigserial PRIMARY KEY)',
    `CREATE FUNCTION test_fingerprint.count_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_fingerprint.writes DEFAULT VALUES;
  RETURN NULL;
END $$`,
    ...perTable.flat(),
  ];
}

/**
 * A fingerprint of all stored data: the number of changes written to any table so far, plus the stored files'
 * names. Equal fingerprints before and after a request: it changed nothing. It costs the same however much data
 * the test has written (hashing every table's rows, as before, grew with each of the hostile-input file's 361
 * seeded worlds: 470 s for the file on a quiet machine). `data-fingerprint.test.ts` shows it sees each kind of
 * change and ignores a rolled-back one.
 */
export async function createFingerprinter(ctx: TestContext): Promise<() => Promise<string>> {
  const tables = await tableNames(ctx);
  for (const statement of triggerStatements(tables)) await ctx.db.execute(sql.raw(statement));
  const filesRoot = path.join(ctx.config.dataDir, 'files');
  return async () => {
    const result = (await ctx.db.execute(
      sql.raw('SELECT count(*)::text AS n FROM test_fingerprint.writes'),
    )) as unknown as Rows<{ n: string }>;
    const files = fs.existsSync(filesRoot)
      ? fs.readdirSync(filesRoot, { recursive: true }).map(String).sort()
      : [];
    return JSON.stringify({ writes: result.rows[0]!.n, files });
  };
}
