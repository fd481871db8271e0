import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A write older than this is not in progress any more: its process died before the rename. */
export const STALE_TEMPORARY_FILE_MS = 60 * 60 * 1000;

const TEMPORARY_SUFFIX = /\.[a-f0-9]{12}\.tmp$/;

/** The name a file is written under before it is renamed into place (`<key>.<12 hex>.tmp`). */
export function temporaryPathFor(target: string): string {
  return `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
}

export interface SweepLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/**
 * Removes the temporary files a killed process left under `root` (a SIGKILL between write and rename).
 * Only files older than `maxAgeMs` go: another instance sharing the folder may be writing one right now,
 * and a write in progress keeps its modification time fresh. Returns the paths removed, relative to root.
 */
export async function removeStaleTemporaryFiles(
  root: string,
  { maxAgeMs = STALE_TEMPORARY_FILE_MS, now = Date.now() }: { maxAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(root, { recursive: true });
  } catch (error) {
    // Nothing stored yet: the folder is made by the first write.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const entry of entries.filter((name) => TEMPORARY_SUFFIX.test(name))) {
    const file = path.join(root, entry);
    // Another instance may have renamed or removed it since the listing: then there is nothing to do.
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < maxAgeMs) continue;
    await fs.rm(file, { force: true });
    removed.push(entry);
  }
  return removed;
}

/** At start: sweeps the local folder, logging what went; a failure is logged, never fatal to start. */
export async function sweepTemporaryFilesAtStart(root: string, log: SweepLogger): Promise<void> {
  try {
    const removed = await removeStaleTemporaryFiles(root);
    if (removed.length > 0)
      log.info(
        { files: removed },
        `storage: removed ${removed.length} temporary file(s) left by an interrupted write`,
      );
  } catch (error) {
    log.warn({ err: error }, 'storage: could not sweep leftover temporary files');
  }
}
