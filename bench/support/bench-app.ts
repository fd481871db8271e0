// The real app in-process on a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite in a
// temporary folder) with the business clock fixed at `now`. Bench code only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { loadConfig, type AppConfig } from '../../apps/server/src/config/env.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { FixedClock } from '../../apps/server/src/lib/clock.ts';
import { postgresDb } from './database.ts';
import { BENCH_JWT_SECRET } from './tokens.ts';

export interface BenchApp {
  app: App;
  db: Database;
  config: AppConfig;
  /** 'PostgreSQL' or 'PGlite'. */
  engine: string;
  close: () => Promise<void>;
}

/**
 * The app's settings for a bench on `dataDir`: as deployed (NODE_ENV=production: the tests' check of
 * every realtime payload against its schema is off, as in production), quiet, the bench's signing
 * secret, no web build, and the whole-API rate limit off (load from one address and a few people is the
 * point of a bench). The business clock is the FixedClock given to buildApp, not CLOCK_START.
 */
export function benchConfig(dataDir: string): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: BENCH_JWT_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_MAX: '0',
  });
}

export async function startBenchApp(label: string, now: string, poolSize = 10): Promise<BenchApp> {
  const base = process.env.DATABASE_URL || undefined;
  const pgDb = base ? await postgresDb(base, label) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hrms-bench-${label}-`));
  const handle = await openDatabase({
    databaseUrl: pgDb?.url,
    pgliteDir: pgDb ? undefined : path.join(dataDir, 'pglite'),
    poolSize,
  });
  const config = benchConfig(dataDir);
  const app = await buildApp({ config, db: handle.db, clock: new FixedClock(now) });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    engine: pgDb ? 'PostgreSQL' : 'PGlite',
    async close() {
      await app.close();
      await handle.close();
      // Let the pool's sockets finish closing before the database is dropped under them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
