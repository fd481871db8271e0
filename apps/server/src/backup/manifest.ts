import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BACKUP_FORMAT = 'hrms-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/**
 * Files of DATA_DIR that go into a backup besides the storage folder. The generated JWT secret is included so
 * sessions and signed links survive a restore; first-admin.txt (a plain password) deliberately is not.
 */
export const SECRET_FILES = ['jwt-secret'];

export interface TableEntry {
  /** Table name in the public schema. */
  name: string;
  /** Archive path of its rows: one `row_to_json` text per line. */
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface FileEntry {
  /** Archive path: `files/<storage key>` or `secrets/<name>`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface MigrationEntry {
  hash: string;
  createdAt: string;
}

/** Everything restore needs to check an archive before it writes anything. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** The migrations applied to the dumped database, in order; `migrationHash` digests their hashes. */
  migrations: MigrationEntry[];
  migrationHash: string;
  /** In load order: a table comes after every table its foreign keys point at. */
  tables: TableEntry[];
  /** Sequence positions, so numbers (e.g. Employee IDs) are never handed out twice after a restore. */
  sequences: { name: string; lastValue: string | null }[];
  files: FileEntry[];
}

export function migrationHashOf(migrations: { hash: string }[]): string {
  return crypto
    .createHash('sha256')
    .update(migrations.map((m) => m.hash).join('\n'))
    .digest('hex');
}

export function appVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../../../package.json');
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Names restore accepts inside an archive; anything else is refused. */
export function isArchiveName(name: string): boolean {
  return (
    name === MANIFEST_NAME ||
    /^db\/[a-z0-9_]+\.jsonl$/.test(name) ||
    /^files\/[a-z0-9][a-z0-9-]{0,39}\/[a-f0-9]{32}\.[a-z0-9]{1,8}$/.test(name) ||
    /^secrets\/[a-z0-9-]+$/.test(name)
  );
}

export function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error('This file is not an HRMS backup.');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new Error(
      `This backup has format ${manifest.formatVersion}; this version reads up to ${BACKUP_FORMAT_VERSION}. Upgrade HRMS first.`,
    );
  return manifest;
}

export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
