import {
  DEFAULT_DEVICE_SETTINGS,
  deviceImportMappingSchema,
  deviceSettingsSchema,
  type DeviceImportMapping,
  type DeviceSettings,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import { readOrgSetting, writeOrgSetting } from './review.repository.ts';

const CLOCK_KEY = 'devices.clock';
const IMPORT_KEY = 'devices.importMapping';

export interface DeviceSettingsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
}

/**
 * The organisation's device settings (org_settings): the skew rule (take at device time, the default, or
 * hold for review) with its limit, and the saved columns of device software exports.
 */
export class DeviceSettingsService {
  constructor(private readonly deps: DeviceSettingsDeps) {}

  async get(): Promise<DeviceSettings> {
    const parsed = deviceSettingsSchema.safeParse(await readOrgSetting(this.deps.db, CLOCK_KEY));
    return parsed.success ? parsed.data : DEFAULT_DEVICE_SETTINGS;
  }

  async save(caller: Caller, body: DeviceSettings): Promise<DeviceSettings> {
    // Read before the transaction: on the embedded engine a read on the pool inside it would wait forever.
    const before = await this.get();
    // A field left out keeps its saved value (the clock form does not send sendPinsToDevices).
    const value = { ...before, ...deviceSettingsSchema.parse(body) };
    await this.deps.db.transaction(async (tx) => {
      await writeOrgSetting(tx, CLOCK_KEY, value, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.settings',
        entityType: 'settings',
        entityId: CLOCK_KEY,
        before,
        after: value,
      });
    });
    return value;
  }

  async importMapping(): Promise<{ mapping: DeviceImportMapping | null }> {
    const parsed = deviceImportMappingSchema.safeParse(await readOrgSetting(this.deps.db, IMPORT_KEY));
    return { mapping: parsed.success ? parsed.data : null };
  }

  async saveImportMapping(
    caller: Caller,
    body: DeviceImportMapping,
  ): Promise<{ mapping: DeviceImportMapping }> {
    const mapping = deviceImportMappingSchema.parse(body);
    await this.deps.db.transaction(async (tx) => {
      await writeOrgSetting(tx, IMPORT_KEY, mapping, caller.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.import_mapping',
        entityType: 'settings',
        entityId: IMPORT_KEY,
        after: mapping,
      });
    });
    return { mapping };
  }
}
