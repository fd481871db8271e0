import { GO_LIVE_SETTINGS_KEY, goLiveSchema } from '@hrms/shared';
import type { Queryable } from './client.ts';
import { readSetting } from './org-settings.repository.ts';

/**
 * The organisation's go-live date ('YYYY-MM-DD') or null (a fresh install: the spec's behaviour). Read
 * by attendance (the absentee run, bulk marking) and payroll (days before it paid as present), so it
 * lives beside the settings rows rather than in either module.
 */
export async function readGoLive(db: Queryable): Promise<string | null> {
  const parsed = goLiveSchema.safeParse(await readSetting(db, GO_LIVE_SETTINGS_KEY));
  return parsed.success ? parsed.data.goLive : null;
}
