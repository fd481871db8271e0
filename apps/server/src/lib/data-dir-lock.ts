import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createWith, readOrNull, replaceWith, sweepLitter } from './lock-files.ts';

/**
 * Two processes on one PGlite folder silently lose writes, so the server holds an exclusive lock file while it
 * runs: `<dir>/server.lock` holds its PID, start time and a random token. A lock left by a process that no longer
 * exists (killed with SIGKILL, power loss) is taken over. Every step is atomic, so of several processes starting
 * together exactly one gets the folder, whether it was free or held by a dead process.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `Another HRMS server (PID ${holderPid}) is already using the data folder ${path.dirname(lockPath)}. ` +
        'Stop it first, or start this one with a different DATA_DIR. Two servers on one embedded database would lose data.',
    );
    this.name = 'DataDirLockedError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started (Linux: field 22 of /proc/<pid>/stat, in clock ticks since boot), or null where
 * unknown. A PID is reused after a crash (a container restart often hands the same low PIDs out again), so
 * the lock records PID and start time: a live process with the same PID but another start time is a stranger.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** One line each: PID, start time (empty where unknown), a token that makes every lock's text unique. */
function lockText(): string {
  return `${process.pid}\n${processStartTime(process.pid) ?? ''}\n${randomBytes(8).toString('hex')}\n`;
}

/** Whether the process that wrote a lock text still runs. Also reads the older `pid` and `pid start` forms. */
function holderOf(text: string): { pid: number; alive: boolean } {
  const [pidText, start] = text.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return { pid, alive: false };
  if (!processIsAlive(pid)) return { pid, alive: false };
  const now = start ? processStartTime(pid) : null;
  return { pid, alive: !start || now === null || now === start };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The claim a process must own to replace the stale lock text `stale` (a dead claimer's is `follow`ed). */
export function takeoverClaimPath(lockPath: string, stale: string): string {
  return `${lockPath}.${digest(stale)}.takeover`;
}

const follow = (claim: string, deadClaimer: string) =>
  claim.replace(/\.takeover$/, `.${digest(deadClaimer)}.takeover`);

/**
 * Replaces the dead holder's lock `stale` with `mine`. Two processes that both judged it stale must not both
 * win, so the replacement happens under a claim: a file named after the stale lock, created atomically, which
 * only one process can own. Its owner checks the lock still reads `stale` and renames its own over it (the
 * lock never goes missing, so no fresh start slips in between). A claim whose owner died is superseded by a
 * claim named after both. Returns true when the lock is ours, the PID of a live process that is taking it
 * over, or false when the lock changed meanwhile (look again).
 */
function takeOver(lockPath: string, stale: string, mine: string): boolean | number {
  let claim = takeoverClaimPath(lockPath, stale);
  for (let step = 0; step < 10; step += 1) {
    if (createWith(claim, mine)) {
      try {
        if (readOrNull(lockPath) !== stale) return false;
        replaceWith(lockPath, mine);
        return true;
      } finally {
        fs.rmSync(claim, { force: true });
      }
    }
    const claimer = readOrNull(claim);
    if (claimer === null) continue;
    const owner = holderOf(claimer);
    // A live claimer wins only if the lock still reads `stale` now: a late claimer of a lock already replaced
    // is merely looking, and the refusal must name the process that really holds the folder (look again).
    if (owner.alive) return readOrNull(lockPath) === stale ? owner.pid : false;
    claim = follow(claim, claimer);
  }
  return false;
}

export type LockState = 'held' | 'restored' | 'lost';

export interface DataDirLock {
  readonly lockPath: string;
  /** Whether the lock file is still ours; a deleted one is put back ('restored'), another's is 'lost'. */
  check(): LockState;
  release(): void;
}

function heldLock(lockPath: string, mine: string): DataDirLock {
  let released = false;
  return {
    lockPath,
    check() {
      const current = readOrNull(lockPath);
      if (current === mine) return 'held';
      return current === null && createWith(lockPath, mine) ? 'restored' : 'lost';
    },
    release() {
      if (released) return;
      released = true;
      // Only our own text is removed: a lock that another process holds by now stays.
      if (readOrNull(lockPath) === mine) fs.rmSync(lockPath, { force: true });
    },
  };
}

export function lockDataDir(dir: string, name = 'server.lock'): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, name);
  const mine = lockText();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let taken = createWith(lockPath, mine);
    if (!taken) {
      const current = readOrNull(lockPath);
      if (current === null) continue; // released meanwhile: try again
      const holder = holderOf(current);
      if (holder.alive) throw new DataDirLockedError(lockPath, holder.pid);
      const outcome = takeOver(lockPath, current, mine);
      if (typeof outcome === 'number') throw new DataDirLockedError(lockPath, outcome);
      taken = outcome;
    }
    if (taken) {
      sweepLitter(dir, name);
      return heldLock(lockPath, mine);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: it kept changing hands.`);
}
