import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { startJobs } from './jobs/index.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './lib/data-dir-lock.ts';

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

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const clock = config.clockStart ? new OffsetClock(config.clockStart) : systemClock;
  const app = await buildApp({ config, db: handle.db, clock });
  const firstAdmin = await app.services.auth.ensureFirstAdmin(config.admin);
  if (firstAdmin.created && firstAdmin.email)
    printFirstAdmin(config, firstAdmin.email, firstAdmin.generatedPassword);

  let jobs: ReturnType<typeof startJobs> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: shutting down`);
    try {
      await jobs?.stop();
      await app.close();
      await handle.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs = startJobs({ attendance: app.services.attendance, log: app.log, redis: app.redis });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `HRMS is ready at http://${shownHost}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}/ (database: ${handle.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
