import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime, takeoverClaimPath } from './data-dir-lock.ts';

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

  it('refuses while a live process is taking a dead holder’s lock over', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const claimer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      const lockPath = path.join(dir, 'server.lock');
      fs.writeFileSync(lockPath, `${dead.pid}\n`);
      fs.writeFileSync(takeoverClaimPath(lockPath, `${dead.pid}\n`), `${claimer.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ holderPid: claimer.pid }));
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${dead.pid}\n`);
    } finally {
      claimer.kill('SIGKILL');
    }
  });

  it('notices its lock file deleted (puts it back) or taken by another process (lost)', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lock.check()).toBe('held');
    const mine = fs.readFileSync(lock.lockPath, 'utf8');
    fs.rmSync(lock.lockPath);
    expect(lock.check()).toBe('restored');
    expect(fs.readFileSync(lock.lockPath, 'utf8')).toBe(mine);
    fs.writeFileSync(lock.lockPath, '1\n');
    expect(lock.check()).toBe('lost');
    lock.release();
    // Not ours any more: release leaves the other process's lock in place.
    expect(fs.readFileSync(lock.lockPath, 'utf8')).toBe('1\n');
  });

  it('removes temporary and claim files left by a process killed mid-step, once they are a minute old', () => {
    const dir = tempDir();
    const old = ['server.lock.123-abc.tmp', 'server.lock.0123456789abcdef.takeover'];
    const fresh = 'server.lock.456-def.tmp';
    for (const name of [...old, fresh, 'server.lock.notes']) fs.writeFileSync(path.join(dir, name), '9\n');
    const minutesAgo = new Date(Date.now() - 120_000);
    for (const name of [...old, 'server.lock.notes'])
      fs.utimesSync(path.join(dir, name), minutesAgo, minutesAgo);
    lockDataDir(dir).release();
    expect(fs.readdirSync(dir).sort()).toEqual([fresh, 'server.lock.notes']);
  });
});
