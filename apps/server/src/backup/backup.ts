import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { listTables, loadOrder, readMigrations, readSequences } from './catalog.ts';
import { lockForTool } from './tool-lock.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  SECRET_FILES,
  appVersion,
  isArchiveName,
  migrationHashOf,
  type BackupManifest,
  type FileEntry,
  type TableEntry,
} from './manifest.ts';
import { openSession, quoteIdent, type SqlSession } from './sql-session.ts';
import { writeEnd, writeEntry } from './tar.ts';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  out: string;
}

const FETCH_ROWS = 1000;

/**
 * Writes one archive: every table of the public schema read in ONE repeatable-read snapshot, the stored
 * files, the JWT secret, and a manifest with counts and sha256 of every entry. The archive appears under
 * its final name only when complete (written beside it, then renamed), readable by its owner only.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  // The embedded database belongs to one process at a time: the server must be stopped (PostgreSQL: online).
  const lock = options.databaseUrl ? null : lockForTool(options.dataDir, 'back up');
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-backup-'));
  try {
    const session = await openSession({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    let snapshot: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      snapshot = await dumpDatabase(session, staging);
    } finally {
      await session.close();
    }
    if (snapshot.migrations.length === 0) throw new Error('The database has no HRMS schema to back up.');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      engine: options.databaseUrl ? 'postgres' : 'pglite',
      migrations: snapshot.migrations,
      migrationHash: migrationHashOf(snapshot.migrations),
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: [],
    };
    await writeArchive(options, staging, manifest);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock?.release();
  }
}

async function dumpDatabase(session: SqlSession, staging: string) {
  await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migrations = await readMigrations(session);
    const tables: TableEntry[] = [];
    for (const name of await loadOrder(session, await listTables(session))) {
      tables.push(await dumpTable(session, name, staging));
    }
    const sequences = await readSequences(session);
    await session.query('COMMIT');
    return { migrations, tables, sequences };
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function dumpTable(session: SqlSession, name: string, staging: string): Promise<TableEntry> {
  const file = `db/${name}.jsonl`;
  if (!isArchiveName(file)) throw new Error(`Table name not supported by the backup format: ${name}`);
  const target = path.join(staging, `${name}.jsonl`);
  const out = fs.createWriteStream(target, { mode: 0o600 });
  const hash = crypto.createHash('sha256');
  let rows = 0;
  let bytes = 0;
  // A cursor keeps memory flat however large the table; values leave PostgreSQL as its own JSON text.
  await session.query(
    `DECLARE hrms_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM public.${quoteIdent(name)} t`,
  );
  for (;;) {
    const batch = await session.query<{ j: string }>(`FETCH FORWARD ${FETCH_ROWS} FROM hrms_backup`);
    if (batch.length === 0) break;
    const chunk = Buffer.from(`${batch.map((row) => row.j).join('\n')}\n`, 'utf8');
    hash.update(chunk);
    bytes += chunk.length;
    rows += batch.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await session.query('CLOSE hrms_backup');
  out.end();
  await finished(out);
  return { name, file, rows, bytes, sha256: hash.digest('hex') };
}

function storedFiles(root: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return storedFiles(root, relative);
      // In-flight uploads (*.tmp) and anything storage did not name are not part of the organisation's data.
      return entry.isFile() && isArchiveName(`files/${relative}`) ? [relative] : [];
    })
    .sort();
}

/** Streams one file from disk into the archive, hashing what was written; a file deleted meanwhile is skipped. */
async function addFile(gzip: zlib.Gzip, source: string, name: string): Promise<FileEntry | null> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(source, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size, mtimeMs } = await handle.stat();
    const hash = crypto.createHash('sha256');
    const chunks = async function* () {
      for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        yield chunk;
      }
    };
    await writeEntry(gzip, name, size, chunks(), mtimeMs / 1000);
    return { path: name, bytes: size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

async function writeArchive(
  options: BackupOptions,
  staging: string,
  manifest: BackupManifest,
): Promise<void> {
  const partial = `${options.out}.${crypto.randomBytes(4).toString('hex')}.partial`;
  const file = fs.createWriteStream(partial, { mode: 0o600 });
  const gzip = zlib.createGzip({ level: 6 });
  gzip.pipe(file);
  try {
    for (const table of manifest.tables) {
      const added = await addFile(gzip, path.join(staging, `${table.name}.jsonl`), table.file);
      if (!added) throw new Error(`Lost the staged rows of ${table.name}.`);
    }
    const filesRoot = path.join(options.dataDir, 'files');
    for (const relative of storedFiles(filesRoot)) {
      const added = await addFile(gzip, path.join(filesRoot, relative), `files/${relative}`);
      if (added) manifest.files.push(added);
    }
    for (const secret of SECRET_FILES) {
      const added = await addFile(gzip, path.join(options.dataDir, secret), `secrets/${secret}`);
      if (added) manifest.files.push(added);
    }
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    await writeEntry(gzip, MANIFEST_NAME, text.length, [text]);
    await writeEnd(gzip);
    gzip.end();
    await finished(file);
    // On disk before it takes its final name: a backup that vanishes with a power cut is no backup.
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, options.out);
  } catch (error) {
    gzip.destroy();
    file.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
