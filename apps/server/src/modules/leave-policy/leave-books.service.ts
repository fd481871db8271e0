import {
  addDays,
  datesBetween,
  requestDays,
  SANDWICH_REACH,
  unpaidShares,
  type DayShare,
  type LeaveTypeInfo,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { activeLeavesBetween, findLeaveDays, saveLeaveDays } from './leave-days.repository.ts';
import { CATCH_UP_CHUNK, catchUpLedger, catchUpLedgers } from './leave-ledger.ts';
import {
  findPerson,
  insertLedgerRows,
  listPeople,
  netTakenOfLeave,
  type PersonRow,
} from './leave-policy.repository.ts';
import { loadPolicyBook } from './policy-book.ts';
import { listLeaveTypes } from './leave-types.repository.ts';
import { neighboursOf, planRequest, type PlannedRequest, type RequestPlan } from './request-plan.ts';

export interface LeaveBooksDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
}

/** A request's days once decided (what the leave module stores on the row). */
export interface DecidedDays {
  days: number;
  unpaidDays: number;
  sandwichDates: string[];
}

/**
 * The balance side of a leave's life (docs/leave.md): the leave module calls these inside its own
 * transactions, so a status change, its attendance rows and its ledger rows commit together.
 */
export class LeaveBooks {
  constructor(private readonly deps: LeaveBooksDeps) {}

  private async person(db: Queryable, id: string): Promise<PersonRow> {
    const person = await findPerson(db, id);
    if (!person) throw notFound('Employee not found.');
    return person;
  }

  /** What a request would take; `applying` sets other Pending days aside and counts the month. */
  /** Every leave type, built-in and custom (issue 40). */
  leaveTypes(db: Queryable = this.deps.db): Promise<LeaveTypeInfo[]> {
    return listLeaveTypes(db);
  }

  async plan(
    db: Queryable,
    userId: string,
    request: PlannedRequest,
    options: { applying: boolean; excludeId?: string },
  ): Promise<RequestPlan> {
    const today = this.deps.orgTime.today();
    const book = await loadPolicyBook(db);
    const person = await this.person(db, userId);
    await catchUpLedger(db, book, person, today, this.deps.orgTime.now());
    return planRequest(db, this.deps.workCalendar, book, person, request, { ...options, today });
  }

  /** Applying: the days it will take, or the 422 of a refusal (after the spec's own checks). */
  async forApplication(tx: Queryable, userId: string, request: PlannedRequest): Promise<DecidedDays> {
    const plan = await this.plan(tx, userId, request, { applying: true });
    if (plan.refusal) throw unprocessable(plan.refusal);
    return { days: plan.days, unpaidDays: plan.unpaidDays, sandwichDates: plan.sandwichDates };
  }

  /** Approving: decided again against today's balance, then taken (the paid part) in the same transaction. */
  async takeOnApproval(
    tx: Queryable,
    leave: PlannedRequest & { id: string; userId: string },
    approverId: string,
  ): Promise<DecidedDays> {
    const stored = await findLeaveDays(tx, leave.id);
    const plan = await this.plan(tx, leave.userId, leave, { applying: false, excludeId: leave.id });
    if (plan.refusal) throw unprocessable(plan.refusal);
    // The sandwiched days decided on applying stay (a neighbour cancelled since has already reverted them).
    const sandwichDates = stored?.sandwichDates ?? plan.sandwichDates;
    const days = plan.days - plan.sandwichDates.length + sandwichDates.length;
    const unpaidDays =
      plan.available === null ? 0 : Math.max(0, Math.round((days - plan.available) * 100) / 100);
    const paid = Math.round((days - unpaidDays) * 100) / 100;
    const decided = { days, unpaidDays, sandwichDates };
    await saveLeaveDays(tx, leave.id, decided);
    if (paid > 0)
      await insertLedgerRows(tx, [
        {
          userId: leave.userId,
          type: plan.balanceType,
          kind: 'taken',
          days: -paid,
          date: leave.startDate,
          leaveId: leave.id,
          createdBy: approverId,
          at: this.deps.orgTime.now(),
        },
      ]);
    return decided;
  }

  /** Cancelling an approved request: every day it took comes back, on the dates it was taken. */
  async reverse(tx: Queryable, leave: { id: string; userId: string }, by: string, reason: string | null) {
    const held = await netTakenOfLeave(tx, leave.id);
    const rows = held
      .filter((row) => row.days < 0)
      .map((row) => ({
        userId: leave.userId,
        type: row.type,
        kind: 'reversed' as const,
        days: -row.days,
        date: row.date,
        leaveId: leave.id,
        reason,
        createdBy: by,
        at: this.deps.orgTime.now(),
      }));
    await insertLedgerRows(tx, rows);
  }

  /**
   * A request left (cancelled, rejected): the neighbours whose sandwiched days leaned on it lose them
   * (never gain), their days and ledger follow. Returns the people whose balance changed.
   */
  async revertNeighbours(
    tx: Queryable,
    gone: { id: string; userId: string; startDate: string; endDate: string },
    by: string,
  ) {
    const from = addDays(gone.startDate, -SANDWICH_REACH);
    const to = addDays(gone.endDate, SANDWICH_REACH);
    const near = await activeLeavesBetween(tx, [gone.userId], from, to, { excludeId: gone.id });
    const changed: string[] = [];
    if (!near.some((leave) => leave.sandwichDates.length > 0)) return changed;
    const today = this.deps.orgTime.today();
    const book = await loadPolicyBook(tx);
    const person = await this.person(tx, gone.userId);
    for (const leave of near.filter((l) => l.sandwichDates.length > 0)) {
      const { calendar, others } = await neighboursOf(
        tx,
        this.deps.workCalendar,
        book,
        person,
        leave,
        today,
        leave.id,
      );
      const policy = book.on(leave.type, today);
      const again = requestDays({ ...leave, policy, calendar, others });
      const kept = leave.sandwichDates.filter((date) => again.sandwichDates.includes(date));
      const removed = leave.sandwichDates.length - kept.length;
      if (removed === 0) continue;
      const days = Math.round((leave.days - removed) * 100) / 100;
      const unpaidDays = Math.max(0, Math.round((leave.unpaidDays - removed) * 100) / 100);
      await saveLeaveDays(tx, leave.id, { days, unpaidDays, sandwichDates: kept });
      const paidBack = Math.round((leave.days - leave.unpaidDays - (days - unpaidDays)) * 100) / 100;
      if (leave.status === 'Approved' && paidBack > 0) {
        const [held] = await netTakenOfLeave(tx, leave.id);
        await insertLedgerRows(tx, [
          {
            userId: leave.userId,
            type: held?.type ?? book.balanceType(leave.type, today),
            kind: 'reversed',
            days: paidBack,
            date: held?.date ?? leave.startDate,
            leaveId: leave.id,
            reason: 'Sandwiched days reverted: the neighbouring leave was withdrawn.',
            createdBy: by,
            at: this.deps.orgTime.now(),
          },
        ]);
      }
      changed.push(leave.id);
    }
    return changed;
  }

  /**
   * For payroll (docs/leave.md, "Unpaid leave and payroll"): per person, the dates in [from, to] taken as
   * unpaid by approved requests and how much of each (0.5 for half a day), one query for many people.
   */
  async unpaidLeaveDays(userIds: string[], from: string, to: string): Promise<Map<string, DayShare[]>> {
    const result = new Map<string, DayShare[]>(userIds.map((id) => [id, []]));
    const leaves = await activeLeavesBetween(this.deps.db, userIds, addDays(from, -SANDWICH_REACH), to, {
      statuses: ['Approved'],
      unpaidOnly: true,
    });
    if (leaves.length === 0) return result;
    const calFrom = leaves.reduce((min, l) => (l.startDate < min ? l.startDate : min), from);
    const calTo = leaves.reduce((max, l) => (l.endDate > max ? l.endDate : max), to);
    // Each person's own calendar (issue 42): one per location, shared by everyone working there.
    const calendars = await this.deps.workCalendar.calendarsFor(
      userIds,
      calFrom,
      addDays(calTo, SANDWICH_REACH),
    );
    const book = await loadPolicyBook(this.deps.db);
    for (const leave of leaves) {
      const weight = book.on(leave.type, leave.startDate).weight;
      const working = calendars.of(leave.userId).workingDates(datesBetween(leave.startDate, leave.endDate));
      const perDate = [
        ...working.map((date) => ({ date, days: weight })),
        ...leave.sandwichDates.map((date) => ({ date, days: 1 })),
      ].sort((a, b) => a.date.localeCompare(b.date));
      const shares = unpaidShares(perDate, leave.unpaidDays).filter((s) => s.date >= from && s.date <= to);
      result.get(leave.userId)?.push(...shares);
    }
    for (const shares of result.values()) shares.sort((a, b) => a.date.localeCompare(b.date));
    return result;
  }

  /** The monthly job: every person's accruals, carry-forward and lapses due by today. */
  async catchUpEveryone(): Promise<string[]> {
    const today = this.deps.orgTime.today();
    const book = await loadPolicyBook(this.deps.db);
    const people = await listPeople(this.deps.db);
    const touched: string[] = [];
    // A chunk at a time (one ledger read, one insert, one transaction): 10,000 people are 20 chunks, not
    // 10,000 transactions holding the embedded database (bench/RESULTS.md); a reader posting the same rows
    // meanwhile is harmless (period keys are unique, the insert skips what exists).
    for (let i = 0; i < people.length; i += CATCH_UP_CHUNK) {
      const chunk = people.slice(i, i + CATCH_UP_CHUNK);
      touched.push(
        ...(await this.deps.db.transaction((tx) =>
          catchUpLedgers(tx, book, chunk, today, this.deps.orgTime.now()),
        )),
      );
    }
    return touched;
  }
}
