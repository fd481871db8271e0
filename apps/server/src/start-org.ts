import fs from 'node:fs';
import path from 'node:path';
import type { Tracer } from '@opentelemetry/api';
import { buildApp, type App } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { lockDataDir, type DataDirLock } from './lib/data-dir-lock.ts';
import { secureDataDir } from './lib/data-dir-mode.ts';

export interface StartOptions {
  clock: Clock;
  recurringJobs?: boolean;
  processMetrics?: boolean;
  tracer?: Tracer | undefined;
}

export interface StartedOrg {
  app: App;
  handle: DbHandle;
  lock: DataDirLock | null;
}

function printFirstAdmin(config: AppConfig, email: string, password: string | undefined): void {
  const lines = ['', '  First Admin account created.', `    Email:    ${email}`];
  if (password) {
    lines.push(`    Password: ${password}`);
    const file = path.join(config.dataDir, 'first-admin.txt');
    fs.writeFileSync(file, `Email: ${email}\nPassword: ${password}\n`, { mode: 0o600 });
    lines.push(
      `  The password is shown only now (also saved to ${file}; delete that file once you have signed in).`,
    );
  } else {
    lines.push('    Password: the ADMIN_PASSWORD you set.');
  }
  console.log(`${lines.join('\n')}\n`);
}

/**
 * The server's start up to listening (main.ts), one function so a test runs exactly this path: DATA_DIR made
 * private (umask 0o077, open files tightened, a warning when other users can reach it), the data-folder lock,
 * the database, the app and the first Admin.
 */
export async function startOrganisation(config: AppConfig, options: StartOptions): Promise<StartedOrg> {
  secureDataDir(config.dataDir, { info: (line) => console.log(line), warn: (line) => console.warn(line) });
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  let handle: DbHandle | undefined;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    const app = await buildApp({
      config,
      db: handle.db,
      clock: options.clock,
      recurringJobs: options.recurringJobs ?? false,
      processMetrics: options.processMetrics ?? false,
      tracer: options.tracer,
    });
    const firstAdmin = await app.services.auth.ensureFirstAdmin(config.admin);
    if (firstAdmin.created && firstAdmin.email)
      printFirstAdmin(config, firstAdmin.email, firstAdmin.generatedPassword);
    return { app, handle, lock };
  } catch (error) {
    await handle?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
