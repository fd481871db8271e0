import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * File primitives of the data-folder lock. A file that others decide on must never be seen half written, so
 * every write goes to a temporary name first and is then linked (create-only) or renamed (replace) into place.
 */

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

function tempName(target: string): string {
  return `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
}

/** The file's text, or null when it does not exist. */
export function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/**
 * Creates `target` holding `text`, atomically: false when it already exists. link() fails with EEXIST on an
 * existing name and never leaves an empty file behind, which open('wx') followed by a write would: a reader in
 * between took that empty file for a dead holder's and removed it.
 */
export function createWith(target: string, text: string): boolean {
  for (let attempt = 0; ; attempt += 1) {
    const temp = tempName(target);
    fs.writeFileSync(temp, text, { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(temp, target);
      return true;
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false;
      // Our temporary file was swept as litter while this process stood still for a minute: write it again.
      if (!isCode(error, 'ENOENT') || attempt >= 2) throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
}

/** Replaces `target` with `text` in one step: readers see the old text or the new, never a mixture. */
export function replaceWith(target: string, text: string): void {
  const temp = tempName(target);
  fs.writeFileSync(temp, text, { flag: 'wx', mode: 0o600 });
  try {
    fs.renameSync(temp, target);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** A process killed between two steps above leaves `<name>.*.tmp` or `<name>.*.takeover`: remove old ones. */
export function sweepLitter(dir: string, name: string, olderThanMs = 60_000): void {
  const cutoff = Date.now() - olderThanMs;
  for (const entry of fs.readdirSync(dir)) {
    if (!entry.startsWith(`${name}.`) || !/\.(tmp|takeover)$/.test(entry)) continue;
    const file = path.join(dir, entry);
    try {
      if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
    } catch {
      // removed by someone else meanwhile
    }
  }
}
