import {
  addDays,
  datesBetween,
  daysInMonth,
  EXIT_MESSAGES as M,
  isoDay,
  MONTH_NAMES,
  rupeesToPaise,
  splitStructure,
  STAFF_ROLES,
  type LeaveBalance,
  type Settlement,
  type SettlementBody,
  type WorkCalendar,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import {
  finalMonthPay,
  type ExitMonthInput,
  type PayBreakdown,
  type PayLinePaise,
} from '../payroll/index.ts';
import { gratuity, leaveEncashmentExemptPaise } from '../statutory/index.ts';
import { presentSettlement } from './exit.presenter.ts';
import * as repo from './exit.repository.ts';
import type { ExitService } from './exit.service.ts';
import { daysShort, dueOn, noticeEnd } from './notice.ts';
import { otherTaxablePaise, settlementLines, withDeductions } from './settlement.ts';
import type { OutstandingRecoveries } from './exit.ports.ts';

/** Leave encashment's divisor: a month's wages over 26 working days (docs/exit.md "Leave encashment"). */
export const ENCASHMENT_DIVISOR = 26;
/** Labour codes (Code on Social Security, 2020, s.2(88)) apply to exits from this day: the 50% wage rule. */
const LABOUR_CODES_FROM = '2025-11-21';

export interface SettlementDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  exits: ExitService;
  /** The payroll engine's month for these people, as a payslip batch would compute it (PayrollService.payFor). */
  payFor: (ids: string[], year: number, month: number) => Promise<{ id: string; pay: PayBreakdown }[]>;
  calendarFor: (from: string, to: string) => Promise<WorkCalendar>;
  /** The person's leave balances today, and the leave types that are encashable. */
  balances: (id: string) => Promise<LeaveBalance[]>;
  encashableTypes: () => Promise<string[]>;
  /** The exit month's PF, ESI, PT, LWF and TDS on the final salary (PayrollService.exitMonthStatutory). */
  exitMonthStatutory: (input: ExitMonthInput) => Promise<{ deductions: PayLinePaise[] }>;
  /** Issue 45: what the person still owes on advances and loans, as negative lines (exit.ports.ts). */
  outstandingRecoveries?: OutstandingRecoveries;
}

type Adjustment = { name: string; paise: number; reason: string };

/** A paid line's taxable part (settlement.ts `taxablePaise`); deductions and untaxed lines carry none. */
function taxablePart(line: { code: string; paise: number }, encashmentExemptPaise: number) {
  if (line.paise <= 0) return {};
  if (line.code === 'SALARY' || line.code === 'NOTICE_PAY') return { taxablePaise: line.paise };
  if (line.code === 'LEAVE_ENCASHMENT')
    return { taxablePaise: Math.max(0, line.paise - encashmentExemptPaise) };
  return { taxablePaise: 0 };
}

/** The full and final settlement: computed as a draft, adjusted with explained lines, finalised (locked). */
export class SettlementService {
  constructor(private readonly deps: SettlementDeps) {}

  /** The latest statement: a final one as it is, else the draft computed afresh (keeping its adjustments). */
  async get(caller: Caller, exitId: string): Promise<Settlement> {
    const exit = await this.acceptedExit(caller, exitId);
    const [latest] = await repo.findSettlements(this.deps.db, exit.id);
    // A finalised statement, or an adjustment statement after it, is shown as stored: never recomputed.
    if (latest && (latest.status === 'Finalised' || latest.kind === 'Adjustment'))
      return presentSettlement(latest, exit);
    return this.saveDraft(caller, exit, (latest?.adjustments as Adjustment[] | undefined) ?? [], !latest);
  }

  async adjust(caller: Caller, exitId: string, body: SettlementBody): Promise<Settlement> {
    const exit = await this.acceptedExit(caller, exitId);
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    // After finalisation only a new adjustment statement changes anything (settlement-follow-up.service.ts).
    if (statements.some((s) => s.status === 'Finalised')) throw conflict(M.finalised);
    const adjustments = body.adjustments.map((a) => ({
      name: a.name,
      paise: rupeesToPaise(a.amount),
      reason: a.reason,
    }));
    return this.saveDraft(caller, exit, adjustments, false);
  }

  async finalise(caller: Caller, exitId: string): Promise<Settlement> {
    const exit = await this.acceptedExit(caller, exitId);
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.finaliseDraft(tx, exit.id, caller.id, this.deps.orgTime.now())))
        throw conflict(M.finalised);
      const [row] = await repo.findSettlements(tx, exit.id);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'settlement.finalise',
        entityType: 'settlement',
        entityId: row!.id,
        after: {
          employeeName: exit.person.name,
          netPaise: row!.netPaise,
          lastWorkingDay: exit.lastWorkingDay,
        },
      });
    });
    const [row] = await repo.findSettlements(this.deps.db, exit.id);
    return presentSettlement(row!, exit);
  }

  /** The finalised statement the person (or staff) may read, for the PDF; 409 until finalised. */
  async finalFor(caller: Caller, exitId: string): Promise<{ settlement: Settlement; exit: repo.ExitRow }> {
    const exit = await this.deps.exits.exit(exitId);
    const staff = STAFF_ROLES.includes(caller.role);
    if (!staff && exit.userId !== caller.id) throw forbidden('You can only see your own settlement.');
    const statements = await repo.findSettlements(this.deps.db, exit.id);
    const final = statements.find((s) => s.status === 'Finalised');
    const shown = staff ? (statements[0] ?? null) : (final ?? null);
    if (!shown) throw conflict(M.notFinalised);
    return { settlement: presentSettlement(shown, exit), exit };
  }

  private async acceptedExit(caller: Caller, exitId: string): Promise<repo.ExitRow> {
    if (!STAFF_ROLES.includes(caller.role)) throw forbidden('Only HR or an Admin can settle an exit.');
    const exit = await this.deps.exits.exit(exitId);
    if (exit.status !== 'Accepted' || !exit.lastWorkingDay) throw conflict(M.notAccepted);
    return exit;
  }

  private async saveDraft(
    caller: Caller,
    exit: repo.ExitRow,
    adjustments: Adjustment[],
    first: boolean,
  ): Promise<Settlement> {
    const computed = await this.compute(exit, adjustments);
    await this.deps.db.transaction(async (tx) => {
      await repo.upsertDraft(tx, {
        exitId: exit.id,
        userId: exit.userId,
        lines: computed.lines,
        adjustments,
        netPaise: computed.netPaise,
        dueOn: computed.dueOn,
        computedAt: this.deps.orgTime.now(),
      });
      if (first || adjustments.length > 0)
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'settlement.compute',
          entityType: 'settlement',
          entityId: exit.id,
          after: {
            employeeName: exit.person.name,
            netPaise: computed.netPaise,
            adjustments: adjustments.length,
          },
        });
    });
    const [row] = await repo.findSettlements(this.deps.db, exit.id);
    return presentSettlement(row!, exit);
  }

  private async compute(exit: repo.ExitRow, adjustments: Adjustment[]) {
    const lastDay = exit.lastWorkingDay!;
    const year = Number(lastDay.slice(0, 4));
    const month = Number(lastDay.slice(5, 7));
    const monthEnd = isoDay(year, month, daysInMonth(year, month));
    const [row] = await this.deps.payFor([exit.userId], year, month);
    if (!row) throw conflict(M.personNotFound);
    const { pay } = row;
    const calendar = await this.deps.calendarFor(isoDay(year, month, 1), addDays(lastDay, 40));
    const after = lastDay < monthEnd ? datesBetween(addDays(lastDay, 1), monthEnd) : [];
    const final = finalMonthPay({
      pay,
      lastWorkingDay: lastDay,
      workingDaysAfter: calendar.workingDates(after).length,
    });
    const template = pay.structure!.template;
    const basicDaPaise = splitStructure(pay.monthlyGrossPaise, template)
      .filter((line) => line.code === 'BASIC' || line.code === 'DA')
      .reduce((sum, line) => sum + line.paise, 0);
    // Under the labour codes, allowances above half the remuneration count as wages (gratuity).
    const wagesPaise =
      lastDay >= LABOUR_CODES_FROM
        ? Math.max(basicDaPaise, Math.round(pay.monthlyGrossPaise / 2))
        : basicDaPaise;
    const encashable = new Set(await this.deps.encashableTypes());
    const encashableDays = (await this.deps.balances(exit.userId))
      .filter((b) => encashable.has(b.type) && b.available !== null && b.available > 0)
      .reduce((sum, b) => sum + (b.available ?? 0), 0);
    const end = noticeEnd(exit.submittedOn, exit.noticeDays);
    const wished = exit.requestedLastDay < end ? exit.requestedLastDay : end;
    const result = settlementLines({
      lastWorkingDay: lastDay,
      finalMonth: {
        grossPaise: final.grossPaise,
        paidDays: final.paidDays,
        label: `${MONTH_NAMES[month - 1]} ${year}`,
      },
      monthlyGrossPaise: pay.monthlyGrossPaise,
      divisor: pay.divisor,
      basicDaPaise,
      encashableDays,
      encashmentDivisor: ENCASHMENT_DIVISOR,
      gratuity: gratuity({
        joinedOn: exit.person.joinedOn,
        lastWorkingDay: lastDay,
        monthlyWagesPaise: wagesPaise,
        fixedTerm: exit.kind === 'End of contract',
        deathOrDisablement: exit.kind === 'Death',
      }),
      shortfallDays: exit.kind === 'Resignation' ? exit.shortfallDays : 0,
      recoveryWaivedReason: exit.recoveryWaivedReason,
      releasedEarlyDays: exit.kind === 'Resignation' ? daysShort(lastDay, wished) : 0,
      // Read afresh at each computation, never stored with HR's own adjustments.
      adjustments: [...((await this.deps.outstandingRecoveries?.(exit.userId)) ?? []), ...adjustments],
    });
    const encashment = result.lines.find((line) => line.code === 'LEAVE_ENCASHMENT')?.paise ?? 0;
    const exempt = leaveEncashmentExemptPaise({
      encashmentPaise: encashment,
      monthlyBasicDaPaise: basicDaPaise,
      lastWorkingDay: lastDay,
    });
    const { deductions } = await this.deps.exitMonthStatutory({
      userId: exit.userId,
      year,
      month,
      basicEarnedPaise: final.earnings.find((line) => line.code === 'BASIC')?.paise ?? 0,
      grossEarnedPaise: final.grossPaise,
      paidDays: final.paidDays,
      otherTaxablePaise: otherTaxablePaise(result.lines, exempt),
    });
    const taxed = withDeductions(result, deductions);
    const lines = taxed.lines.map((line) => ({ ...line, ...taxablePart(line, exempt) }));
    return { lines, netPaise: taxed.netPaise, dueOn: dueOn(calendar, lastDay) };
  }
}
