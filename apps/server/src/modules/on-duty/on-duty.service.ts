import {
  datesBetween,
  MONTH_NAMES,
  ON_DUTY_MESSAGES as M,
  type OnDutyRequest,
  type OnDutyRequestBody,
  type OnDutySettings,
  type WorkMode,
  WORK_MODES,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { ApprovalsService, CoveredQueue } from '../approvals/index.ts';
import { onDutyDays, type AttendanceService } from '../attendance/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { OvertimeService, PayMonthLocks, Waiting } from '../overtime/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { personQueue, waitingOf } from '../overtime/index.ts';
import { announceRequested, onDutyCoverQueue, type OnDutyVoices } from './on-duty.live.ts';
import { presentRequest } from './on-duty.presenter.ts';
import * as repo from './on-duty.repository.ts';

export interface OnDutyDeps extends OnDutyVoices {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  approvals: ApprovalsService;
  workCalendar: WorkCalendarService;
  attendance: AttendanceService;
  overtime: OvertimeService;
  locks: PayMonthLocks;
}

const DECIDED_WINDOW_MS = 30 * 24 * 60 * 60_000;
const MAX_DAYS = 31;

const realDate = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** 'YYYY-MM' -> 'November 2026'. */
export const monthName = (yearMonth: string) =>
  `${MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1]} ${yearMonth.slice(0, 4)}`;

/**
 * On-duty and work-from-home requests (issue 45, docs/overtime.md): asked for with a reason, refused over the
 * month's limit for the mode, over another request or approved leave, or in a finalised payroll month. The
 * decisions live in on-duty.decisions.ts.
 */
export class OnDutyService {
  /** "Pending for me": only the candidates' pending rows are read (approvals' queueReader), batched per turn. */
  private readonly queue: ReturnType<typeof personQueue<repo.RequestView>>;

  constructor(readonly deps: OnDutyDeps) {
    this.queue = personQueue(deps.approvals, (requesters) => repo.listPendingOf(deps.db, requesters));
  }

  async settings(): Promise<OnDutySettings> {
    return (await this.deps.overtime.settings()).onDuty!;
  }

  async modes(): Promise<{ modes: WorkMode[] }> {
    const s = await this.settings();
    return { modes: WORK_MODES.filter((m) => (m === 'wfh' ? s.wfhEnabled : s.onDutyEnabled)) };
  }

  async request(caller: Caller, body: OnDutyRequestBody): Promise<OnDutyRequest> {
    const { db, orgTime, audit } = this.deps;
    const all = await this.deps.overtime.settings();
    const settings = all.onDuty!;
    const enabled = body.mode === 'wfh' ? settings.wfhEnabled : settings.onDutyEnabled;
    if (!enabled) throw conflict(M.off(body.mode));
    const from = body.from;
    const to = body.to ?? body.from;
    if (!realDate(from) || !realDate(to) || to < from) throw badRequest(M.dates);
    const range = datesBetween(from, to);
    if (range.length > MAX_DAYS) throw badRequest(M.dates);
    const calendar = await this.deps.workCalendar.calendarOf(caller.id, from, to);
    // Weekly offs and holidays inside a range are skipped; a request of nothing but such days is work on them,
    // which earns comp-off once approved (docs/overtime.md), so it is taken only while comp-off is on.
    const working = calendar.workingDates(range);
    const dates = working.length === 0 && all.compOff.enabled ? range : working;
    if (dates.length === 0) throw badRequest(M.noWorkingDay);

    const [locked] = await this.deps.locks.lockedMonths([{ userId: caller.id, from, to }]);
    if (locked) throw conflict(M.locked(monthName(locked)));
    const leave = await onDutyDays.leaveAmong(db, caller.id, dates);
    if (leave.length > 0) throw conflict(M.overlapsLeave(leave[0]!));
    const monthFrom = `${from.slice(0, 7)}-01`;
    const monthTo = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const live = await repo.liveRequestsMeeting(db, caller.id, monthFrom, monthTo);
    const taken = new Set(live.flatMap((r) => r.dates));
    const clash = dates.find((d) => taken.has(d));
    if (clash) throw conflict(M.overlapsRequest(clash));
    this.checkLimit(body.mode, settings, dates, live);

    const now = orgTime.now();
    const id = await db.transaction(async (tx) => {
      const created = await repo.insertRequest(tx, {
        userId: caller.id,
        mode: body.mode,
        fromDate: from,
        toDate: to,
        dates,
        reason: body.reason,
        createdAt: now,
      });
      await audit.record(tx, {
        actor: caller,
        action: 'on-duty.request',
        entityType: 'on_duty_request',
        entityId: created,
        before: null,
        after: { mode: body.mode, from, to, dates, reason: body.reason },
      });
      return created;
    });
    const row = (await repo.findView(db, id))!;
    const [made] = await this.present([row]);
    await announceRequested(this.deps, this.deps.approvals, row, made!);
    return made!;
  }

  /** Each month the request touches: its days there plus the mode's live days must not pass the limit. */
  private checkLimit(
    mode: WorkMode,
    settings: OnDutySettings,
    dates: readonly string[],
    live: readonly { mode: string; dates: string[] }[],
  ): void {
    const limit = mode === 'wfh' ? settings.wfhMonthlyLimit : settings.onDutyMonthlyLimit;
    if (limit === null) return;
    const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
    for (const month of months) {
      const asked = dates.filter((d) => d.startsWith(month)).length;
      const before = live
        .filter((r) => r.mode === mode)
        .flatMap((r) => r.dates)
        .filter((d) => d.startsWith(month)).length;
      if (asked + before > limit) throw conflict(M.limit(mode, limit, monthName(month), asked + before));
    }
  }

  async listOwn(userId: string): Promise<OnDutyRequest[]> {
    return this.present(await repo.listOwn(this.deps.db, userId));
  }

  async listForStaff(): Promise<OnDutyRequest[]> {
    const since = new Date(this.deps.orgTime.now().getTime() - DECIDED_WINDOW_MS);
    return this.present(await repo.listForStaff(this.deps.db, since));
  }

  async pendingForMe(caller: Caller): Promise<OnDutyRequest[]> {
    const { rows, waiting } = await this.queue(caller.id);
    return this.present(rows, waiting);
  }

  /** On-duty requests for the hand-over's live push (approvals' CoverMoves): on-duty.live.ts. */
  coverQueue(): CoveredQueue {
    return onDutyCoverQueue(this.deps, (rows) => this.present(rows));
  }

  async present(rows: repo.RequestView[], known?: Map<string, Waiting>): Promise<OnDutyRequest[]> {
    const waiting = known ?? (await waitingOf(this.deps.approvals, rows));
    return rows.map((row) => presentRequest(row, waiting.get(row.id)));
  }
}
