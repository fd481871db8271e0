import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Realtime, RealtimeHook } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import { DeviceAttendance } from '../attendance/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { DevicesService } from './devices.service.ts';
import { IclockProtocol } from './iclock.ts';
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
}

/** Devices (Admin screen and the device protocol) and Web Push, built once (services.ts). */
export function createDevices(deps: CreateDevicesDeps) {
  const { db, orgTime, audit, workCalendar, realtime, config, log } = deps;
  const attendance = new DeviceAttendance({ db, orgTime, workCalendar, realtime });
  const push = new PushService({
    db,
    orgTime,
    keys: loadOrCreateVapidKeys(config.dataDir, config.vapid),
    subject: config.vapid.subject ?? `mailto:${config.admin.email}`,
    log,
  });
  push.listen(realtime);
  return {
    devices: new DevicesService({ db, orgTime, audit, attendance }),
    iclock: new IclockProtocol({ db, orgTime, attendance }),
    push,
  };
}
