/**
 * Prints what the sign-in page downloads from a built web app, raw and compressed.
 * Vite writes the entry script, its static imports (as modulepreload links) and the CSS into
 * index.html; lazily loaded route chunks are not there, which is exactly what /login loads.
 *
 *   npx vite build apps/web --outDir /tmp/hrms-dist && node --import tsx bench/bundle-size.ts /tmp/hrms-dist
 * (default folder: apps/web/dist). The sign-in budget is 150 KB of gzipped JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_GZIP_KB = 150;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
let jsGzip = 0;
console.log(`${'file'.padEnd(44)}    raw KB    gzip KB  brotli KB`);
for (const asset of [...new Set(assets)]) {
  const body = fs.readFileSync(path.join(dist, asset));
  const gzip = zlib.gzipSync(body, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(body).length;
  if (asset.endsWith('.js')) jsGzip += gzip;
  console.log(`${asset.padEnd(44)} ${kb(body.length)}   ${kb(gzip)}    ${kb(brotli)}`);
}
const verdict = jsGzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER';
console.log(
  `\nsign-in JavaScript, gzip: ${kb(jsGzip).trim()} KB (${verdict} the ${BUDGET_GZIP_KB} KB budget)`,
);
if (verdict === 'OVER') process.exitCode = 1;
