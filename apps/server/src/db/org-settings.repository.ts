import { eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { orgSettings } from './schema/index.ts';

// The organisation's settings rows (org_settings): one JSON value per key, absent on a fresh install,
// where each domain answers its defaults. Each domain keeps its key and validates the value it reads;
// the reading and writing is the same for all and lives here.

/** The value stored under `key`, or undefined when nobody has saved it yet. */
export async function readSetting(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: orgSettings.value })
    .from(orgSettings)
    .where(eq(orgSettings.key, key));
  return row?.value;
}

/** Saves `value` under `key` (inserted the first time, replaced after), with who saved it and when. */
export async function writeSetting(
  db: Queryable,
  key: string,
  value: unknown,
  updatedBy: string,
  at: Date,
): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ key, value, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: orgSettings.key, set: { value, updatedBy, updatedAt: at } });
}
