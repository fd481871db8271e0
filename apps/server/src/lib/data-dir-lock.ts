import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes on one PGlite folder silently lose writes, so the server holds an
 * exclusive lock file (with its PID) while it runs. A lock left by a process that
 * no longer exists (killed with SIGKILL, power loss) is taken over.
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

function lockText(): string {
  const start = processStartTime(process.pid);
  return start ? `${process.pid}\n${start}\n` : String(process.pid);
}

function holderIsAlive(text: string): { pid: number; alive: boolean } {
  const [pidText, start] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return { pid, alive: false };
  if (!processIsAlive(pid)) return { pid, alive: false };
  const now = start ? processStartTime(pid) : null;
  return { pid, alive: !start || now === null || now === start };
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dir: string, name = 'server.lock'): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, name);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, lockText());
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/)[0] === String(process.pid))
              fs.unlinkSync(lockPath);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderIsAlive(fs.readFileSync(lockPath, 'utf8'));
      if (holder.alive) throw new DataDirLockedError(lockPath, holder.pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}.`);
}
