import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Settings that say where an organisation's data lives. In .env they describe yours, never the demo's. */
const YOUR_DATA = /^(DATA_DIR|DATABASE_URL|REDIS_\w+|STORAGE_DRIVER|S3_\w+)$/;

/**
 * `npm run demo` reads .env as `npm start` does (the environment wins over the file), except the settings
 * above: the demo wipes and rebuilds its own folder on its own embedded database, so a .env pointing at the
 * real organisation (DATA_DIR=./data, a bucket, a Redis) must not send it there. Returns the names left out.
 */
export function applyDemoEnvFile(file: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!fs.existsSync(file)) return [];
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (name in env || value === undefined) continue;
    if (YOUR_DATA.test(name)) skipped.push(name);
    else env[name] = value;
  }
  return skipped;
}

/** Written into every demo folder, so a later run knows the folder is its own to rebuild. */
export const DEMO_MARKER = 'demo-folder.txt';
const EARLIER_MARKER = 'demo-accounts.txt';

/** The demo deletes its folder before it builds: refuse one that holds anything but an earlier demo. */
export function assertDemoFolder(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir);
  if (entries.length === 0 || entries.includes(DEMO_MARKER) || entries.includes(EARLIER_MARKER)) return;
  throw new Error(
    `${dir} is not a demo folder (it holds ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}). ` +
      'The demo deletes and rebuilds its folder, so it only uses a new or empty folder or an earlier demo: ' +
      'choose another DATA_DIR.',
  );
}

export function markDemoFolder(dir: string): void {
  fs.writeFileSync(
    path.join(dir, DEMO_MARKER),
    'This folder is made by `npm run demo`, which deletes and rebuilds it.\n',
  );
}
