import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assertEmptyTarget } from './empty-target.ts';
import { loadRows } from './load-rows.ts';
import { MANIFEST_NAME, isArchiveName, parseManifest, sha256File, type BackupManifest } from './manifest.ts';
import { archiveMigrationLevel, migrateTo, migrateToLatest } from './migrate-to.ts';
import { openSession, pgliteDirOf } from './sql-session.ts';
import {
  assertSafeDestination,
  assertSafeManifest,
  assertSafeMove,
  destinationOf,
  insideRoot,
} from './safe-paths.ts';
import { extractTar } from './tar.ts';
import { lockForTool } from './tool-lock.ts';

export interface RestoreOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  archive: string;
}

/**
 * Loads an archive into an EMPTY data folder (and, with DATABASE_URL, an empty database): checks every
 * entry against the manifest first, migrates to the archive's schema, loads every row in one transaction,
 * sets the sequences, upgrades to this version's schema, then moves the files and the secret into place.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { dataDir, databaseUrl } = options;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Held for PostgreSQL too: the files go into this folder, and no server may start on it halfway.
  const lock = lockForTool(dataDir, 'restore');
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  let createdPglite = false;
  try {
    await assertEmptyTarget(dataDir, databaseUrl);
    const manifest = await unpack(options.archive, staging, dataDir);
    for (const entry of manifest.files) assertSafeDestination(destinationOf(dataDir, entry.path), dataDir);
    const level = archiveMigrationLevel(manifest.migrations);
    createdPglite = !databaseUrl;
    const session = await openSession({ databaseUrl, dataDir, create: true });
    try {
      await migrateTo(session, level, staging);
      await loadRows(session, manifest, path.join(staging, 'archive'));
      await migrateToLatest(session);
    } finally {
      await session.close();
    }
    placeFiles(manifest, path.join(staging, 'archive'), dataDir);
    createdPglite = false;
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    // A half-made embedded database would make the folder "not empty" and block a second attempt.
    if (createdPglite) fs.rmSync(pgliteDirOf(dataDir), { recursive: true, force: true });
    lock.release();
  }
}

/** Extracts into staging and proves every entry is exactly what the manifest lists, before anything is loaded. */
async function unpack(archive: string, staging: string, dataDir: string): Promise<BackupManifest> {
  const target = path.join(staging, 'archive');
  const input = fs.createReadStream(archive).pipe(zlib.createGunzip());
  let names: string[];
  try {
    names = await extractTar(input as AsyncIterable<Buffer>, target, isArchiveName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`No such backup file: ${archive}`);
    if ((error as { code?: string }).code === 'Z_DATA_ERROR' || (error as { errno?: number }).errno === -3)
      throw new Error(`${archive} is not a gzip-compressed HRMS backup.`);
    throw error;
  }
  if (!names.includes(MANIFEST_NAME))
    throw new Error('The archive has no manifest: it is not an HRMS backup.');
  const manifest = parseManifest(fs.readFileSync(path.join(target, MANIFEST_NAME), 'utf8'));
  // Before any path of the manifest is read or written: each must be a backup name inside its folder.
  assertSafeManifest(manifest, target, dataDir);
  const expected = [
    ...manifest.tables.map((t) => ({ path: t.file, bytes: t.bytes, sha256: t.sha256 })),
    ...manifest.files,
  ];
  const listed = new Set([MANIFEST_NAME, ...expected.map((entry) => entry.path)]);
  const unlisted = names.filter((name) => !listed.has(name));
  if (unlisted.length > 0)
    throw new Error(`The archive holds entries its manifest does not list: ${unlisted[0]}`);
  for (const entry of expected) {
    const file = insideRoot(target, entry.path);
    if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile())
      throw new Error(`The archive is missing ${entry.path}.`);
    const actual = await sha256File(file);
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes)
      throw new Error(`${entry.path} in the archive is damaged (checksum mismatch).`);
  }
  return manifest;
}

function placeFiles(manifest: BackupManifest, source: string, dataDir: string): void {
  for (const entry of manifest.files) {
    const from = insideRoot(source, entry.path);
    const to = destinationOf(dataDir, entry.path);
    assertSafeMove(from, to, dataDir);
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    assertSafeMove(from, to, dataDir); // again, now that the folders exist
    fs.renameSync(from, to);
    fs.chmodSync(to, 0o600);
  }
}
