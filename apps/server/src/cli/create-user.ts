import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, rupeesToPaise, type Role } from '@hrms/shared';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { createUserAccount } from '../modules/people/index.ts';
import { systemClock } from '../lib/clock.ts';
import { restrictNewFiles } from '../lib/data-dir-mode.ts';

/**
 * Creates a person from the command line (for operators and test setup), using the
 * same DATA_DIR / DATABASE_URL settings as the server. The server must not be running
 * on the same embedded data folder.
 *   npm run user:create -- --email hr@example.com --name "Priya HR" --role HR --password "s3cret-pass"
 */
async function main(): Promise<void> {
  // What this tool writes (archive, data folder, database files) is its user's only: docs/security.md.
  restrictNewFiles();
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'Employee' },
      password: { type: 'string' },
      'base-salary': { type: 'string', default: '0' },
    },
  });
  const role = values.role as Role;
  if (!values.email || !values.name || !values.password || !ROLES.includes(role)) {
    throw new Error(
      'Usage: --email <email> --name <name> --password <at least 8 characters> [--role Admin|HR|Employee] [--base-salary rupees]',
    );
  }
  const config = loadConfig();
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const user = await createUserAccount(handle.db, systemClock, config.orgTimezone, {
      email: values.email,
      name: values.name,
      password: values.password,
      role,
      baseSalaryPaise: rupeesToPaise(Number(values['base-salary'])),
    });
    console.log(`Created ${user.role} ${user.name} <${user.email}> (id ${user.id})`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
