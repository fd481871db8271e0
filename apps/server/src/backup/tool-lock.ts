import { DataDirLockedError, lockDataDir, type DataDirLock } from '../lib/data-dir-lock.ts';

/**
 * Backup and restore of the embedded database hold the server's own data-folder lock, so the server cannot
 * start while they run, and they refuse to run while it does (two processes on one PGlite folder lose data).
 */
export function lockForTool(dataDir: string, verb: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(
        `The HRMS server (PID ${error.holderPid}) is running on ${dataDir}. Stop it first: the embedded database ` +
          `can only be ${verb === 'back up' ? 'backed up' : 'restored'} while the server is stopped ` +
          '(with DATABASE_URL, backups run online).',
      );
    throw error;
  }
}
