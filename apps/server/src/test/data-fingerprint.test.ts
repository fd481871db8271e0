import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../db/schema/index.ts';
import { createFingerprinter } from './data-fingerprint.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** The hostile-input file's "nothing changed" check: it must see every kind of change and nothing else. */
let ctx: TestContext;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  ctx = await createTestApp();
  fingerprint = await createFingerprinter(ctx);
}, 180_000);
afterAll(async () => ctx.close());

async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await fingerprint();
  await write();
  return (await fingerprint()) !== before;
}

describe('data fingerprint', () => {
  it('sees an insert, a changing update and a delete; not a read or an update to the same values', async () => {
    let id = '';
    expect(
      await changes(async () => {
        const [row] = await ctx.db.insert(departments).values({ name: 'Fingerprint' }).returning();
        id = row!.id;
      }),
    ).toBe(true);
    expect(await changes(() => ctx.db.select().from(departments))).toBe(false);
    expect(
      await changes(() =>
        ctx.db.update(departments).set({ name: 'Fingerprint' }).where(eq(departments.id, id)),
      ),
    ).toBe(false);
    expect(
      await changes(() =>
        ctx.db.update(departments).set({ name: 'Fingerprinted' }).where(eq(departments.id, id)),
      ),
    ).toBe(true);
    expect(await changes(() => ctx.db.delete(departments).where(eq(departments.id, id)))).toBe(true);
  });

  it('does not count a change that was rolled back', async () => {
    const rolledBack = await changes(async () => {
      await ctx.db
        .transaction(async (tx) => {
          await tx.insert(departments).values({ name: 'Rolled back' });
          throw new Error('roll back');
        })
        .catch(() => undefined);
    });
    expect(rolledBack).toBe(false);
    const left = await ctx.db.select().from(departments).where(eq(departments.name, 'Rolled back'));
    expect(left).toEqual([]);
  });

  it('sees a truncate and a new stored file', async () => {
    await ctx.db.insert(departments).values({ name: 'To truncate' });
    expect(await changes(() => ctx.db.execute(sql`TRUNCATE departments CASCADE`))).toBe(true);
    const folder = path.join(ctx.config.dataDir, 'files', 'documents');
    fs.mkdirSync(folder, { recursive: true });
    expect(await changes(async () => fs.writeFileSync(path.join(folder, 'planted.pdf'), '%PDF-1.4'))).toBe(
      true,
    );
  });
});
