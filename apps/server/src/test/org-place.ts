import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { FixedClock } from '../lib/clock.ts';
import { databaseUrlOf, onPostgresServer } from './postgres-server.ts';
import { TEST_POSTGRES_URL } from './test-db.ts';
import type { TestContext } from './test-app.ts';

/**
 * A whole organisation on disk, as the server runs it: the embedded database in DATA_DIR/pglite (or a fresh
 * PostgreSQL database when the suite runs on PostgreSQL), stored files in DATA_DIR/files and the generated
 * JWT secret in DATA_DIR. Backup tests need this rather than the in-memory test template.
 */
export interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/** `fromTemplate`: start from the suite's migrated PGlite template (initialising a new one takes seconds). */
export async function newPlace(options: { fromTemplate?: boolean } = {}): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-backup-test-'));
  if (!TEST_POSTGRES_URL && options.fromTemplate) {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([template]) });
    await client.close();
  }
  let databaseUrl: string | undefined;
  let name: string | undefined;
  const baseUrl = TEST_POSTGRES_URL;
  if (baseUrl) {
    name = `hrms_backup_${crypto.randomBytes(6).toString('hex')}`;
    await onPostgresServer(baseUrl, `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlOf(baseUrl, name);
  }
  return {
    dataDir,
    databaseUrl,
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl && name) await onPostgresServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface RunningOrg {
  app: App;
  db: Database;
  /** Shaped like the test context, so createUser works on it. */
  ctx: TestContext;
  close(): Promise<void>;
}

/** Starts the real app on a place (no JWT_SECRET: the secret file is generated in DATA_DIR, as in production). */
export async function startOrg(place: Place, now = '2026-11-20T04:30:00.000Z'): Promise<RunningOrg> {
  const handle = await openDatabase({
    databaseUrl: place.databaseUrl,
    pgliteDir: place.databaseUrl ? undefined : path.join(place.dataDir, 'pglite'),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: place.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(place.dataDir, 'no-web-build'),
  });
  const clock = new FixedClock(now);
  const app = await buildApp({ config, db: handle.db, clock });
  await app.ready();
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, db: handle.db, ctx: { app, db: handle.db, clock, config, close }, close };
}

/** Every file under a folder, as relative path -> bytes. */
export function filesUnder(root: string, prefix = ''): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const dir = path.join(root, prefix);
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [key, value] of filesUnder(root, relative)) found.set(key, value);
    else found.set(relative, fs.readFileSync(path.join(root, relative)));
  }
  return found;
}
