import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hrms/shared';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** Source files (tests aside): where the app's vocabulary must not be copied. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = SOURCE_DIRS.flatMap(sources);
const filesWith = (pattern: RegExp) =>
  files.filter((file) => pattern.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));

// Issue 18: the role list and the dashboard failure text are written once and imported everywhere else.
describe('vocabulary written once', () => {
  it('the role list lives only in roles.ts', () => {
    expect(filesWith(/['"]Admin['"]\s*(,|\|)\s*['"]HR['"]\s*(,|\|)\s*['"]Employee['"]/)).toEqual([
      'packages/shared/src/roles.ts',
    ]);
  });

  it('the dashboard failure text lives only in the shared messages', () => {
    expect(filesWith(new RegExp(MESSAGES.dashboardLoadFailed.replace('.', '\\.')))).toEqual([
      'packages/shared/src/messages.ts',
    ]);
  });
});
