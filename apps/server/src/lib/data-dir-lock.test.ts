import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock.ts';

// A process that outlives any test however slow the machine: it ends only when the test kills it.
const ALIVE_UNTIL_KILLED = 'setInterval(() => {}, 1 << 30)';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', ALIVE_UNTIL_KILLED]);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already using the data folder/);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').split(/\s+/)[0]).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock whose PID now belongs to another process (PID reused after a crash)', async () => {
    const dir = tempDir();
    const stranger = spawn(process.execPath, ['-e', ALIVE_UNTIL_KILLED]);
    try {
      const start = processStartTime(stranger.pid!);
      if (start === null) return; // no /proc here: only the PID can be checked, as the test above shows
      // The lock says: this PID, started at another time. The live process holding that PID is not the server.
      fs.writeFileSync(path.join(dir, 'server.lock'), `${stranger.pid}\n${Number(start) - 1}\n`);
      lockDataDir(dir).release();
      // The same PID and start time is the real holder: refused.
      fs.writeFileSync(path.join(dir, 'server.lock'), `${stranger.pid}\n${start}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      stranger.kill('SIGKILL');
    }
  });
});
