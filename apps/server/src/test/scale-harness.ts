import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { FixedClock } from '../lib/clock.ts';
import type { TestContext } from './test-app.ts';

/**
 * Two (or more) real instances as a deployment runs them: each its own app, database pool and Redis
 * connections, listening on its own port, sharing one PostgreSQL database, one Redis (under a key
 * prefix unique to the test file), one files folder (the shared volume) and one clock.
 * Needs DATABASE_URL and REDIS_URL (scripts/test-scale.mjs checks both).
 */
export interface Instance extends TestContext {
  url: string;
}

export interface Cluster {
  instances: Instance[];
  clock: FixedClock;
  prefix: string;
  redisUrl: string;
  close(): Promise<void>;
}

function required(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for the scale tests (npm run test:scale sets it)`);
  return value;
}

async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hrms_scale_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Removes every key the test file wrote, so runs never see each other's queues. */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function startCluster(size = 2, now = '2026-11-20T04:30:00.000Z'): Promise<Cluster> {
  const redisUrl = required('REDIS_URL');
  const database = await createDatabase(required('DATABASE_URL'));
  const prefix = `hrms-scale-${crypto.randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-scale-data-'));
  const clock = new FixedClock(now);
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'scale-test-secret-that-is-long-enough-0123',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  });
  const handles: DbHandle[] = [];
  const instances: Instance[] = [];
  for (let i = 0; i < size; i += 1) {
    // One after another: the first migrates, the others find the schema in place.
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
    handles.push(handle);
    const app: App = await buildApp({ config, db: handle.db, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    instances.push({ app, db: handle.db, clock, config, url, close: () => app.close() });
  }
  return {
    instances,
    clock,
    prefix,
    redisUrl,
    async close() {
      for (const instance of instances) await instance.app.close();
      for (const handle of handles) await handle.close();
      await database.drop();
      await deleteKeys(redisUrl, prefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real socket.io client on one instance; resolves once connected (rejects on a refused handshake). */
export function openSocket(url: string, token: string | undefined, opened: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

/** Everything `event` brings to `socket` (from now on). */
export function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Waits until `check` holds, polling; fails with `what` after `limitMs` (a bound for a hang, not a timing claim). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
