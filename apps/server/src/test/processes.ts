import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * Real processes for tests of the entry points themselves (npm scripts, main.ts): started in their own process
 * group (npm -> sh -> node are stopped together), waited on by their output, never by a fixed sleep.
 */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface RunningProcess {
  pid: number;
  output(): string;
  /** Resolves with the first match in the output so far or to come; rejects when the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM to the whole group, then waits for the exit. */
  stop(): Promise<void>;
}

export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): RunningProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    pid: child.pid!,
    output: () => output,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          listeners.delete(check);
          resolve(match);
        };
        listeners.add(check);
        check();
        void exited.then((code) => {
          if (!listeners.has(check)) return;
          listeners.delete(check);
          reject(new Error(`The process exited (${code}) before printing ${pattern}:\n${output}`));
        });
      });
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

/** The environment without any server setting of the test run's own (the suite may run on PostgreSQL). */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (
      /^(PORT|HOST|DATA_DIR|DATABASE_URL|REDIS_\w+|JWT_\w+|ADMIN_\w+|LOG_LEVEL|WEB_DIST_DIR|CLOCK_START|S3_\w+|STORAGE_DRIVER)$/.test(
        name,
      )
    )
      delete env[name];
  return { ...env, ...extra };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A data folder holding the suite's migrated embedded database (a new one takes seconds to initialise). */
export async function embeddedDataDir(parent = os.tmpdir()): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(parent, 'hrms-process-test-'));
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([template]) });
  await client.close();
  return dataDir;
}
