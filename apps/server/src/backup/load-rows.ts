import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { writableColumns } from './catalog.ts';
import type { BackupManifest } from './manifest.ts';
import { quoteIdent, type SqlSession } from './sql-session.ts';

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads every table in ONE transaction (all or nothing), in the manifest's foreign-key order, after removing
 * what the migrations seeded. Rows go back
 * through json_populate_recordset: PostgreSQL parses the JSON text it produced itself, so bigints, numerics,
 * timestamps, enums, arrays and jsonb come back exactly; JavaScript never parses a value.
 */
export async function loadRows(session: SqlSession, manifest: BackupManifest, source: string): Promise<void> {
  await session.query('BEGIN');
  try {
    await session.query('SET CONSTRAINTS ALL DEFERRED');
    // Migrations may seed rows (0004 the default shift); the archive holds them as the organisation had them.
    for (const table of [...manifest.tables].reverse())
      await session.query(`DELETE FROM public.${quoteIdent(table.name)}`);
    for (const table of manifest.tables) {
      const columns = (await writableColumns(session, table.name)).map(quoteIdent).join(', ');
      const target = `public.${quoteIdent(table.name)}`;
      const insert =
        `INSERT INTO ${target} (${columns}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${columns} FROM json_populate_recordset(NULL::${target}, $1::json)`;
      let batch: string[] = [];
      let bytes = 0;
      let loaded = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await session.query(insert, [`[${batch.join(',')}]`]);
        loaded += batch.length;
        batch = [];
        bytes = 0;
      };
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(source, table.file), 'utf8'),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        bytes += line.length;
        if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      }
      await flush();
      if (loaded !== table.rows)
        throw new Error(`${table.name}: loaded ${loaded} rows, the manifest lists ${table.rows}.`);
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await session.query(`SELECT setval($1::regclass, $2::bigint, true)`, [
        `public.${quoteIdent(sequence.name)}`,
        sequence.lastValue,
      ]);
    }
    await session.query('COMMIT');
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
