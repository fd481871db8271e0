import crypto from 'node:crypto';
import {
  PAYROLL_MESSAGES as M,
  formatDateDMY,
  isoDay,
  matchesSalaryFilter,
  parsePayPeriod,
  type GenerateSalaryRequest,
  type GenerateSalaryResponse,
  type Role,
  type SalaryFilter,
  type SalaryRecord,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, forbidden, unprocessable } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { presentSalaryRecord } from './payroll.presenter.ts';
import { mayGenerateSalaries, mayReadSalariesOf } from './payroll.policy.ts';
import * as repo from './payroll.repository.ts';
import { SlipBatchRunner } from './slip-batch.ts';
import type { PayrollAttendance } from './slip-pay.ts';
import type { SlipBatchQueue } from './slip-queue.ts';

export interface PayrollCaller {
  id: string;
  role: Role;
}

export interface PayrollDeps {
  db: Database;
  orgTime: OrgTime;
  orgName: string;
  weeklyOff: readonly number[];
  realtime: Realtime;
  attendance: PayrollAttendance;
  storage: FileStorage;
  fileLinks: FileLinks;
  queue: SlipBatchQueue;
  audit: AuditService;
}

/** Salary generation (in the background) and salary histories. Rules: docs/payroll.md. */
export class PayrollService {
  private readonly runner: SlipBatchRunner;

  constructor(private readonly deps: PayrollDeps) {
    this.runner = new SlipBatchRunner(deps);
  }

  /** Starts the queue and picks up batches a crash or restart left unfinished. */
  async start(): Promise<void> {
    this.runner.resume();
    this.deps.queue.start((batchId) => this.runner.run(batchId));
    for (const batchId of await repo.findUnfinishedBatchIds(this.deps.db)) this.deps.queue.enqueue(batchId);
  }

  /** Finishes the running chunk and stops; the rest of the batch resumes at the next start. */
  async stop(): Promise<void> {
    this.runner.stop();
    await this.deps.queue.close();
  }

  /** Resolves when no batch is running or waiting. */
  whenIdle(): Promise<void> {
    return this.deps.queue.idle();
  }

  /** Checks the request, records the batch, queues it and answers at once (the route replies 202). */
  async requestGeneration(
    caller: PayrollCaller & AuditActor,
    body: GenerateSalaryRequest,
  ): Promise<GenerateSalaryResponse> {
    if (!mayGenerateSalaries(caller)) throw forbidden('Only an Admin can generate salary slips.');
    const period = parsePayPeriod(body.month);
    if (!period) throw badRequest(M.invalidPeriod);
    // Any month up to the current one; the current one reads attendance up to a cut-off (docs/payroll.md).
    const firstDay = isoDay(period.year, period.month, 1);
    if (this.deps.orgTime.today() < firstDay)
      throw unprocessable(M.periodNotStarted(period.label, formatDateDMY(firstDay)));
    const employeeIds = [...new Set(body.employeeIds)];
    if ((await repo.countExistingUsers(this.deps.db, employeeIds)) !== employeeIds.length)
      throw badRequest(M.unknownEmployees);

    const batchId = crypto.randomUUID();
    const state: repo.BatchState = {
      employeeIds,
      year: period.year,
      month: period.month,
      label: period.label,
      requestedBy: caller.id,
      done: 0,
    };
    // One entry per batch (docs/decisions.md): the slips it produces are its outcome, not separate decisions.
    await this.deps.db.transaction(async (tx) => {
      await repo.insertBatch(tx, batchId, state, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'salary.generate',
        entityType: 'salary_batch',
        entityId: batchId,
        after: { period: period.label, employeeIds, employeeCount: employeeIds.length },
      });
    });
    this.deps.queue.enqueue(batchId);
    return { message: M.generating(employeeIds.length), batchId };
  }

  /** GET /api/admin/salaries: everyone's records, newest first. */
  async listAll(caller: PayrollCaller): Promise<SalaryRecord[]> {
    if (!mayGenerateSalaries(caller))
      throw forbidden('Only an Admin can see everyone\u2019s salary history.');
    return this.present(await repo.listSalaryRows(this.deps.db));
  }

  /** Own history (every role); Admin may read anyone's. */
  async listOf(caller: PayrollCaller, userId: string): Promise<SalaryRecord[]> {
    if (!mayReadSalariesOf(caller, userId)) throw forbidden('You can only see your own salary history.');
    return this.present(await repo.listSalaryRows(this.deps.db, userId));
  }

  /**
   * A salary download: the same query and rules as listAll (userId null) or listOf, narrowed by the
   * screen's month/year filter. Raw rows (paise, instants) so the file keeps full precision.
   */
  async historyForExport(
    caller: PayrollCaller,
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
