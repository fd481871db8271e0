import type { bulkMarkRequestSchema } from '@hrms/shared';
import {
  ATTENDANCE_MESSAGES,
  BULK_MARK_MAX_DAYS,
  BULK_MARK_MESSAGES as M,
  GO_LIVE_SETTINGS_KEY,
  datesBetween,
  isBusinessDate,
  type BulkMarkResult,
  type GoLiveSetting,
} from '@hrms/shared';
import type { z } from 'zod';
import { readGoLive } from '../../db/go-live.ts';
import { writeSetting } from '../../db/org-settings.repository.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AttendanceDeps } from './attendance.service.ts';
import { findExistingRows, findMarkablePeople, upsertBulkMarks } from './bulk-mark.repository.ts';

type BulkMarkBody = z.output<typeof bulkMarkRequestSchema>;
type Changed = (userIds: string[], dates: string[]) => void;

/**
 * Go-live and bulk marking (issue 40, docs/attendance.md "Go-live and bulk marking"). A bulk mark is
 * checked whole before anything is written: a finalised month of any chosen person refuses all of it
 * (409 naming the month); then one transaction writes every person-day and one audit entry.
 */
export class BulkMarks {
  constructor(
    private readonly deps: AttendanceDeps,
    private readonly changed: Changed,
  ) {}

  async goLive(): Promise<GoLiveSetting> {
    return { goLive: await readGoLive(this.deps.db) };
  }

  async setGoLive(admin: Caller, body: GoLiveSetting): Promise<GoLiveSetting> {
    if (body.goLive !== null && !isBusinessDate(body.goLive))
      throw unprocessable(ATTENDANCE_MESSAGES.invalidDate);
    const before = await this.goLive();
    await this.deps.db.transaction(async (tx) => {
      await writeSetting(tx, GO_LIVE_SETTINGS_KEY, body, admin.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.go_live',
        entityType: 'settings',
        entityId: GO_LIVE_SETTINGS_KEY,
        before,
        after: body,
      });
    });
    return body;
  }

  async mark(caller: Caller, body: BulkMarkBody): Promise<BulkMarkResult> {
    const { from, to, status, dryRun } = body;
    if (!isBusinessDate(from) || !isBusinessDate(to)) throw unprocessable(ATTENDANCE_MESSAGES.invalidDate);
    if (to > this.deps.orgTime.today()) throw unprocessable(M.future);
    const dates = datesBetween(from, to);
    if (dates.length > BULK_MARK_MAX_DAYS) throw unprocessable(M.range);
    const chosen = body.everyone ? null : [...new Set(body.employeeIds)];
    const people = await findMarkablePeople(this.deps.db, chosen);
    if (chosen !== null && people.length < chosen.length) throw notFound(M.unknownPeople);
    const ids = people.map((person) => person.id);
    const plan = await this.plan(people, dates, from, to);
    const result: BulkMarkResult = { dryRun, people: people.length, ...plan.counts };
    if (ids.length === 0) return result;
    // Refused up front, nothing written: any chosen person's finalised month in the range.
    await this.deps.payrollLocks?.assertOpen(ids, from, to);
    if (dryRun) return result;
    await this.deps.db.transaction(async (tx) => {
      await this.deps.payrollLocks?.assertOpen(ids, from, to, tx);
      await upsertBulkMarks(tx, plan.days, status, caller.id);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'attendance.bulk_mark',
        entityType: 'attendance',
        entityId: `bulk:${from}..${to}`,
        before: null,
        after: { from, to, status, everyone: body.everyone, people: people.length, ...plan.counts },
      });
    });
    if (plan.days.length > 0)
      this.changed([...new Set(plan.days.map((d) => d.user_id))], [...new Set(plan.days.map((d) => d.date))]);
    return result;
  }

  /** Which person-days are written, and the summary's counts (the dry run answers the same). */
  private async plan(people: { id: string; joinedOn: string }[], dates: string[], from: string, to: string) {
    const calendar = await this.deps.workCalendar.calendarFor(from, to);
    const working = new Set(calendar.workingDates(dates));
    const existing = new Map(
      people.length === 0
        ? []
        : (
            await findExistingRows(
              this.deps.db,
              people.map((p) => p.id),
              from,
              to,
            )
          ).map((row) => [`${row.userId}|${row.date}`, row.replaceable]),
    );
    const counts = { marked: 0, skippedOffDays: 0, skippedBeforeJoining: 0, kept: 0, replaced: 0 };
    const days: { user_id: string; date: string }[] = [];
    for (const person of people)
      for (const date of dates) {
        if (date < person.joinedOn) counts.skippedBeforeJoining += 1;
        else if (!working.has(date)) counts.skippedOffDays += 1;
        else {
          const replaceable = existing.get(`${person.id}|${date}`);
          if (replaceable === false) counts.kept += 1;
          else {
            if (replaceable === true) counts.replaced += 1;
            counts.marked += 1;
            days.push({ user_id: person.id, date });
          }
        }
      }
    return { counts, days };
  }
}
