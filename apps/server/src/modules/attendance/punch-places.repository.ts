import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orgSettings } from '../../db/schema/index.ts';

// The punch-places setting: one row of org_settings (key 'punch-places'), absent on a fresh install.

export const PUNCH_PLACES_KEY = 'punch-places';

export async function readPunchPlacesSetting(db: Queryable): Promise<unknown> {
  const [row] = await db
    .select({ value: orgSettings.value })
    .from(orgSettings)
    .where(eq(orgSettings.key, PUNCH_PLACES_KEY));
  return row?.value;
}

export async function writePunchPlacesSetting(
  db: Queryable,
  value: unknown,
  updatedBy: string,
  at: Date,
): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ key: PUNCH_PLACES_KEY, value, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: orgSettings.key, set: { value, updatedBy, updatedAt: at } });
}
