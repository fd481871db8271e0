import {
  addDays,
  DEVICE_MESSAGES as M,
  isRecordId,
  isValidTimeZone,
  type Device,
  type DevicePunch,
  type DeviceRefusal,
  type MapPinRequest,
  type RegisterDeviceRequest,
  registerDeviceBodySchema,
} from '@hrms/shared';
import { isIP } from 'node:net';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { DeviceDays } from './device-days.ts';
import type { DeviceSettingsService } from './device-settings.ts';
import {
  claimWaitingPunches,
  insertDevice,
  listDeviceRows,
  personExists,
  recentPunchRows,
  refusalRows,
  upsertPin,
  type DeviceRow,
} from './devices.repository.ts';
import { skewFlagged } from './iclock.ts';
import { wallTimeToInstant } from './zoned-time.ts';

export interface DevicesDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  days: DeviceDays;
  settings: DeviceSettingsService;
}

/** The Admin's side of biometric devices (issue 46): register, watch, map PINs. */
export class DevicesService {
  constructor(private readonly deps: DevicesDeps) {}

  async list(): Promise<Device[]> {
    // Records today: punches dated on the organisation's business date (its midnight to the next).
    const today = this.deps.orgTime.today();
    const since = wallTimeToInstant(`${today} 00:00:00`, this.deps.orgTime.timeZone);
    const until = wallTimeToInstant(`${addDays(today, 1)} 00:00:00`, this.deps.orgTime.timeZone);
    const { skewLimitMinutes } = await this.deps.settings.get();
    return (await listDeviceRows(this.deps.db, since, until)).map((row) =>
      this.present(row, row.punchesToday, skewLimitMinutes * 60),
    );
  }

  async register(caller: Caller, input: RegisterDeviceRequest): Promise<Device> {
    const body = registerDeviceBodySchema.parse(input);
    if (body.timeZone !== null && !isValidTimeZone(body.timeZone)) throw unprocessable(M.timeZone);
    const ranges = body.allowedRanges
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const validRange = (r: string) => {
      const [ip = '', bits] = r.split('/');
      const family = isIP(ip);
      const max = family === 4 ? 32 : 128;
      return family !== 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max));
    };
    if (!ranges.every(validRange)) throw unprocessable(M.allowedRanges);
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await insertDevice(tx, {
        serialNumber: body.serialNumber,
        name: body.name,
        location: body.location || null,
        timeZone: body.timeZone,
        allowedRanges: ranges.join(', '),
        createdAt: this.deps.orgTime.now(),
      });
      if (!created) throw conflict(M.duplicate);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.register',
        entityType: 'device',
        entityId: created.id,
        after: { serialNumber: created.serialNumber, name: created.name, location: created.location },
      });
      return created;
    });
    return this.present(row, 0);
  }

  async punches(): Promise<DevicePunch[]> {
    const rows = await recentPunchRows(this.deps.db, 50);
    return rows.map((row) => {
      const parts = this.deps.orgTime.parts(row.punchedAt);
      return {
        _id: row.id,
        serialNumber: row.serialNumber,
        pin: row.pin,
        punchedAt: row.punchedAt.toISOString(),
        time: `${parts.date} ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`,
        employeeId: row.userId,
        employeeName: row.name,
        receivedAt: row.receivedAt.toISOString(),
      };
    });
  }

  async refusals(): Promise<DeviceRefusal[]> {
    return (await refusalRows(this.deps.db, 50)).map((row) => ({
      serialNumber: row.serialNumber,
      address: row.address,
      reason: row.reason,
      lastAt: row.lastAt.toISOString(),
      attempts: row.attempts,
    }));
  }

  /** Maps a PIN to a person and applies the punches that waited for it. */
  async mapPin(
    caller: Caller,
    input: MapPinRequest,
  ): Promise<{ pin: string; employeeId: string; applied: number }> {
    if (!isRecordId(input.employeeId) || !(await personExists(this.deps.db, input.employeeId)))
      throw notFound(M.personNotFound);
    const claimed = await this.deps.db.transaction(async (tx) => {
      const owner = await upsertPin(tx, input.pin, input.employeeId);
      if (owner !== input.employeeId) throw conflict(M.pinTaken);
      const punches = await claimWaitingPunches(tx, input.pin, input.employeeId);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.map_pin',
        entityType: 'device',
        entityId: `pin:${input.pin}`,
        after: { pin: input.pin, employeeId: input.employeeId, waitingPunches: punches.length },
      });
      return punches;
    });
    await this.deps.days.rebuild(
      claimed.map((punchedAt) => ({ userId: input.employeeId, punchedAt })),
      caller,
    );
    return { pin: input.pin, employeeId: input.employeeId, applied: claimed.length };
  }

  private present(row: DeviceRow, punchesToday: number, limitSeconds?: number): Device {
    return {
      _id: row.id,
      serialNumber: row.serialNumber,
      name: row.name,
      location: row.location,
      timeZone: row.timeZone ?? this.deps.orgTime.timeZone,
      allowedRanges: row.allowedRanges,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      skewSeconds: row.skewSeconds,
      skewFlagged: skewFlagged(row.skewSeconds, limitSeconds),
      punchesToday,
      errors: row.errorCount,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
