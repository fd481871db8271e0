import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERED_BY, postgresPassFiles } from './postgres-pass.ts';

// The list of server test files run again on PostgreSQL (postgres-pass.ts) is checked against the tree, so a new
// repository with raw SQL or a new test that writes SQL cannot slip out of the PostgreSQL pass unnoticed.
const root = path.resolve(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

// The list and this check name the patterns they look for, so they are left out of the search.
const self = new Set(['test/postgres-pass.ts', 'test/postgres-pass.test.ts']);
const all = walk(root).filter((file) => file.endsWith('.ts') && !self.has(file));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
// The suite vitest.config.ts runs; crash and scale tests have their own steps on both engines.
const serverTests = all.filter((f) => f.endsWith('.test.ts') && !/\.(crash|scale)\.test\.ts$/.test(f));
const sources = all.filter((f) => !f.endsWith('.test.ts'));

/** SQL that Drizzle's query builders do not write, or that behaves differently with several connections. */
const ENGINE_SQL =
  /sql`|sql\.raw|\.execute\(|for update|skip locked|pg_advisory|onConflict|jsonb|ilike|collate/i;
/** A test that writes SQL itself or looks at which engine it runs on. */
const ENGINE_TEST =
  /sql`|sql\.raw|\.execute\(|for update|skip locked|pg_advisory|process\.env\.DATABASE_URL/i;

const pass = postgresPassFiles();
const inPass = new Set(pass);
const firstPart = (file: string) => path.posix.basename(file).split('.')[0];

describe('the PostgreSQL pass (test/postgres-pass.ts)', () => {
  it('names existing server test files, each once', () => {
    expect(pass.filter((file) => !serverTests.includes(file))).toEqual([]);
    expect(pass.filter((file, i) => pass.indexOf(file) !== i)).toEqual([]);
  });

  it('holds every test file that writes SQL or reads DATABASE_URL itself', () => {
    const missing = serverTests.filter((file) => ENGINE_TEST.test(read(file)) && !inPass.has(file));
    expect(missing).toEqual([]);
  });

  it('runs the SQL of every source file that writes engine-sensitive SQL', () => {
    // Table definitions (db/schema) are run by the migrations, which every PostgreSQL test database is made by.
    const sensitive = sources.filter((file) => !file.startsWith('db/schema/') && ENGINE_SQL.test(read(file)));
    const uncovered = sensitive.filter((file) => {
      const named = COVERED_BY[file];
      if (named) return !inPass.has(named);
      return !pass.some(
        (test) =>
          path.posix.dirname(test) === path.posix.dirname(file) && firstPart(test) === firstPart(file),
      );
    });
    expect(uncovered).toEqual([]);
    // An entry for a file that is gone or no longer writes such SQL is stale.
    expect(Object.keys(COVERED_BY).filter((file) => !sensitive.includes(file))).toEqual([]);
  });
});
