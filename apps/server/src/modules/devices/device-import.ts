import {
  DEVICE_MESSAGES,
  DEVICE_REVIEW_MESSAGES as M,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  isRecordId,
  type DeviceImportResult,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { DeviceDays } from './device-days.ts';
import type { DeviceSettingsService } from './device-settings.ts';
import { readExportFile, readExportRows } from './device-export.parse.ts';
import { findDeviceById, insertDevicePunches, knownLines, resolvePins } from './devices.repository.ts';
import { wallTimeToInstant } from './zoned-time.ts';

export interface DeviceImportDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  days: DeviceDays;
  settings: DeviceSettingsService;
}

/** As for a pushed line: further ahead than this is a fault, not a punch. */
const FUTURE_LIMIT_MS = 24 * 60 * 60_000;
const PROBLEMS_SHOWN = 50;

/**
 * The device software's attendance export (CSV/XLSX) for devices that cannot reach the server
 * (docs/devices.md, "Export files"). The rows become lines of the chosen device, in the ATTLOG line's own
 * form, so a punch the device also pushed (or a file imported twice) is stored once; the days are rebuilt by
 * the same rules. A dry run reads and counts and writes nothing.
 */
export class DeviceImportService {
  constructor(private readonly deps: DeviceImportDeps) {}

  async run(caller: Caller, deviceId: string, file: unknown, dryRun: boolean): Promise<DeviceImportResult> {
    if (!Buffer.isBuffer(file) || file.length === 0) throw new AppError(415, IMPORT_MESSAGES.fileType);
    const { mapping } = await this.deps.settings.importMapping();
    if (!mapping) throw conflict(M.importMappingMissing);
    const device = isRecordId(deviceId) ? await findDeviceById(this.deps.db, deviceId) : undefined;
    if (!device) throw notFound(DEVICE_MESSAGES.notFound);
    const records = await readExportFile(file);
    if (records.length - 1 > IMPORT_MAX_ROWS) throw new AppError(413, IMPORT_MESSAGES.tooManyRows);
    const read = readExportRows(records, mapping);
    if (records.length < 2) throw badRequest(IMPORT_MESSAGES.empty);

    const now = this.deps.orgTime.now();
    const timeZone = device.timeZone ?? this.deps.orgTime.timeZone;
    const problems = [...read.problems];
    const lines = new Map<string, { pin: string; deviceTime: string; instant: Date }>();
    for (const punch of read.punches) {
      const instant = wallTimeToInstant(punch.deviceTime, timeZone);
      if (instant.getTime() - now.getTime() > FUTURE_LIMIT_MS) {
        problems.push({ row: punch.row, message: M.importFuture });
        continue;
      }
      lines.set(`${punch.pin}\t${punch.deviceTime}`, { ...punch, instant });
    }
    const punches = [...lines.values()];
    const owners = await resolvePins(this.deps.db, [...new Set(punches.map((p) => p.pin))]);
    const unmatchedPins = [...new Set(punches.map((p) => p.pin))].filter((pin) => !owners.has(pin)).sort();
    const known = await knownLines(this.deps.db, device.id, punches);
    const base = {
      dryRun,
      rows: records.length - 1,
      punches: punches.length,
      newPunches: punches.length - known,
      unmatchedPins,
      problems: problems.sort((a, b) => a.row - b.row).slice(0, PROBLEMS_SHOWN),
    };
    if (dryRun) return { ...base, days: 0 };

    const inserted = await this.deps.db.transaction(async (tx) => {
      const rows = await insertDevicePunches(
        tx,
        punches.map((p) => ({
          device_id: device.id,
          pin: p.pin,
          device_time: p.deviceTime,
          punched_at: p.instant.toISOString(),
          status: 255,
          verify: null,
          user_id: owners.get(p.pin) ?? null,
          received_at: now.toISOString(),
          review: null,
        })),
      );
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'device.import',
        entityType: 'device',
        entityId: device.id,
        after: { serialNumber: device.serialNumber, rows: base.rows, newPunches: rows.length },
      });
      return rows;
    });
    const days = await this.deps.days.rebuild(
      inserted.flatMap((row) =>
        row.userId ? [{ userId: row.userId, punchedAt: new Date(row.punchedAt) }] : [],
      ),
      caller,
    );
    return { ...base, newPunches: inserted.length, days };
  }
}
