import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanEnv, embeddedDataDir, ROOT, startProcess, type RunningProcess } from './test/processes.ts';

// The real server process (main.ts) on the embedded database: what its data-folder lock does while it runs.
const started: RunningProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

function startMain(dataDir: string): RunningProcess {
  const server = startProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: cleanEnv({
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: 'lock-test-secret-that-is-long-enough-0123456789',
      ADMIN_PASSWORD: 'lock-test-password',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    }),
  });
  started.push(server);
  return server;
}

async function dataDir(): Promise<string> {
  const dir = await embeddedDataDir();
  dirs.push(dir);
  return dir;
}

describe('the server process and its data-folder lock', { timeout: 180_000 }, () => {
  it('refuses to start a second server on the same data folder', async () => {
    const dir = await dataDir();
    const first = startMain(dir);
    await first.waitFor(/HRMS is ready/);
    const second = startMain(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another HRMS server (PID ${first.pid}) is already using the data folder`,
    );
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').split('\n')[0]).toBe(String(first.pid));
  });

  it('puts its lock file back when it is deleted, and stops when another process has taken it', async () => {
    const dir = await dataDir();
    const lockPath = path.join(dir, 'server.lock');
    const server = startMain(dir);
    await server.waitFor(/HRMS is ready/);
    const mine = fs.readFileSync(lockPath, 'utf8');

    fs.rmSync(lockPath);
    await server.waitFor(/was deleted while the server ran: it is back/);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(mine);

    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
    try {
      fs.writeFileSync(`${lockPath}.other`, `${other.pid}\n`);
      fs.renameSync(`${lockPath}.other`, lockPath);
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/Another process holds the lock .*: stopping/);
      // Its release left the other process's lock alone.
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      other.kill('SIGKILL');
    }
  });
});
