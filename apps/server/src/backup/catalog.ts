import type { SqlSession } from './sql-session.ts';

/**
 * What the database holds, read from the system catalogues rather than a fixed list, so a table added
 * by a later migration (e.g. audit_log) is backed up and restored without anyone touching this code.
 */
export async function listTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND (c.relkind = 'p' OR (c.relkind = 'r' AND NOT c.relispartition))
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Tables ordered so every table comes after the tables its foreign keys reference (ties by name). */
export async function loadOrder(session: SqlSession, tables: string[]): Promise<string[]> {
  const edges = await session.query<{ child: string; parent: string }>(
    `SELECT cl.relname AS child, pr.relname AS parent FROM pg_constraint co
       JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_class pr ON pr.oid = co.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE co.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)),
    );
    // A cycle of foreign keys cannot be ordered: load the rest by name and rely on deferred checks.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table));
    for (const table of next) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Columns an INSERT may write (generated columns are computed by the database). */
export async function writableColumns(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

export async function readSequences(
  session: SqlSession,
): Promise<{ name: string; lastValue: string | null }[]> {
  return session.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS "name", last_value::text AS "lastValue" FROM pg_sequences
      WHERE schemaname = 'public' ORDER BY sequencename`,
  );
}

export async function readMigrations(session: SqlSession): Promise<{ hash: string; createdAt: string }[]> {
  const [exists] = await session.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists?.present) return [];
  return session.query<{ hash: string; createdAt: string }>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
}
