// Starts one real server process (apps/server/src/main.ts) on a fresh embedded database in a temporary
// data folder and a free port, serving the already built web app (WEB_DIST_DIR default: apps/web/dist).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitHealthy } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface WebServer {
  url: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

/**
 * NODE_ENV=production, as deployed: the first Admin comes from ADMIN_EMAIL/ADMIN_PASSWORD on the empty
 * database. The folder is removed on stop, and the child is killed if the bench process dies first.
 */
export async function startWebServer(): Promise<WebServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-bench-lighthouse-'));
  const admin = { email: 'admin@lighthouse.test', password: 'lighthouse-admin-pass' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'lighthouse-bench-secret-at-least-32-characters',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_NAME: 'Anita Admin',
      ADMIN_PASSWORD: admin.password,
      // Another build can be measured without touching apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    process.off('exit', killOnExit);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, admin, stop };
}
