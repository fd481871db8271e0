// Runs the server test files whose SQL can differ by engine on a real PostgreSQL (the list and why:
// apps/server/src/test/postgres-pass.ts, checked by postgres-pass.test.ts); every server test file runs on
// PGlite in `npm test`. `--all` runs the whole server suite on PostgreSQL instead; other arguments go to
// vitest. Each test file gets a fresh database there. DATABASE_URL defaults to the local server that CI and
// the developer machines run.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { postgresPassFiles } from '../apps/server/src/test/postgres-pass.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Start it (see docs/development.md) or set DATABASE_URL.');
  process.exit(1);
}
const args = process.argv.slice(2);
const all = args.includes('--all');
// Other arguments go to vitest (a reporter, --bail ...).
const passOn = args.filter((arg) => arg !== '--all');
const files = all ? [] : postgresPassFiles().map((file) => `apps/server/src/${file}`);
console.log(
  all ? 'The whole server suite on PostgreSQL.' : `${files.length} server test files on PostgreSQL.`,
);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...passOn, ...files], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
