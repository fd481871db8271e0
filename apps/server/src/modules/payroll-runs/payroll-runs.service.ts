import type { PlacementsService } from '../org-structure/index.ts';
import { inCut, readsStructure, registerSubtotals, type RegisterCut } from './register-cut.ts';
import {
  PAYROLL_MESSAGES,
  PAYROLL_PREVIEW_PROGRESS_EVENT,
  PAYROLL_RUN_MESSAGES as M,
  SALARY_STATUS_UPDATED_EVENT,
  parsePayPeriod,
  formatDateDMY,
  daysInMonth,
  isoDay,
  payrollRunPeriod,
  type MarkPaidBody,
  type PayrollRegister,
  type PayrollRunStatus,
  type PreviewRequest,
  type RunActionResponse,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import type { PayBreakdown, PayrollService } from '../payroll/index.ts';
import * as repo from './payroll-runs.repository.ts';
import { RegisterBuilder, type RegisterEntry } from './register.ts';
import { esiLineOf, type FileRecord } from './statutory-files.ts';

/** People per preview chunk: one set of reads and one progress event each (as the payslip batch). */
export const PREVIEW_CHUNK_SIZE = 100;

export interface PayrollRunsDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
  payroll: Pick<PayrollService, 'payFor' | 'recordsById' | 'mustAllExist'>;
  payrollSettings: Pick<PayrollSettingsService, 'missingOf' | 'getSettings' | 'profilesFor'>;
  /** Each person's location state on a day (issue 42): the PT register's state, as the slip's PT line had it. */
  workStates?: (userIds: readonly string[], day: string) => Promise<Map<string, string>>;
  /** Issue 42: the register cut by department and location, and its subtotals. */
  structure?: Pick<PlacementsService, 'unitsOn'>;
}

type Period = { year: number; month: number; label: string };

const mustBeAdmin = (caller: Caller) => {
  if (caller.role !== 'Admin') throw forbidden('Only an Admin can run payroll.');
};

/** Payroll runs (issue 22, docs/payroll.md "Payroll runs"): preview, reopen, paid, the files' data. */
export class PayrollRunsService {
  constructor(private readonly deps: PayrollRunsDeps) {}

  /** The register of what generating now would pay, saving nothing; progress to the caller per chunk. */
  async preview(caller: Caller, body: PreviewRequest): Promise<PayrollRegister> {
    mustBeAdmin(caller);
    const period = parsePayPeriod(body.month);
    if (!period) throw badRequest(PAYROLL_MESSAGES.invalidPeriod);
    const firstDay = isoDay(period.year, period.month, 1);
    if (this.deps.orgTime.today() < firstDay)
      throw unprocessable(PAYROLL_MESSAGES.periodNotStarted(period.label, formatDateDMY(firstDay)));
    const monthEnd = isoDay(period.year, period.month, daysInMonth(period.year, period.month));
    const everyone = [...new Set(body.employeeIds)];
    // As 'Generate Salary Slips' answers: an unknown id is refused, not silently left out of the register.
    await this.deps.payroll.mustAllExist(everyone);
    // Issue 42: the cut reads each person's department and location on the month's last day (one statement).
    const units = await this.unitsOf(body, everyone, monthEnd);
    const ids = units ? everyone.filter((id) => inCut(units.get(id), body)) : everyone;
    const builder = new RegisterBuilder();
    const missingProfiles: PayrollRegister['missingProfiles'] = [];
    const prev =
      period.month === 1 ? { year: period.year - 1, month: 12 } : { ...period, month: period.month - 1 };
    for (let done = 0; done < ids.length; done += PREVIEW_CHUNK_SIZE) {
      const chunk = ids.slice(done, done + PREVIEW_CHUNK_SIZE);
      const [pays, previous] = await Promise.all([
        this.deps.payroll.payFor(chunk, period.year, period.month),
        repo.findPeriodBreakdowns(this.deps.db, chunk, prev.year, prev.month),
      ]);
      // ESI asks for a number only from those it covers this month: someone paid shows it by a contribution
      // line above zero; for someone paid nothing, the gross in force decides.
      const esiByPay = new Map(
        pays.filter((p) => p.pay.grossPaise > 0).map((p) => [p.id, esiLineOf(p.pay) > 0] as const),
      );
      const [missing, located] = await Promise.all([
        this.deps.payrollSettings.missingOf(chunk, esiByPay),
        this.deps.workStates?.(chunk, monthEnd) ?? Promise.resolve(new Map<string, string>()),
      ]);
      const before = new Map(previous.map((row) => [row.userId, row]));
      for (const person of pays) {
        const last = before.get(person.id);
        builder.add({
          ...person,
          previous: last
            ? { netPaise: last.amountPaise, pay: (last.payBreakdown as PayBreakdown | null) ?? null }
            : null,
        });
        // A person placed in a location that names a state has a work state for PT (issue 42), as the slip's
        // PT line reads it: only the profile's own state is asked of everyone else.
        const lacks = (missing.get(person.id) ?? []).filter(
          (what) => !(what === 'work state' && located.has(person.id)),
        );
        if (lacks.length > 0)
          missingProfiles.push({ employeeId: person.id, employeeName: person.name, missing: lacks });
      }
      this.progress(caller, body.previewId, period.label, done + chunk.length, ids.length);
    }
    const register = builder.build(period.label, missingProfiles);
    return units && body.subtotals === 'true'
      ? { ...register, subtotals: registerSubtotals(register, units) }
      : register;
  }

  /** Each person's department and location on `day`, when the cut asks for them (issue 42). */
  private async unitsOf(cut: RegisterCut, ids: readonly string[], day: string) {
    if (!readsStructure(cut) || !this.deps.structure) return null;
    return this.deps.structure.unitsOn(ids, day);
  }

  private progress(
    caller: Caller,
    previewId: string | undefined,
    month: string,
    done: number,
    total: number,
  ) {
    if (!previewId) return;
    this.deps.realtime.emitToUser(caller.id, PAYROLL_PREVIEW_PROGRESS_EVENT, {
      previewId,
      month,
      done,
      total,
      finished: done >= total,
    });
  }

  /** A finalised period's register, from its records (the same builder as the preview). */
  async register(caller: Caller, text: string, cut: RegisterCut = {}): Promise<PayrollRegister> {
    const { period, records: all } = await this.finalised(caller, text);
    const monthEnd = isoDay(period.year, period.month, daysInMonth(period.year, period.month));
    const units = await this.unitsOf(
      cut,
      all.map((r) => r.userId),
      monthEnd,
    );
    const records = units ? all.filter((r) => inCut(units.get(r.userId), cut)) : all;
    const builder = new RegisterBuilder();
    const prev =
      period.month === 1 ? { year: period.year - 1, month: 12 } : { ...period, month: period.month - 1 };
    const previous = new Map(
      (
        await repo.findPeriodBreakdowns(
          this.deps.db,
          records.map((r) => r.userId),
          prev.year,
          prev.month,
        )
      ).map((row) => [row.userId, row]),
    );
    for (const record of records) {
      const last = previous.get(record.userId);
      const entry: RegisterEntry = {
        id: record.userId,
        name: record.name,
        employeeNo: record.employeeNo,
        pay: record.pay,
        previous: last
          ? { netPaise: last.amountPaise, pay: (last.payBreakdown as PayBreakdown | null) ?? null }
          : null,
      };
      builder.add(entry);
    }
    await this.audited(caller, period, 'register');
    const register = builder.build(period.label, []);
    return units && cut.subtotals === 'true'
      ? { ...register, subtotals: registerSubtotals(register, units) }
      : register;
  }

  /** The period's finalised records with their breakdowns, for a file; 404 when there are none. */
  async finalised(caller: Caller, text: string): Promise<{ period: Period; records: FileRecord[] }> {
    mustBeAdmin(caller);
    const period = payrollRunPeriod(text);
    const rows = await repo.findFinalisedRecords(this.deps.db, period.year, period.month);
    const records = rows.filter((row) => row.payBreakdown);
    if (records.length === 0) throw notFound(M.nothingToExport(period.label));
    const ids = records.map((r) => r.userId);
    const monthEnd = isoDay(period.year, period.month, daysInMonth(period.year, period.month));
    const [profiles, states] = await Promise.all([
      this.deps.payrollSettings.profilesFor(ids),
      this.deps.workStates?.(ids, monthEnd) ?? Promise.resolve(new Map<string, string>()),
    ]);
    return {
      period,
      records: records.map((row) => ({
        ...row,
        workState: states.get(row.userId) ?? row.workState,
        pay: row.payBreakdown as PayBreakdown,
        pfOnFullWages: profiles.get(row.userId)?.pfOnFullWages ?? false,
      })),
    };
  }

  /** The default PT state of the settings (the PT register's state when a profile has none). */
  async defaultPtState(): Promise<string | null> {
    return (await this.deps.payrollSettings.getSettings()).pt.defaultState;
  }

  /** Each file download leaves an audit entry: who took which file of which period. */
  async audited(caller: Caller, period: Period, file: string): Promise<void> {
    await this.deps.audit.record(this.deps.db, {
      actor: caller,
      action: 'payroll.download',
      entityType: 'payroll_run',
      entityId: `${period.year}-${String(period.month).padStart(2, '0')}`,
      after: { period: period.label, file },
    });
  }

  /** Where the period stands (issue 40): the Payroll Run card shows it and its confirmations count from it. */
  async status(caller: Caller, text: string): Promise<PayrollRunStatus> {
    mustBeAdmin(caller);
    const period = payrollRunPeriod(text);
    const row = await repo.periodStatus(this.deps.db, period.year, period.month);
    const state =
      row.finalised > 0
        ? row.paid === row.finalised
          ? 'paid'
          : 'generated'
        : row.records > 0
          ? 'reopened'
          : 'draft';
    const generatedAt = row.lastGeneratedAt === null ? null : new Date(row.lastGeneratedAt);
    return {
      period: text,
      label: period.label,
      state,
      records: row.records,
      finalised: row.finalised,
      paid: row.paid,
      generatedOn: generatedAt ? this.deps.orgTime.parts(generatedAt).date : null,
      paidOn: row.paid > 0 ? row.paidOn : null,
    };
  }

  /** Unlocks the period for everyone finalised in it, with the reason (audited); regenerating locks again. */
  async reopen(caller: Caller, text: string, reason: string): Promise<RunActionResponse> {
    mustBeAdmin(caller);
    const period = payrollRunPeriod(text);
    const count = await this.deps.db.transaction(async (tx) => {
      const reopened = await repo.reopenPeriod(tx, period.year, period.month);
      if (reopened.length === 0) throw notFound(M.notFinalised(period.label));
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'payroll.reopen',
        entityType: 'payroll_run',
        entityId: text,
        after: { period: period.label, reason, employeeCount: reopened.length },
      });
      return reopened.length;
    });
    return { message: M.reopened(period.label, count), count };
  }

  /** Marks the period's records (or the chosen people's) paid on a date; each person hears it live. */
  async markPaid(caller: Caller, text: string, body: MarkPaidBody): Promise<RunActionResponse> {
    mustBeAdmin(caller);
    const period = payrollRunPeriod(text);
    const ids = body.employeeIds ? [...new Set(body.employeeIds)] : undefined;
    const saved = await this.deps.db.transaction(async (tx) => {
      const rows = await repo.markPaid(tx, period.year, period.month, body.paidOn, ids);
      if (rows.length === 0) throw notFound(M.notFinalised(period.label));
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'payroll.mark_paid',
        entityType: 'payroll_run',
        entityId: text,
        after: { period: period.label, paidOn: body.paidOn, employeeIds: rows.map((r) => r.userId) },
      });
      return rows;
    });
    for (const record of await this.deps.payroll.recordsById(saved.map((r) => r.id)))
      this.deps.realtime.emitToUser(record.employeeId, SALARY_STATUS_UPDATED_EVENT, record);
    return { message: M.markedPaid(period.label, saved.length), count: saved.length };
  }
}
