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

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dir: string, name = 'server.lock'): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, name);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirLockedError(lockPath, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}.`);
}
