import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { Place } from './org-place.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const CRASH_JWT_SECRET = 'crash-test-secret-that-is-long-enough-0123456789';
/** Friday 20 November 2026, 09:30 in Kolkata: punch-in is open and October 2026 may be paid. */
export const CRASH_CLOCK_START = '2026-11-20T04:00:00.000Z';

export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hook, no lock release, no flush. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown an operator would use. */
  stop(): Promise<void>;
  output(): string;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The real server (`node --import tsx apps/server/src/main.ts`) on a place, on a free port. */
export async function startServer(place: Place): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? '',
      REDIS_URL: '',
      JWT_SECRET: CRASH_JWT_SECRET,
      CLOCK_START: CRASH_CLOCK_START,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(place.dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /HRMS is ready at (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return {
    url,
    pid: child.pid!,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => output,
  };
}

/** Tokens the server accepts, signed with its secret (as `createUser` does in-process). */
export async function tokenSigner(): Promise<(user: { id: string; role: string }) => string> {
  const app = Fastify();
  await app.register(fastifyJwt, { secret: CRASH_JWT_SECRET, sign: { expiresIn: '1h' } });
  await app.ready();
  return (user) => app.jwt.sign({ sub: user.id, role: user.role as 'Employee', tv: 0 });
}
