// Builds the web app and bundles the server (scripts/build-server.mjs) when either has never been built or its
// sources changed since, so `npm install && npm start` works on a fresh clone and stays quick afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildServer, builtFor, SERVER_BUNDLE } from './build-server.mjs';

// WEB_DIST_DIR names a build made elsewhere, and that is the one the server serves: ours is not needed. It may
// be set in .env, which the server reads too (the environment wins over the file, as with node --env-file).
const envFile = path.resolve('.env');
const fromFile = fs.existsSync(envFile) ? parseEnv(fs.readFileSync(envFile, 'utf8')) : {};
const webElsewhere = 'WEB_DIST_DIR' in process.env ? process.env.WEB_DIST_DIR : fromFile.WEB_DIST_DIR;

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The bundle's first line names the checkout it was built in (a copied or moved folder builds again). */
function bundleIsHere() {
  const fd = fs.openSync(SERVER_BUNDLE, 'r');
  const head = Buffer.alloc(4096);
  const read = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  return head.subarray(0, read).toString('utf8').split('\n')[0] === builtFor();
}

const serverBuiltAt = builtAt(SERVER_BUNDLE);
const serverSources = ['apps/server/src', 'packages/shared/src'].map((p) => path.join(root, p));
if (serverBuiltAt === 0 || Math.max(...serverSources.map(newestMtime)) > serverBuiltAt || !bundleIsHere())
  await buildServer();

const webBuiltAt = builtAt(builtIndex);
const changedAt = Math.max(...sources.map(newestMtime));
if (!webElsewhere && (webBuiltAt === 0 || changedAt > webBuiltAt)) {
  console.log(
    webBuiltAt === 0 ? 'Building the web app (first start)...' : 'Web sources changed: rebuilding...',
  );
  const result = spawnSync('npm', ['run', 'build', '-w', '@hrms/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
