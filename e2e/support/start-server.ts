// Starts the built app for the end-to-end suite on a fresh temporary data folder, with one
// person of each role (e2e/support/accounts.ts) created through the server's own account code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { OffsetClock } from '../../apps/server/src/lib/clock.ts';
import { createUserAccount } from '../../apps/server/src/modules/people/index.ts';
import { ACCOUNTS, E2E_CLOCK_START } from './accounts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-e2e-'));
const timeZone = process.env.ORG_TIMEZONE || 'Asia/Kolkata';
// E2E_CLOCK_START=now: the real clock (no offset), for journeys whose codes are computed from the real time.
const realClock = process.env.E2E_CLOCK_START === 'now';
const clockStart = realClock ? new Date().toISOString() : process.env.E2E_CLOCK_START || E2E_CLOCK_START;

const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
for (const account of Object.values(ACCOUNTS)) {
  await createUserAccount(handle.db, new OffsetClock(new Date(clockStart)), timeZone, { ...account });
}
await handle.close();

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
  ORG_TIMEZONE: timeZone,
  NODE_ENV: 'test',
  CLOCK_START: realClock ? '' : clockStart,
};
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
