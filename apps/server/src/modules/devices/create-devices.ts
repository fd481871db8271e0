import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime, RealtimeHook } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import { DeviceAttendance } from '../attendance/index.ts';
import type { FourEyes } from '../four-eyes/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { DeviceCommandsService } from './device-commands.ts';
import { DeviceDays, type NoticesPort } from './device-days.ts';
import { DeviceImportService } from './device-import.ts';
import { DeviceSettingsService } from './device-settings.ts';
import { DevicesService } from './devices.service.ts';
import { HeldPunchesService } from './held-punches.ts';
import { IclockProtocol } from './iclock.ts';
import { PersonPinService } from './person-pin.ts';
import { PushService } from './push.service.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

export interface CreateDevicesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  workCalendar: WorkCalendarService;
  realtime: Realtime & RealtimeHook;
  config: AppConfig;
  log: { warn(obj: unknown, msg?: string): void };
  /** The notifications module's system notice (a healed Absent is told to the person and HR). */
  notices: NoticesPort;
  fourEyes: FourEyes;
}

/** Devices (Admin screen and the device protocol) and Web Push, built once (services.ts). */
export function createDevices(deps: CreateDevicesDeps) {
  const { db, orgTime, audit, workCalendar, realtime, config, log, notices, fourEyes } = deps;
  const attendance = new DeviceAttendance({ db, orgTime, workCalendar, realtime });
  const days = new DeviceDays({ db, orgTime, attendance, audit, notices });
  const settings = new DeviceSettingsService({ db, orgTime, audit });
  const commands = new DeviceCommandsService({ db, orgTime, audit, settings });
  const push = new PushService({
    db,
    orgTime,
    keys: loadOrCreateVapidKeys(config.dataDir, config.vapid),
    subject: config.vapid.subject ?? `mailto:${config.admin.email}`,
    log,
  });
  push.listen(realtime);
  return {
    devices: new DevicesService({ db, orgTime, audit, days, settings }),
    iclock: new IclockProtocol({ db, orgTime, days, settings, commands }),
    deviceCommands: commands,
    deviceSettings: settings,
    heldPunches: new HeldPunchesService({ db, orgTime, audit, days, fourEyes }),
    personPins: new PersonPinService({ db, audit, days, fourEyes, commands }),
    deviceImport: new DeviceImportService({ db, orgTime, audit, days, settings }),
    push,
  };
}
