// Every path a doc names exists (issue 41 item 5): relative links in README.md, docs/*.md and bench/RESULTS.md,
// backticked repository paths (`apps/...`, `packages/...`, `e2e/...`, `bench/...`, `scripts/...`, `docs/...`), and
// backticked file names (`payslip-pdf.ts`), which must name a file somewhere in the tree. A rename that leaves a
// doc behind fails here. Build outputs (dist, bench/out) are not in git and are named on purpose.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .trim()
  .split('\n');
const files = new Set(tracked);
const folders = new Set();
for (const file of tracked)
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
const names = new Set(tracked.map((file) => path.basename(file)));
const GENERATED = /^(apps\/(web|server)\/dist|bench\/out)(\/|$)/;
/** Named as history ("it began as ARCHITECTURE.md"), not as a file to open. */
const HISTORY = new Set(['ARCHITECTURE.md']);

const exists = (p) => files.has(p) || folders.has(p) || GENERATED.test(p);

function problemsOf(doc) {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const problems = [];
  for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = href.split('#')[0];
    if (!target || /^[a-z]+:/.test(target)) continue;
    const p = path.normalize(path.join(path.dirname(doc), target)).replace(/\/$/, '');
    if (!exists(p)) problems.push(`link ${href}`);
  }
  for (const [, raw] of text.matchAll(/`([^`\s]+)`/g)) {
    const token = raw.replace(/[.,:;]$/, '');
    if (/[<>*{}$|[\]]/.test(token) || token.includes('...') || token.startsWith('.')) continue;
    if (/^(apps|packages|e2e|bench|scripts|docs)\//.test(token)) {
      const p = token.replace(/\/$/, '').split(':')[0];
      if (!exists(p)) problems.push(`path ${token}`);
    } else if (/^[\w.-]+\.(ts|tsx|mjs|sql|md)$/.test(token)) {
      if (!names.has(token) && !HISTORY.has(token)) problems.push(`file ${token}`);
    } else if (/^[\w-]+\/[\w./-]+\.(ts|tsx|mjs|sql|md)$/.test(token)) {
      if (!tracked.some((f) => f === token || f.endsWith(`/${token}`))) problems.push(`path ${token}`);
    }
  }
  return problems;
}

const docs = tracked.filter((f) => /^docs\/[^/]+\.md$/.test(f) || f === 'README.md' || f === 'bench/RESULTS.md');

describe('the paths the docs name', () => {
  it('finds the docs', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/spec.md']));
  });
  it.each(docs)('%s names only paths that exist', (doc) => {
    expect(problemsOf(doc)).toEqual([]);
  });
});
