// Starts N real server processes (apps/server/src/main.ts) on one PostgreSQL database, sharing Redis
// when REDIS_URL is given, each on its own free port: the deployment shape of docs/deploy.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitHealthy } from './server-process.ts';
import { BENCH_JWT_SECRET } from './tokens.ts';

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

// Every child still running is stopped when the bench process ends, even after a failure: a crashed
// bench must not leave servers behind on the shared machine.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

export interface StartOptions {
  count: number;
  databaseUrl: string;
  redisUrl?: string;
  /** Business clock start (NODE_ENV=test only), e.g. inside the punch-in window. */
  clockStart?: string;
  redisPrefix?: string;
}

/** Starts the instances one after another (the first migrates; the others find it done). */
export async function startInstances(options: StartOptions): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hrms-bench-instance-${i}-`));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: options.clockStart ? 'test' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
      // Load from one address is the point here: the whole-API rate limit is off (docs/security.md).
      RATE_LIMIT_MAX: '0',
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...(options.redisPrefix ? { REDIS_PREFIX: options.redisPrefix } : {}),
      ...(options.clockStart ? { CLOCK_START: options.clockStart } : {}),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, child, () => output);
    instances.push({ url, port, process: child });
  }
  return instances;
}

export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null) return resolve();
          instance.process.once('exit', () => resolve());
          instance.process.kill('SIGTERM');
        }),
    ),
  );
}

/** Stops whatever this process started and has not stopped yet (after a failure). */
export async function stopAllInstances(): Promise<void> {
  await stopInstances([...running].map((child) => ({ url: '', port: 0, process: child })));
}
