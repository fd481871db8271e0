import crypto from 'node:crypto';
import {
  PAYROLL_MESSAGES as M,
  formatDateDMY,
  daysInMonth,
  isoDay,
  matchesSalaryFilter,
  parsePayPeriod,
  wantsPage,
  type GenerateSalaryRequest,
  type GenerateSalaryResponse,
  type Page,
  type SalaryFilter,
  type SalaryListQuery,
  type SalaryRecord,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { Jobs, QueuedJobHandle } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import { badRequest, conflict, forbidden, unprocessable } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/index.ts';
import type { WorkCalendarService } from '../work-calendar/index.ts';
import { presentSalaryRecord } from './payroll.presenter.ts';
import { mayGenerateSalaries, mayReadSalariesOf } from './payroll.policy.ts';
import * as repo from './payroll.repository.ts';
import * as batchRepo from './batch/payslip-batch.repository.ts';
import { leaversOfPeriod } from './leavers.repository.ts';
import { narrowsSalaries, salaryList } from './salary-list.ts';
import { PayslipBatchRunner, type UnpaidLeaveSource } from './batch/payslip-batch.ts';
import type { PayrollAttendance } from './batch/chunk-pay.ts';
import { payslipBatchJob } from './batch/payslip-batch.job.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';

import type { PayslipRenderer } from './payslip/payslip-pool.ts';
import { periodPay } from './batch/period-pay.ts';
import type { TaxBasisSource, WorkStateSource } from './batch/chunk-load.ts';
import type { PayBreakdown } from './pay/breakdown.ts';
import type { PayInputLine, PayInputSource } from './pay/pay-inputs.ts';
import { exitMonthStatutory, type ExitMonthInput } from './exit-month.ts';

export interface PayrollDeps {
  db: Database;
  orgTime: OrgTime;
  orgName: string;
  workCalendar: WorkCalendarService;
  realtime: Realtime;
  attendance: PayrollAttendance;
  payrollSettings: Pick<PayrollSettingsService, 'getSettings' | 'profilesFor' | 'revisionsFor'>;
  storage: FileStorage;
  fileLinks: FileLinks;
  jobs: Pick<Jobs, 'queue'>;
  audit: AuditService;
  /** The PDF rendering step of payslip batches (payslip-pool.ts). */
  payslips: PayslipRenderer;
  /** Leave beyond the balance taken unpaid (the leave books): loss of pay on the payslip. */
  unpaidLeave?: UnpaidLeaveSource;
  /** Each person's location state on a day (the organisation structure, issue 42): Professional Tax. */
  workStates?: WorkStateSource;
  /** The tax year's regime and declarations (the tax-year module, issue 44): TDS follows them. */
  taxBasis?: TaxBasisSource;
  /** Lines other modules add to a month (issue 45: overtime, claims, advances; pay/pay-inputs.ts). */
  payInputs?: PayInputSource;
}

/** Salary generation (in the background) and salary histories. Rules: docs/payroll.md. */
export class PayrollService {
  private readonly batches: QueuedJobHandle;

  constructor(private readonly deps: PayrollDeps) {
    // A background job of the app's job framework (jobs/): started and stopped with the app.
    this.batches = deps.jobs.queue(payslipBatchJob(deps.db, new PayslipBatchRunner(deps)));
  }

  /** Resolves when no batch is running or waiting. */
  whenIdle(): Promise<void> {
    return this.batches.idle();
  }

  /** Checks the request, records the batch, queues it and answers at once (the route replies 202). */
  async requestGeneration(caller: Caller, body: GenerateSalaryRequest): Promise<GenerateSalaryResponse> {
    if (!mayGenerateSalaries(caller)) throw forbidden('Only an Admin can generate salary slips.');
    const period = parsePayPeriod(body.month);
    if (!period) throw badRequest(M.invalidPeriod);
    // Any month up to the current one; the current one reads attendance up to a cut-off (docs/payroll.md).
    const firstDay = isoDay(period.year, period.month, 1);
    if (this.deps.orgTime.today() < firstDay)
      throw unprocessable(M.periodNotStarted(period.label, formatDateDMY(firstDay)));
    const employeeIds = [...new Set(body.employeeIds)];
    await this.mustAllExist(employeeIds);
    await this.exitMonthPaidOnce(employeeIds, period);

    const batchId = crypto.randomUUID();
    const state: batchRepo.BatchState = {
      employeeIds,
      year: period.year,
      month: period.month,
      label: period.label,
      requestedBy: caller.id,
      done: 0,
    };
    // One entry per batch (docs/decisions.md): the payslips it produces are its outcome, not separate decisions.
    await this.deps.db.transaction(async (tx) => {
      await batchRepo.insertBatch(tx, batchId, state, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'salary.generate',
        entityType: 'salary_batch',
        entityId: batchId,
        after: { period: period.label, employeeIds, employeeCount: employeeIds.length },
      });
    });
    this.batches.enqueue(batchId);
    return { message: M.generating(employeeIds.length), batchId };
  }

  /**
   * What generating now would pay these people for the period, saving nothing (issue 22's preview): the
   * batch's own computation (period-pay.ts). Callers chunk the ids (PAYSLIP_CHUNK_SIZE).
   */
  async payFor(
    ids: string[],
    year: number,
    month: number,
  ): Promise<{ id: string; name: string; employeeNo: number; pay: PayBreakdown }[]> {
    const rows = await periodPay(this.deps, ids, year, month);
    return rows.map(({ payee, pay }) => ({
      id: payee.id,
      name: payee.name,
      employeeNo: payee.employeeNo,
      pay: pay.pay,
    }));
  }

  /** The exit month's PF, ESI, PT, LWF and TDS on a settlement's final salary (issue 43, exit-month.ts). */
  exitMonthStatutory(input: ExitMonthInput): ReturnType<typeof exitMonthStatutory> {
    return exitMonthStatutory(this.deps, input);
  }

  /**
   * Issue 43: 409 when the batch names someone whose last working day falls in the period, unless their
   * settlement is paid with this run (its slip then carries the statement alone: pay/settled-slip.ts).
   */
  private async exitMonthPaidOnce(ids: string[], period: { year: number; month: number; label: string }) {
    const { year, month } = period;
    const from = isoDay(year, month, 1);
    const leavers = await leaversOfPeriod(
      this.deps.db,
      ids,
      from,
      isoDay(year, month, daysInMonth(year, month)),
    );
    if (leavers.length === 0) return;
    const inputs =
      (await this.deps.payInputs?.(
        leavers.map((l) => l.id),
        year,
        month,
      )) ?? new Map<string, PayInputLine[]>();
    const settled = (id: string) => (inputs.get(id) ?? []).some((l) => l.kind.startsWith('settled'));
    const unpaid = leavers.filter((l) => !settled(l.id));
    if (unpaid.length > 0)
      throw conflict(M.exitMonthOnSettlement(unpaid.map((l) => l.name).join(', '), period.label));
  }

  /** 400 with 'One or more selected employees no longer exist.' unless every id (distinct) is a person. */
  async mustAllExist(distinctIds: string[]): Promise<void> {
    if ((await repo.countExistingUsers(this.deps.db, distinctIds)) !== distinctIds.length)
      throw badRequest(M.unknownEmployees);
  }

  /** These records as the API shows them (the payroll-runs' status events). */
  async recordsById(ids: string[]): Promise<SalaryRecord[]> {
    return ids.length === 0 ? [] : this.present(await repo.findSalaryRows(this.deps.db, ids));
  }

  /** GET /api/admin/salaries: everyone's records, newest first. */
  async listAll(caller: Caller, query: SalaryListQuery = {}): Promise<SalaryRecord[] | Page<SalaryRecord>> {
    if (!mayGenerateSalaries(caller))
      throw forbidden('Only an Admin can see everyone\u2019s salary history.');
    if (!wantsPage(query) && !narrowsSalaries(query))
      return this.present(await repo.listSalaryRows(this.deps.db));
    return salaryList(this.deps.db, query, (rows) => this.present(rows));
  }

  /** Own history (every role); Admin may read anyone's. */
  async listOf(caller: Caller, userId: string): Promise<SalaryRecord[]> {
    if (!mayReadSalariesOf(caller, userId)) throw forbidden('You can only see your own salary history.');
    return this.present(await repo.listSalaryRows(this.deps.db, userId));
  }

  /**
   * A salary download: the same query and rules as listAll (userId null) or listOf, narrowed by the
   * screen's month/year filter. Raw rows (paise, instants) so the file keeps full precision.
   */
  async historyForExport(
    caller: Caller,
    userId: string | null,
    filter: SalaryFilter,
  ): Promise<{ rows: repo.SalaryRow[]; timeZone: string }> {
    if (userId === null ? !mayGenerateSalaries(caller) : !mayReadSalariesOf(caller, userId))
      throw forbidden('You can only see your own salary history.');
    const rows = await repo.listSalaryRows(this.deps.db, userId ?? undefined);
    return {
      rows: rows.filter((row) => matchesSalaryFilter(row.month, filter)),
      timeZone: this.deps.orgTime.timeZone,
    };
  }

  private present(rows: repo.SalaryRow[]): SalaryRecord[] {
    return rows.map((row) => presentSalaryRecord(row, this.deps.fileLinks, this.deps.orgTime.timeZone));
  }
}
