import type { BalancesReport, BalancesReportQuery } from '@hrms/shared';
import type { PlacementsService } from '../org-structure/index.ts';
import { balancesReport } from './balances-report.ts';
import {
  FOUR_EYES_MESSAGES,
  LEAVE_POLICY_MESSAGES as P,
  leaveYearBounds,
  leaveYearOf,
  monthBounds,
  validateLeaveApplication,
  type LeaveAdjustmentBody,
  type LeaveBalance,
  type LeaveCalendar,
  type LeaveLedgerEntry,
  type LeavePolicies,
  type LeavePoliciesBody,
  type LeavePolicy,
  type LeavePolicyBody,
  type LeavePreview,
  type LeaveType,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import { selfDecidedFlag, type FourEyes } from '../four-eyes/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { activeLeavesBetween } from './leave-days.repository.ts';
import { catchUpLedger, figuresOn } from './leave-ledger.ts';
import type { LeaveBooks } from './leave-books.service.ts';
import { presentLedgerRow } from './leave-policy.presenter.ts';
import {
  findLedgerRow,
  findPerson,
  insertLedgerRows,
  ledgerOf,
  savePolicyVersion,
  saveYearStart,
  type PersonRow,
} from './leave-policy.repository.ts';
import { loadPolicyBook, type PolicyBook } from './policy-book.ts';
import { leaveCalendar } from './leave-calendar.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeavePolicyDeps {
  db: Database;
  orgTime: OrgTime;
  workCalendar: WorkCalendarService;
  realtime: Realtime;
  audit: AuditService;
  books: LeaveBooks;
  /** Issue 39: nobody adjusts their own balance (a sole Admin excepted, flagged in the audit entry). */
  fourEyes: FourEyes;
  /** Issue 42: the balances report's cut and subtotals by department and location. */
  structure?: Pick<PlacementsService, 'unitsOn'>;
}

/** Leave policies, balances, the ledger, adjustments, the preview and the team calendar (docs/leave.md). */
export class LeavePolicyService {
  constructor(private readonly deps: LeavePolicyDeps) {}

  async getPolicies(): Promise<LeavePolicies> {
    const book = await loadPolicyBook(this.deps.db);
    const today = this.deps.orgTime.today();
    return {
      yearStartMonth: book.yearStart,
      policies: book.types.map((type) => present(book, type, today)),
    };
  }

  async putPolicy(admin: Caller, type: LeaveType, body: LeavePolicyBody): Promise<LeavePolicy> {
    await this.save(admin, { policies: [{ ...body, type }] });
    return (await this.getPolicies()).policies.find((policy) => policy.type === type)!;
  }

  async putPolicies(admin: Caller, body: LeavePoliciesBody): Promise<LeavePolicies> {
    await this.save(admin, body);
    return this.getPolicies();
  }

  /** A new version from today on (applies from the next accrual; past ledger rows stay). */
  private async save(admin: Caller, body: LeavePoliciesBody): Promise<void> {
    const today = this.deps.orgTime.today();
    const at = this.deps.orgTime.now();
    const before = await loadPolicyBook(this.deps.db);
    const next = new Map(before.types.map((type) => [type, before.on(type, today)]));
    for (const { type, ...policy } of body.policies) {
      // The name is checked here (the contract takes any string: custom types are rows, issue 40).
      if (!next.has(type)) throw badRequest(P.invalidType);
      next.set(type, policy);
    }
    for (const [type, policy] of next) {
      if (policy.countsAgainst === type) throw badRequest(P.countsAgainstItself);
      if (policy.countsAgainst && !next.has(policy.countsAgainst)) throw badRequest(P.invalidType);
      if (policy.countsAgainst && next.get(policy.countsAgainst)!.countsAgainst !== null)
        throw badRequest(P.countsAgainstChain);
    }
    await this.deps.db.transaction(async (tx) => {
      for (const { type, ...policy } of body.policies)
        await savePolicyVersion(tx, { type, effectiveFrom: today, policy, createdBy: admin.id, at });
      if (body.yearStartMonth) await saveYearStart(tx, body.yearStartMonth, admin.id, at);
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'leave_policy.update',
        entityType: 'leave_policy',
        entityId: body.policies.map((p) => p.type).join(', ') || 'leave year',
        before: {
          yearStartMonth: before.yearStart,
          ...Object.fromEntries(body.policies.map((p) => [p.type, before.on(p.type, today)])),
        },
        after: {
          yearStartMonth: body.yearStartMonth ?? before.yearStart,
          ...Object.fromEntries(body.policies.map(({ type, ...p }) => [type, p])),
        },
      });
    });
  }

  private async person(id: string): Promise<PersonRow> {
    const person = UUID.test(id) ? await findPerson(this.deps.db, id) : null;
    if (!person) throw notFound(P.employeeNotFound);
    return person;
  }

  /** The leave year asked for, its bounds, and the books caught up to today. */
  private async yearOf(person: PersonRow, year: number | undefined) {
    const book = await loadPolicyBook(this.deps.db);
    const today = this.deps.orgTime.today();
    await this.deps.db.transaction((tx) => catchUpLedger(tx, book, person, today, this.deps.orgTime.now()));
    const chosen = year ?? leaveYearOf(today, book.yearStart);
    return { book, today, year: chosen, ...leaveYearBounds(chosen, book.yearStart) };
  }

  /** Everyone's balances for a leave year, cut by department and location (issue 42, balances-report.ts). */
  balancesReport(query: BalancesReportQuery): Promise<BalancesReport> {
    return balancesReport(this.deps, query);
  }

  async balances(id: string, year?: number): Promise<LeaveBalance[]> {
    const person = await this.person(id);
    const { book, today, first, last } = await this.yearOf(person, year);
    const leaves = await activeLeavesBetween(this.deps.db, [person.id], first, last, {
      statuses: ['Pending', 'Approved'],
    });
    const inYear = leaves.filter((leave) => leave.startDate >= first);
    const month = monthBounds(today.slice(0, 7));
    const own = new Map<LeaveType, Omit<LeaveBalance, 'type' | 'countsAgainst' | 'monthUsed' | 'monthMax'>>();
    for (const type of book.types) {
      const figures = await figuresOn(this.deps.db, book, person, type, first);
      const mine = inYear.filter((leave) => book.balanceType(leave.type, today) === type);
      const sum = (list: typeof mine, pick: (l: (typeof mine)[number]) => number) =>
        Math.round(list.reduce((total, l) => total + pick(l), 0) * 100) / 100;
      const unlimited = book.on(type, today).annualQuota === null;
      own.set(type, {
        unlimited,
        opening: figures.opening,
        accrued: figures.accrued,
        taken: figures.taken,
        pending: sum(
          mine.filter((l) => l.status === 'Pending'),
          (l) => l.days,
        ),
        lapsed: figures.lapsed,
        adjusted: figures.adjusted,
        available: unlimited ? null : figures.available,
        unpaid: sum(
          mine.filter((l) => l.status === 'Approved'),
          (l) => l.unpaidDays,
        ),
      });
    }
    const offered = book.types.filter((type) => !book.type(type)?.archived);
    return offered.map((type) => {
      const policy = book.on(type, today);
      const countsAgainst = policy.countsAgainst;
      const monthUsed =
        policy.maxPerMonth === null
          ? null
          : leaves.filter((l) => l.type === type && l.startDate >= month.first && l.startDate <= month.last)
              .length;
      return {
        type,
        countsAgainst,
        ...own.get(countsAgainst ?? type)!,
        monthUsed,
        monthMax: policy.maxPerMonth,
      };
    });
  }

  async ledger(id: string, year?: number): Promise<LeaveLedgerEntry[]> {
    const person = await this.person(id);
    const { first, last } = await this.yearOf(person, year);
    return (await ledgerOf(this.deps.db, person.id, { from: first, to: last })).map(presentLedgerRow);
  }

  async adjust(staff: Caller, id: string, body: LeaveAdjustmentBody): Promise<LeaveLedgerEntry> {
    const person = await this.person(id);
    const verdict = await this.deps.fourEyes.check(staff, person.id, FOUR_EYES_MESSAGES.ownAdjustment);
    const today = this.deps.orgTime.today();
    const book = await loadPolicyBook(this.deps.db);
    const type = book.balanceType(body.type, today);
    if (book.on(type, today).annualQuota === null) throw unprocessable(P.adjustmentUnlimited(type));
    const [rowId] = await this.deps.db.transaction(async (tx) => {
      const ids = await insertLedgerRows(tx, [
        {
          userId: person.id,
          type,
          kind: 'adjustment',
          days: body.days,
          date: today,
          reason: body.reason,
          createdBy: staff.id,
          at: this.deps.orgTime.now(),
        },
      ]);
      await this.deps.audit.record(tx, {
        actor: staff,
        action: 'leave.adjust',
        entityType: 'leave_balance',
        entityId: person.id,
        after: {
          employeeId: person.id,
          employeeName: person.name,
          type,
          days: body.days,
          reason: body.reason,
          ...selfDecidedFlag(verdict),
        },
      });
      return ids;
    });
    this.deps.realtime.emitToUser(person.id, 'leave_balance_updated', { employeeId: person.id });
    return presentLedgerRow((await findLedgerRow(this.deps.db, rowId!))!);
  }

  async preview(
    id: string,
    query: { type: string; startDate: string; endDate?: string; halfDay?: 'true' | 'false' },
  ): Promise<LeavePreview> {
    const person = await this.person(id);
    const today = this.deps.orgTime.today();
    const custom = (await this.deps.books.leaveTypes()).filter((type) => !type.builtIn);
    const shape = validateLeaveApplication(query, today, undefined, custom);
    if (!shape.ok) throw badRequest(shape.message);
    const calendar = await this.deps.workCalendar.calendarOf(
      person.id,
      shape.value.startDate,
      shape.value.endDate,
    );
    const checked = validateLeaveApplication(query, today, calendar, custom);
    if (!checked.ok) throw badRequest(checked.message);
    const halfDay = query.halfDay === 'true' && custom.some((type) => type.name === checked.value.type);
    const plan = await this.deps.db.transaction((tx) =>
      this.deps.books.plan(tx, person.id, { ...checked.value, halfDay }, { applying: true }),
    );
    return {
      type: plan.type,
      balanceType: plan.balanceType,
      days: plan.days,
      workingDates: plan.workingDates,
      sandwichDates: plan.sandwichDates,
      available: plan.available,
      unpaidDays: plan.unpaidDays,
      refusal: plan.refusal,
      balance: plan.balance,
    };
  }

  /** HR and Admin: everyone (or one person); anyone else: themselves only (leave-calendar.ts). */
  calendar(caller: Caller, query: { month: string; employeeId?: string }): Promise<LeaveCalendar> {
    return leaveCalendar(this.deps, caller, query);
  }
}

function present(book: PolicyBook, type: LeaveType, today: string): LeavePolicy {
  return { type, ...book.on(type, today), updatedAt: book.updatedAt(type)?.toISOString() ?? null };
}
