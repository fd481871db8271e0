import fs from 'node:fs';
import path from 'node:path';
import { SECRET_FILES, isArchiveName, type BackupManifest } from './manifest.ts';

/**
 * A backup archive is input from outside (a file someone hands the operator), and its manifest names the
 * paths restore reads from and writes to. Every one is checked here, before anything is written: a crafted
 * manifest must not make restore read or move a file outside its staging folder or write outside DATA_DIR
 * (docs/security.md, "Data at rest and documents").
 */
const refuse = (entry: unknown, why: string) =>
  new Error(`The archive's manifest lists an unsafe path (${why}): ${JSON.stringify(entry)}`);

/** The shape checks: a relative POSIX path of plain segments, of a name restore knows. */
function checkShape(entry: unknown, prefix: 'db/' | 'files/' | 'secrets/'): string {
  if (typeof entry !== 'string' || entry === '') throw refuse(entry, 'not a path');
  if (entry.includes('\0')) throw refuse(entry, 'NUL character');
  if (entry.includes('\\')) throw refuse(entry, 'backslash');
  if (path.posix.isAbsolute(entry) || path.win32.isAbsolute(entry) || /^[A-Za-z]:/.test(entry))
    throw refuse(entry, 'absolute path');
  if (entry.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw refuse(entry, 'climbs out of its folder');
  if (!entry.startsWith(prefix) || !isArchiveName(entry)) throw refuse(entry, 'not a backup entry name');
  if (prefix === 'secrets/' && !SECRET_FILES.includes(entry.slice(prefix.length)))
    throw refuse(entry, 'not a known secret');
  return entry;
}

/** `relative` resolved under `root`, refused unless it stays strictly inside it. */
export function insideRoot(root: string, relative: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, relative);
  if (!target.startsWith(`${base}${path.sep}`)) throw refuse(relative, 'leaves its folder');
  return target;
}

/** Where restore puts a manifest file entry inside DATA_DIR: secrets at the top, stored files under files/. */
export function destinationOf(dataDir: string, entryPath: string): string {
  return entryPath.startsWith('secrets/')
    ? insideRoot(dataDir, entryPath.slice('secrets/'.length))
    : insideRoot(dataDir, entryPath);
}

/**
 * Every table file and stored file the manifest lists: right shape, no duplicates, inside the staging folder
 * and (for files) inside DATA_DIR. Throws before restore has written anything.
 */
export function assertSafeManifest(manifest: BackupManifest, staging: string, dataDir: string): void {
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files))
    throw new Error('The archive has a malformed manifest.');
  const seen = new Set<string>();
  const once = (entry: string) => {
    if (seen.has(entry)) throw refuse(entry, 'listed twice');
    seen.add(entry);
  };
  for (const table of manifest.tables) {
    const file = checkShape((table as { file?: unknown }).file, 'db/');
    once(file);
    insideRoot(staging, file);
  }
  for (const entry of manifest.files) {
    const file = (entry as { path?: unknown }).path;
    const prefix = typeof file === 'string' && file.startsWith('secrets/') ? 'secrets/' : 'files/';
    once(checkShape(file, prefix));
    insideRoot(staging, file as string);
    destinationOf(dataDir, file as string);
  }
}

/**
 * A destination in DATA_DIR: no folder on the way may be a link out of DATA_DIR (a `files` symlink to another
 * place would pass the empty-target check and receive every file), and nothing may be there yet. Checked for
 * every file before the database is loaded, and again right before each move.
 */
export function assertSafeDestination(to: string, dataDir: string): void {
  const root = fs.realpathSync(dataDir);
  let folder = path.dirname(to);
  while (!fs.existsSync(folder) && !isLink(folder)) folder = path.dirname(folder);
  let real: string;
  try {
    real = fs.realpathSync(folder);
  } catch {
    throw refuse(to, 'a folder on the way is a broken link');
  }
  if (real !== root && !real.startsWith(`${root}${path.sep}`))
    throw refuse(to, 'a folder on the way is a link out of DATA_DIR');
  if (fs.existsSync(to) || isLink(to)) throw refuse(to, 'the destination already exists');
}

/** Right before a move: the source must be a regular file the extraction wrote (never a link). */
export function assertSafeMove(from: string, to: string, dataDir: string): void {
  if (!fs.lstatSync(from).isFile()) throw refuse(from, 'not a regular file in the archive');
  assertSafeDestination(to, dataDir);
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
