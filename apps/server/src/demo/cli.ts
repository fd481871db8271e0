import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES } from '@hrms/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { vacuumAnalyze } from '../db/vacuum.ts';
import { RunningClock } from '../lib/clock.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { restrictNewFiles } from '../lib/data-dir-mode.ts';
import { applyDemoEnvFile, assertDemoFolder, markDemoFolder } from './demo-folder.ts';
import { DEMO_PASSWORD, generateDemo, type DemoResult } from './generate.ts';

/**
 * npm run demo [-- --people 40 --months 12 --seed 20261121 --keep]
 * Builds a demo organisation in its own data folder (DATA_DIR, default ./data/demo; never ./data), then
 * starts the normal server on it. The folder is made afresh on every run, because the data is laid out
 * around today (a year back: this month and the eleven before it, leave two weeks ahead); --keep reuses it
 * as it was left. Reads .env except
 * the settings that point at your own organisation's data (demo-folder.ts).
 */
const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '40' },
    months: { type: 'string', default: '12' },
    seed: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const people = Number(values.people);
const months = Number(values.months);
if (!Number.isInteger(people) || people < 3 || people > 100_000) {
  console.error('--people takes a whole number from 3 to 100000.');
  process.exit(1);
}
if (!Number.isInteger(months) || months < 1 || months > 36) {
  console.error('--months takes a whole number from 1 to 36 (the current month and the ones before it).');
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  console.error('The demo runs on its own embedded database: unset DATABASE_URL to run it.');
  process.exit(1);
}
const skipped = applyDemoEnvFile(path.resolve('.env'));
if (skipped.length > 0)
  console.log(
    `  demo: ignoring ${skipped.join(', ')} from .env: the demo keeps to its own folder and database`,
  );
process.env.DATA_DIR ??= path.resolve('data/demo');
// The demo folder is a data folder like any other: its user's only (docs/security.md).
restrictNewFiles();
const config = loadConfig();
const accountsFile = path.join(config.dataDir, 'demo-accounts.txt');
const reuse = values.keep && fs.existsSync(path.join(config.dataDir, 'pglite'));
try {
  assertDemoFolder(config.dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (!reuse) {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  markDemoFolder(config.dataDir);
  const started = performance.now();
  const result = await seed(people, values.seed ? Number(values.seed) : undefined, months);
  const text = describe(result);
  fs.writeFileSync(accountsFile, text);
  console.log(`${text}\n  (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
} else if (fs.existsSync(accountsFile)) {
  console.log(fs.readFileSync(accountsFile, 'utf8'));
}

// The organisation is in place: start the ordinary server on the same folder.
await import('../main.ts');

async function seed(count: number, seedValue: number | undefined, window: number): Promise<DemoResult> {
  console.log(`  demo: preparing the database in ${config.dataDir}...`);
  // Held until main.ts takes it over (a lock of this very process is handed on, not refused): released in
  // between, another server could slip onto the new organisation.
  const lock = lockDataDir(config.dataDir);
  let seeded = false;
  const handle = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  const now = new Date();
  const began = performance.now();
  // Runs on from where the slips put it, so each chunk of a month's batch has its own generation instant.
  const clock = new RunningClock(now);
  // The demo's history mails nobody: its people are made up and its slips are for past months (docs/mail.md).
  const app = await buildApp({
    config: { ...config, logLevel: 'silent' },
    db: handle.db,
    clock,
    mailListening: false,
  });
  await app.ready();
  try {
    const result = await generateDemo(handle.db, {
      people: count,
      seed: seedValue,
      months: window,
      now,
      timeZone: config.orgTimezone,
      weeklyOff: config.weeklyOff,
      slips: { payroll: app.services.payroll, clock },
      payrollSettings: app.services.payrollSettings,
      onStep: (step) =>
        console.log(`  demo: ${step}... (${((performance.now() - began) / 1000).toFixed(1)} s)`),
    });
    // PGlite has no autovacuum: the planner should know the rows just written (modules/system/db-maintenance.ts).
    console.log(`  demo: VACUUM ANALYZE... (${((performance.now() - began) / 1000).toFixed(1)} s)`);
    await vacuumAnalyze(handle.db);
    seeded = true;
    return result;
  } finally {
    await app.close();
    await handle.close();
    if (!seeded) lock.release();
  }
}

function describe(result: DemoResult): string {
  const byRole = (role: string) => result.people.filter((p) => p.role === role).length;
  return [
    '',
    `  Demo organisation in ${config.dataDir}`,
    `    ${result.people.length} people (${byRole('Admin')} Admin, ${byRole('HR')} HR, ${byRole('Employee')} Employee),`,
    `    attendance from ${result.from} to ${result.today} (${result.counts.attendance} rows), ${result.counts.leaves} leave requests,`,
    `    ${result.counts.tasks} tasks, ${result.counts.events} events, ${result.counts.notices} notifications,`,
    `    salary slips for ${result.counts.slipMonths.join(', ') || 'no past month yet'}.`,
    '  Sign in with (shared password for everyone):',
    ...ROLES.map((role) => `    ${role.padEnd(9)} ${result.accounts[role].padEnd(24)} ${DEMO_PASSWORD}`),
  ].join('\n');
}
