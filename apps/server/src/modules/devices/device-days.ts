import { addDays, formatEmployeeId } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { DeviceAttendance, DeviceDayWritten } from '../attendance/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { punchesOfPeople } from './devices.repository.ts';
import { healNoticeRecipients, peopleByIds } from './review.repository.ts';
import { wallTimeToInstant } from './zoned-time.ts';

/** What the devices module needs of notifications: a system notice written in the change's transaction. */
export interface NoticesPort {
  notice(tx: Queryable, recipientIds: readonly string[], message: string): Promise<() => void>;
}

export interface DeviceDaysDeps {
  db: Database;
  orgTime: OrgTime;
  attendance: DeviceAttendance;
  audit: AuditService;
  notices: NoticesPort;
}

/** Who made the punches count: staff who mapped, accepted or imported them; else the person who punched. */
export type HealActor = AuditActor | 'the person';

/**
 * Rebuilds the business days (organisation's timezone) that new punches touched, from ALL the counted device
 * punches of those people on those days: the result is the same whatever order or repetition the punches came
 * in. A day that replaces the 11:00 run's Absent (a log that arrived late) is audited and told to the person
 * and HR, in the same transaction as the heal.
 */
export class DeviceDays {
  constructor(private readonly deps: DeviceDaysDeps) {}

  async rebuild(
    touched: ReadonlyArray<{ userId: string; punchedAt: Date }>,
    actor: HealActor = 'the person',
  ): Promise<number> {
    if (touched.length === 0) return 0;
    const { db, orgTime, attendance } = this.deps;
    const timeZone = orgTime.timeZone;
    // Each punch's business date (a night shift's punch after midnight belongs to the day it started).
    const touchedDates = await attendance.businessDates(
      touched.map((t) => ({ userId: t.userId, at: t.punchedAt })),
    );
    const keys = new Set(touched.map((t, i) => `${t.userId}|${touchedDates[i]}`));
    const dates = [...new Set(touchedDates)].sort();
    // A date's punches run from its midnight to the next morning (a night shift's punch-out).
    const from = wallTimeToInstant(`${dates[0]} 00:00:00`, timeZone);
    const to = wallTimeToInstant(`${addDays(dates[dates.length - 1]!, 2)} 00:00:00`, timeZone);
    const userIds = [...new Set(touched.map((t) => t.userId))];
    const loaded = await punchesOfPeople(db, userIds, from, to);
    const loadedDates = await attendance.businessDates(
      loaded.map((p) => ({ userId: p.userId, at: p.punchedAt })),
    );
    const days = new Map<string, { userId: string; date: string; punches: Date[] }>();
    loaded.forEach((punch, i) => {
      const date = loadedDates[i]!;
      const key = `${punch.userId}|${date}`;
      if (!keys.has(key)) return;
      const day = days.get(key) ?? { userId: punch.userId, date, punches: [] };
      day.punches.push(punch.punchedAt);
      days.set(key, day);
    });
    const announcements: Array<() => void> = [];
    const list = [...days.values()];
    const written = await attendance.apply(list, async (tx, rows) => {
      const healed = rows.filter((row) => row.healed);
      if (healed.length > 0) announcements.push(...(await this.recordHeals(tx, healed, list, actor)));
    });
    for (const announce of announcements) announce();
    return written.length;
  }

  private async recordHeals(
    tx: Queryable,
    healed: DeviceDayWritten[],
    days: ReadonlyArray<{ userId: string; date: string; punches: Date[] }>,
    actor: HealActor,
  ): Promise<Array<() => void>> {
    const people = await peopleByIds(tx, [...new Set(healed.map((h) => h.userId))]);
    const staff = await healNoticeRecipients(tx);
    const announce: Array<() => void> = [];
    for (const heal of healed) {
      const person = people.get(heal.userId);
      if (!person) continue;
      const punches = days.find((d) => d.userId === heal.userId && d.date === heal.date)?.punches ?? [];
      const first = new Date(Math.min(...punches.map((p) => p.getTime())));
      const at = this.deps.orgTime.parts(first).time;
      const who: AuditActor = actor === 'the person' ? person : actor;
      await this.deps.audit.record(tx, {
        actor: who,
        action: 'attendance.device_heal',
        entityType: 'attendance',
        entityId: `${heal.userId}:${heal.date}`,
        before: { employeeId: heal.userId, date: heal.date, status: 'Absent', source: 'absentee-job' },
        after: { employeeId: heal.userId, date: heal.date, firstPunch: at, source: 'device' },
      });
      announce.push(
        await this.deps.notices.notice(
          tx,
          [heal.userId],
          `Your attendance of ${heal.date} now shows your device punches (first at ${at}): they arrived late, and the Absent mark was removed.`,
        ),
        await this.deps.notices.notice(
          tx,
          staff.filter((id) => id !== heal.userId),
          `Attendance of ${person.name} (${formatEmployeeId(person.employeeNo)}) on ${heal.date}: device punches that arrived late (first at ${at}) replaced the Absent mark.`,
        ),
      );
    }
    return announce;
  }
}
