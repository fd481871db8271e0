import readline from 'node:readline';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../lib/data-dir-lock.ts';

/**
 * A separate process that competes for a data-folder lock on command (data-dir-lock.race.test.ts): it loads
 * once, then waits on stdin, so several of them try at the same instant when the test writes to all at once.
 *   lock <dir>  -> "locked" | "refused <holder pid>" | "error <message>"
 *   release     -> "released"
 */
let held: DataDirLock | null = null;
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, ...rest] = line.split(' ');
  if (command === 'lock') {
    try {
      held = lockDataDir(rest.join(' '));
      console.log('locked');
    } catch (error) {
      console.log(
        error instanceof DataDirLockedError ? `refused ${error.holderPid}` : `error ${String(error)}`,
      );
    }
  } else if (command === 'release') {
    held?.release();
    held = null;
    console.log('released');
  }
});
lines.on('close', () => held?.release());
console.log('ready');
