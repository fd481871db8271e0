import {
  DEVICE_COMMAND_MESSAGES as C,
  DEVICE_MESSAGES as M,
  isRecordId,
  queueDeviceCommandBodySchema,
  type DeviceCommand,
  type DeviceLineError,
  type QueueDeviceCommandRequest,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import {
  REBOOT_COMMAND,
  SET_TIME_PENDING,
  deleteUserCommand,
  parseCommandResults,
  queryAttlogCommand,
  setTimeCommand,
  userInfoCommand,
} from './command-text.ts';
import {
  answerCommands,
  cancelQueued,
  commandRows,
  devicesAtLocation,
  findCommand,
  insertCommands,
  lineErrorRows,
  personForDevice,
  setCommandText,
  takeQueued,
  type DeviceCommandRow,
} from './commands.repository.ts';
import type { DeviceSettingsService } from './device-settings.ts';
import { findDeviceById, type DeviceRow } from './devices.repository.ts';

export interface DeviceCommandsDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  settings: DeviceSettingsService;
}

/** Commands handed out at one poll: a device runs them in order and reports each (devicecmd). */
const PER_POLL = 10;

/**
 * Commands for devices (issue 46, docs/devices.md "Commands"): the Admin queues them, the device fetches them
 * on its next `getrequest` (queued -> sent) and reports each result on `devicecmd` (sent -> done | failed);
 * a queued command can be cancelled. The error log of malformed lines is read here too.
 */
export class DeviceCommandsService {
  constructor(private readonly deps: DeviceCommandsDeps) {}

  async list(deviceId: string): Promise<DeviceCommand[]> {
    await this.device(deviceId);
    return (await commandRows(this.deps.db, deviceId, 100)).map((r) =>
      present(r.command, r.employeeName, r.queuedByName),
    );
  }

  async queue(caller: Caller, deviceId: string, input: QueueDeviceCommandRequest): Promise<DeviceCommand> {
    const body = queueDeviceCommandBodySchema.parse(input);
    await this.device(deviceId);
    let command: string;
    let employeeId: string | null = null;
    let employeeName: string | null = null;
    switch (body.kind) {
      case 'userInfo': {
        const person = isRecordId(body.employeeId)
          ? await personForDevice(this.deps.db, body.employeeId, this.deps.orgTime.today())
          : undefined;
        if (!person) throw notFound(M.personNotFound);
        command = userInfoCommand(person.pin ?? String(person.employeeNo), person.name);
        employeeId = body.employeeId;
        employeeName = person.name;
        break;
      }
      case 'deleteUser':
        command = deleteUserCommand(body.pin);
        break;
      case 'queryAttlog': {
        const today = this.deps.orgTime.parts(this.deps.orgTime.now()).date;
        if (body.from > today) throw unprocessable(C.from);
        command = queryAttlogCommand(body.from, today);
        break;
      }
      case 'reboot':
        command = REBOOT_COMMAND;
        break;
      case 'setTime':
        command = SET_TIME_PENDING;
        break;
    }
    const row = await this.deps.db.transaction(async (tx) => {
      const [created] = await insertCommands(tx, [
        {
          deviceId,
          kind: body.kind,
          command,
          employeeId,
          queuedBy: caller.id,
          queuedAt: this.deps.orgTime.now(),
        },
      ]);
      await this.recordQueued(tx, caller, created!);
      return created!;
    });
    return present(row, employeeName, caller.name);
  }

  async cancel(caller: Caller, commandId: string): Promise<DeviceCommand> {
    const id = /^\d{1,9}$/.test(commandId) ? Number(commandId) : NaN;
    const found = Number.isNaN(id) ? undefined : await findCommand(this.deps.db, id);
    if (!found) throw notFound(C.commandNotFound);
    const row = await this.deps.db.transaction(async (tx) => {
      const cancelled = await cancelQueued(tx, id);
      if (!cancelled) throw conflict(C.notQueued);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.cancel_command',
        entityType: 'device',
        entityId: cancelled.deviceId,
        before: { commandId: id, state: 'queued' },
        after: { commandId: id, state: 'cancelled', kind: cancelled.kind },
      });
      return cancelled;
    });
    const [shown] = (await commandRows(this.deps.db, row.deviceId, 100)).filter((r) => r.command.id === id);
    return present(row, shown?.employeeName ?? null, shown?.queuedByName ?? null);
  }

  async lineErrors(deviceId: string): Promise<DeviceLineError[]> {
    await this.device(deviceId);
    return (await lineErrorRows(this.deps.db, deviceId)).map((r) => ({
      line: r.line,
      text: r.line === 0 ? `${r.reason} refused lines in that upload` : `line ${r.line}: ${r.reason}`,
      receivedAt: r.receivedAt.toISOString(),
    }));
  }

  /** GET /iclock/getrequest: the queued commands as `C:<id>:<command>` lines (marked sent), or 'OK'. */
  async handOut(device: DeviceRow): Promise<string> {
    const now = this.deps.orgTime.now();
    const taken = await takeQueued(this.deps.db, device.id, now, PER_POLL);
    if (taken.length === 0) return 'OK';
    const lines: string[] = [];
    for (const row of taken) {
      let text = row.command;
      if (row.kind === 'setTime') {
        text = setTimeCommand(now, device.timeZone ?? this.deps.orgTime.timeZone);
        await setCommandText(this.deps.db, row.id, text);
      }
      lines.push(`C:${row.id}:${text}`);
    }
    return lines.join('\n');
  }

  /** POST /iclock/devicecmd: each reported result closes its sent command (Return=0 done, else failed). */
  async answer(device: DeviceRow, body: string): Promise<number> {
    return answerCommands(this.deps.db, device.id, parseCommandResults(body), this.deps.orgTime.now());
  }

  /** Whether a new PIN is sent to the devices of the person's location (off unless the Admin turns it on). */
  async sendsPins(): Promise<boolean> {
    return (await this.deps.settings.get()).sendPinsToDevices === true;
  }

  /**
   * A person's new PIN, sent to every device of their location in the caller's transaction (when sendsPins():
   * read it before the transaction). The number of commands queued.
   */
  async sendPersonToDevices(tx: Queryable, caller: Caller, employeeId: string): Promise<number> {
    const person = await personForDevice(tx, employeeId, this.deps.orgTime.today());
    if (!person?.location) return 0;
    const deviceIds = await devicesAtLocation(tx, person.location);
    const command = userInfoCommand(person.pin ?? String(person.employeeNo), person.name);
    const at = this.deps.orgTime.now();
    const rows = await insertCommands(
      tx,
      deviceIds.map((deviceId) => ({
        deviceId,
        kind: 'userInfo',
        command,
        employeeId,
        queuedBy: caller.id,
        queuedAt: at,
      })),
    );
    for (const row of rows) await this.recordQueued(tx, caller, row);
    return rows.length;
  }

  private async recordQueued(tx: Queryable, caller: Caller, row: DeviceCommandRow): Promise<void> {
    await this.deps.audit.record(tx, {
      actor: caller,
      action: 'device.command',
      entityType: 'device',
      entityId: row.deviceId,
      after: { commandId: row.id, kind: row.kind, command: row.command },
    });
  }

  private async device(deviceId: string): Promise<DeviceRow> {
    const device = isRecordId(deviceId) ? await findDeviceById(this.deps.db, deviceId) : undefined;
    if (!device) throw notFound(M.notFound);
    return device;
  }
}

const present = (
  row: DeviceCommandRow,
  employeeName: string | null,
  queuedBy: string | null,
): DeviceCommand => ({
  _id: String(row.id),
  deviceId: row.deviceId,
  kind: row.kind as DeviceCommand['kind'],
  command: row.command,
  employeeName,
  state: row.state as DeviceCommand['state'],
  returnCode: row.returnCode,
  queuedAt: row.queuedAt.toISOString(),
  queuedBy,
  sentAt: row.sentAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});
