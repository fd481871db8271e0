import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (its write-ahead log has e-mails, password hashes and identity numbers
 * as they were saved), stored documents and slips, the mail outbox and the JWT secret: only the server's own
 * user may read any of it (docs/security.md, "Data at rest and documents").
 */

/** Mode bits for group and others. */
const GROUP_OTHER = 0o077;

/**
 * Every file and folder this process creates from now on is its user's only (0600 / 0700), whoever creates it
 * (PGlite, storage, the outbox, backups). Called first thing by the server and every command-line tool.
 */
export function restrictNewFiles(): void {
  process.umask(GROUP_OTHER);
}

export interface Tightened {
  folders: number;
  files: number;
}

/** Takes group and other bits off DATA_DIR and everything in it (links are left alone, never followed). */
export function tightenTree(root: string): Tightened {
  const done: Tightened = { folders: 0, files: 0 };
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_OTHER) !== 0) {
      fs.chmodSync(target, stat.mode & 0o700);
      if (stat.isDirectory()) done.folders += 1;
      else done.files += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return done;
}

/**
 * What lets another host user reach DATA_DIR, as sentences: DATA_DIR itself open to group or others, or a
 * folder above it that group or others may write to without the sticky bit (they could move DATA_DIR aside
 * and put their own in its place). Ordinary 0755 parents are fine: reaching a 0700 folder needs its mode too.
 */
export function dataDirExposure(dataDir: string): string[] {
  const found: string[] = [];
  const own = path.resolve(dataDir);
  const ownStat = fs.statSync(own, { throwIfNoEntry: false });
  if (ownStat && (ownStat.mode & GROUP_OTHER) !== 0)
    found.push(`${own} is open to other users (mode ${modeText(ownStat.mode)})`);
  for (let folder = path.dirname(own); ; folder = path.dirname(folder)) {
    const stat = fs.statSync(folder, { throwIfNoEntry: false });
    if (stat && (stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0)
      found.push(`${folder}, above it, may be written by other users (mode ${modeText(stat.mode)})`);
    if (path.dirname(folder) === folder) break;
  }
  return found;
}

const modeText = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

/**
 * The server's start (main.ts): restricts new files, warns about what exposes DATA_DIR, creates it 0700 and
 * tightens what an earlier version (or a copy) left open, with one line saying what it changed.
 */
export function secureDataDir(dataDir: string, log: { info(line: string): void; warn(line: string): void }) {
  restrictNewFiles();
  for (const problem of dataDirExposure(dataDir))
    log.warn(`DATA_DIR is reachable by other users of this host: ${problem}. Restrict it (chmod 700).`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const done = tightenTree(dataDir);
  if (done.folders + done.files > 0)
    log.info(
      `Tightened ${done.folders} folder(s) and ${done.files} file(s) under ${path.resolve(dataDir)} ` +
        'to the server user only (0700 folders, 0600 files).',
    );
  return done;
}
