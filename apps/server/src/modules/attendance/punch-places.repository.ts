import type { Queryable } from '../../db/client.ts';
import { readSetting, writeSetting } from '../../db/org-settings.repository.ts';

// The punch-places setting: one row of org_settings (key 'punch-places'), absent on a fresh install.

export const PUNCH_PLACES_KEY = 'punch-places';

export const readPunchPlacesSetting = (db: Queryable): Promise<unknown> => readSetting(db, PUNCH_PLACES_KEY);

export const writePunchPlacesSetting = (db: Queryable, value: unknown, updatedBy: string, at: Date) =>
  writeSetting(db, PUNCH_PLACES_KEY, value, updatedBy, at);
