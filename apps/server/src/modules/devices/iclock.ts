import { BlockList, isIP } from 'node:net';
import { DEVICE_SKEW_LIMIT_SECONDS } from '@hrms/shared';
import { inBackground } from '../../db/background-lane.ts';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { parseAttlog } from './attlog.parse.ts';
import { insertLineErrors } from './commands.repository.ts';
import type { DeviceCommandsService } from './device-commands.ts';
import type { DeviceDays } from './device-days.ts';
import type { DeviceSettingsService } from './device-settings.ts';
import {
  findDeviceBySerial,
  insertDevicePunches,
  recordRefusal,
  resolvePins,
  touchDevice,
  type DeviceRow,
} from './devices.repository.ts';
import { wallTimeToInstant } from './zoned-time.ts';

export interface IclockDeps {
  db: Database;
  orgTime: OrgTime;
  days: DeviceDays;
  settings: DeviceSettingsService;
  commands: DeviceCommandsService;
}

/** A registered device as the protocol's routes pass it back in. */
export type IclockDevice = DeviceRow;

/** What a device request gets back: a status and the protocol's plain-text body. */
export interface IclockAnswer {
  status: number;
  body: string;
}

const SERIAL = /^[A-Za-z0-9_-]{1,40}$/;
/** A line dated further ahead than this is refused: a clock that wrong is a fault, not skew. */
const FUTURE_LIMIT_MS = 24 * 60 * 60_000;

/**
 * The device side of the push protocol (docs/devices.md): only registered serials from their allowed
 * addresses are heard; the rest are refused (403) and logged as refusals, their data never stored.
 */
export class IclockProtocol {
  constructor(private readonly deps: IclockDeps) {}

  /** The registered device behind the request, or the refusal to send. */
  async identify(serial: string | undefined, address: string): Promise<DeviceRow | IclockAnswer> {
    const at = this.deps.orgTime.now();
    const serialNumber = (serial ?? '').trim();
    if (!SERIAL.test(serialNumber)) return { status: 400, body: 'ERROR: SN' };
    const device = await findDeviceBySerial(this.deps.db, serialNumber);
    const reason = !device
      ? 'unknown serial'
      : !allowed(device.allowedRanges, address)
        ? 'address not allowed'
        : null;
    if (reason) {
      await recordRefusal(this.deps.db, { serialNumber, reason, address, at });
      return { status: 403, body: 'ERROR: device not registered' };
    }
    return device!;
  }

  /** GET /iclock/cdata: the handshake; the options tell the device to push punches as they happen. */
  async handshake(device: DeviceRow): Promise<IclockAnswer> {
    await touchDevice(this.deps.db, device.id, this.deps.orgTime.now());
    const options = [
      `GET OPTION FROM: ${device.serialNumber}`,
      'ATTLOGStamp=None',
      'OPERLOGStamp=9999',
      'ATTPHOTOStamp=None',
      'ErrorDelay=30',
      'Delay=10',
      'TransTimes=00:00;14:05',
      'TransInterval=1',
      'TransFlag=TransData AttLog',
      'Realtime=1',
      'Encrypt=None',
    ];
    return { status: 200, body: options.join('\r\n') };
  }

  /**
   * POST /iclock/cdata?table=...: ATTLOG lines become punches once; other tables are acknowledged. The work
   * runs in the background lane (db/background-lane.ts): after an outage fifty devices send their backlogs at
   * once, and people's requests go first (a device waits for its answer and sends again if it times out).
   */
  upload(device: DeviceRow, table: string | undefined, body: string): Promise<IclockAnswer> {
    return inBackground(() => this.ingest(device, table, body));
  }

  private async ingest(device: DeviceRow, table: string | undefined, body: string): Promise<IclockAnswer> {
    const receivedAt = this.deps.orgTime.now();
    if ((table ?? '').toUpperCase() !== 'ATTLOG') {
      await touchDevice(this.deps.db, device.id, receivedAt);
      return { status: 200, body: 'OK' };
    }
    const parsed = parseAttlog(body);
    const timeZone = device.timeZone ?? this.deps.orgTime.timeZone;
    let refused = parsed.refused;
    const errors = [...parsed.errors];
    const lines = parsed.records.flatMap((record) => {
      const instant = wallTimeToInstant(record.time, timeZone);
      if (instant.getTime() - receivedAt.getTime() > FUTURE_LIMIT_MS) {
        refused += 1;
        errors.push({
          line: record.line,
          reason: `time '${record.time}' is more than a day ahead of the server`,
        });
        return [];
      }
      return [{ record, instant }];
    });
    // Skew: how far the newest line is ahead of our receipt (a clock behind cannot be told from a late upload).
    const newest = Math.max(...lines.map((l) => l.instant.getTime()));
    const skewSeconds =
      lines.length > 0 ? Math.max(0, Math.round((newest - receivedAt.getTime()) / 1000)) : null;
    const settings = await this.deps.settings.get();
    const hold = settings.skewMode === 'hold' && skewFlagged(skewSeconds, settings.skewLimitMinutes * 60);
    const owners = await resolvePins(this.deps.db, [...new Set(lines.map((l) => l.record.pin))]);
    const inserted = await insertDevicePunches(
      this.deps.db,
      lines.map(({ record, instant }) => ({
        device_id: device.id,
        pin: record.pin,
        device_time: record.time,
        punched_at: instant.toISOString(),
        status: record.status,
        verify: record.verify,
        user_id: owners.get(record.pin) ?? null,
        received_at: receivedAt.toISOString(),
        review: hold ? ('held' as const) : null,
      })),
    );
    await touchDevice(this.deps.db, device.id, receivedAt, { skewSeconds, errors: refused });
    await insertLineErrors(this.deps.db, device.id, errors, receivedAt);
    const touched = inserted.flatMap((row) =>
      row.userId && !row.held ? [{ userId: row.userId, punchedAt: new Date(row.punchedAt) }] : [],
    );
    await this.deps.days.rebuild(touched);
    return { status: 200, body: `OK: ${lines.length}` };
  }

  /** GET /iclock/getrequest: the device asks for commands: the queued ones as `C:<id>:<command>` lines, or OK. */
  async poll(device: DeviceRow): Promise<IclockAnswer> {
    await touchDevice(this.deps.db, device.id, this.deps.orgTime.now());
    return { status: 200, body: await this.deps.commands.handOut(device) };
  }

  /** POST /iclock/devicecmd: the device reports the results of commands it ran (`ID=..&Return=..&CMD=..`). */
  async commandResults(device: DeviceRow, body: string): Promise<IclockAnswer> {
    await touchDevice(this.deps.db, device.id, this.deps.orgTime.now());
    await this.deps.commands.answer(device, body);
    return { status: 200, body: 'OK' };
  }
}

/** A device is flagged when its clock ran ahead by more than the limit at its last upload. */
export const skewFlagged = (
  skewSeconds: number | null,
  limitSeconds: number = DEVICE_SKEW_LIMIT_SECONDS,
): boolean => skewSeconds !== null && skewSeconds > limitSeconds;

/** Whether the address is in the comma-separated ranges ('' allows every address). */
export function allowed(ranges: string, address: string): boolean {
  const list = ranges
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (list.length === 0) return true;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 0) return false;
  const block = new BlockList();
  for (const range of list) {
    const [ip = '', bits] = range.split('/');
    const kind = isIP(ip);
    if (kind === 0) continue;
    const type = kind === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) block.addAddress(ip, type);
    else block.addSubnet(ip, Number(bits), type);
  }
  return block.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
