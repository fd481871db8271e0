import { SALARY_BATCH_PROGRESS_EVENT, type SalaryBatchProgress } from '@hrms/shared';
import type { Realtime } from '../../../realtime/realtime.ts';
import type { FileLinks } from '../../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../../storage/storage.ts';
import { freshFingerprint, loadChunk, type ChunkLoadDeps, type LoadedChunk } from './chunk-load.ts';
import { presentSalaryRecord } from '../payroll.presenter.ts';
import * as repo from '../payroll.repository.ts';
import * as batchRepo from './payslip-batch.repository.ts';
import { lockSalaryLedger } from './salary-ledger.repository.ts';
import { payChunk, type PayrollAttendance, type PersonPay } from './chunk-pay.ts';
import { payslipRecord } from './payslip-record.ts';
import type { PayslipRenderer } from '../payslip/payslip-pool.ts';
import type { DocumentLanguage } from '../../../lib/i18n/document-language.ts';
import { documentLanguages } from '../../languages/index.ts';

export type { UnpaidLeaveSource } from './chunk-load.ts';

/** People per chunk: one stats query, one transaction and one progress event each. */
export const PAYSLIP_CHUNK_SIZE = 100;

/** A chunk whose neighbouring records changed while its payslips were made is made again, at most this often. */
const LEDGER_ATTEMPTS = 3;

/** Another batch committed records this chunk's cut-offs or corrections were computed from. */
class LedgerMoved extends Error {
  constructor() {
    super('Salary records of these people changed while their slips were made; please generate again.');
  }
}

/** A chunk's reads and pay, before anything of it is written. */
interface PreparedChunk {
  chunk: LoadedChunk;
  pay: Map<string, PersonPay>;
  /** Each person's payslip language and the organisation's digits (issue 47): what they and HR download. */
  languageOf: (userId: string) => DocumentLanguage;
}

/** The next chunk's reads, started while this chunk renders (see run). */
interface ReadAhead {
  ids: string[];
  prepared: Promise<PreparedChunk>;
}

export interface PayslipBatchDeps extends ChunkLoadDeps {
  orgName: string;
  realtime: Realtime;
  attendance: PayrollAttendance;
  storage: FileStorage;
  fileLinks: FileLinks;
  /** Renders the chunk's payslips on worker threads (payslip-pool.ts). */
  payslips: PayslipRenderer;
}

/**
 * Runs one batch, chunk by chunk. Each chunk: read the people and their month stats (one query each),
 * compute, render and store the PDFs, then in ONE transaction upsert the records and record progress.
 * After the commit: delete replaced payslips, tell each person, tell the Admin how far the batch got.
 * A crash between chunks loses nothing: the batch resumes after the last committed chunk.
 */
export class PayslipBatchRunner {
  private stopping = false;

  constructor(private readonly deps: PayslipBatchDeps) {}

  stop(): void {
    this.stopping = true;
  }

  resume(): void {
    this.stopping = false;
  }

  async run(batchId: string): Promise<void> {
    const { db, orgTime } = this.deps;
    const state = await batchRepo.findBatch(db, batchId);
    if (!state) return;
    let done = state.done;
    // Files a crash left behind: an uncommitted chunk's new payslips, or a committed chunk's replaced ones.
    if (state.pending?.length) await Promise.all(state.pending.map((key) => this.deps.storage.delete(key)));
    // The next chunk's reads and pay run on the main thread while this chunk's PDFs render on the pool
    // (docs/payroll.md, "Background generation"). They only read: another chunk's people, and a commit checks the
    // records they came from again (freshFingerprint), so a read ahead that went stale is made again.
    const lookahead: { next: ReadAhead | null } = { next: null };
    try {
      while (done < state.employeeIds.length) {
        if (this.stopping) return; // left unfinished on purpose: resumed at the next start
        const ids = state.employeeIds.slice(done, done + PAYSLIP_CHUNK_SIZE);
        const nextIds = state.employeeIds.slice(done + ids.length, done + ids.length + PAYSLIP_CHUNK_SIZE);
        const ahead = lookahead.next;
        const prepared = ahead && ahead.ids[0] === ids[0] ? ahead.prepared : null;
        lookahead.next = null;
        const readAhead = () => {
          if (lookahead.next || nextIds.length === 0 || this.stopping) return;
          const next = { ids: nextIds, prepared: this.prepare(state, nextIds) };
          // Awaited by the next chunk; a failure there is that chunk's, not an unhandled rejection here.
          next.prepared.catch(() => undefined);
          lookahead.next = next;
        };
        await this.runChunk(batchId, state, ids, done + ids.length, prepared, readAhead);
        done += ids.length;
        this.progress(state, batchId, done, false);
      }
      await batchRepo.finishBatch(db, batchId, orgTime.now());
      this.progress(state, batchId, done, true);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await batchRepo.finishBatch(db, batchId, orgTime.now(), reason);
      this.progress(state, batchId, done, true, true);
      throw error;
    } finally {
      // A batch stopped or failed with a read ahead in flight: let it end before the database may close.
      await lookahead.next?.prepared.catch(() => undefined);
    }
  }

  private async prepare(state: batchRepo.BatchState, ids: string[]): Promise<PreparedChunk> {
    const [chunk, languageOf] = await Promise.all([
      loadChunk(this.deps, ids, state.year, state.month),
      documentLanguages(this.deps.db, ids),
    ]);
    return { chunk, pay: await payChunk(this.deps.attendance, chunk.input), languageOf };
  }

  /** A chunk, made again if another batch moved the records its cut-offs and corrections came from. */
  private async runChunk(
    batchId: string,
    state: batchRepo.BatchState,
    ids: string[],
    doneAfter: number,
    prepared: Promise<PreparedChunk> | null,
    readAhead: () => void,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // A retry reads afresh: the records moved since the first reads.
        const reads = attempt === 1 && prepared ? prepared : this.prepare(state, ids);
        return await this.tryChunk(batchId, state, await reads, doneAfter, readAhead);
      } catch (error) {
        if (!(error instanceof LedgerMoved) || attempt >= LEDGER_ATTEMPTS) throw error;
      }
    }
  }

  private async tryChunk(
    batchId: string,
    state: batchRepo.BatchState,
    { chunk, pay, languageOf }: PreparedChunk,
    doneAfter: number,
    readAhead: () => void,
  ): Promise<void> {
    const { db, orgTime, storage } = this.deps;
    // People deleted since the request are skipped: their records went with them.
    const { payees, input } = chunk;
    const { settings, today } = input;
    const now = orgTime.now();
    const keys = new Map(payees.map((payee) => [payee.id, newStorageKey('salary-slips', 'pdf')]));
    await batchRepo.setBatchPending(db, batchId, [...keys.values()]);
    const rows: repo.NewSalaryRow[] = [];
    let replaced: (string | null)[] = [];
    let saved: { id: string; userId: string }[] = [];
    let orphans: string[] = [];
    try {
      // The chunk's PDFs render on the worker pool (both cores); the file writes overlap.
      const contents = payees.map((payee) => {
        const { row, content } = payslipRecord({
          settings,
          state,
          payee,
          pay: pay.get(payee.id)!,
          today,
          now,
          slipKey: keys.get(payee.id)!,
          language: languageOf(payee.id),
        });
        rows.push(row);
        return content;
      });
      const rendering = this.deps.payslips.renderAll(contents);
      readAhead();
      const pdfs = await rendering;
      const writes = rows.map((row, index) =>
        storage.put(row.slipKey!, Buffer.from(pdfs[index]!), 'application/pdf'),
      );
      await Promise.allSettled(writes).then((results) => {
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      });
      await db.transaction(async (tx) => {
        // Cut-offs and corrections depend on the neighbouring months' records: if another batch committed
        // some meanwhile, this chunk is made again rather than deducting a correction twice (docs/payroll.md).
        // Arrears likewise depend on the person's other records: they are paid once (docs/payroll.md).
        await lockSalaryLedger(tx);
        if ((await freshFingerprint(tx, chunk)) !== chunk.fingerprint) throw new LedgerMoved();
        // Someone deleted while their payslip was rendered is dropped here, not allowed to fail the chunk.
        const live = new Set(
          rows.length > 0
            ? await repo.lockLivePeople(
                tx,
                rows.map((row) => row.userId),
              )
            : [],
        );
        const kept = rows.filter((row) => live.has(row.userId));
        orphans = rows.filter((row) => !live.has(row.userId)).map((row) => row.slipKey!);
        if (kept.length > 0) {
          const ids = kept.map((row) => row.userId);
          replaced = (await repo.lockExistingPayslips(tx, ids, state.year, state.month)).map(
            (r) => r.slipKey,
          );
          saved = await repo.upsertSalaryRecords(tx, kept);
        }
        const stale = [...replaced.filter((key): key is string => Boolean(key)), ...orphans];
        await batchRepo.setBatchDone(tx, batchId, doneAfter, stale);
      });
    } catch (error) {
      // Nothing points at the payslips of a chunk that did not commit.
      await Promise.all(rows.map((row) => storage.delete(row.slipKey!)));
      throw error;
    }
    // After the commit only: the old files go, and people hear about their new records.
    const stale = [...replaced.filter((key): key is string => Boolean(key)), ...orphans];
    await Promise.all(stale.map((key) => storage.delete(key)));
    // Each person's record as it was saved (the rows and names in hand: no read back).
    const rowOf = new Map(rows.map((row) => [row.userId, row]));
    const nameOf = new Map(payees.map((payee) => [payee.id, payee.name]));
    for (const { id, userId } of saved) {
      const row = repo.savedSalaryRow(id, rowOf.get(userId)!, nameOf.get(userId)!);
      this.deps.realtime.emitToUser(
        userId,
        'new_salary_record',
        presentSalaryRecord(row, this.deps.fileLinks, orgTime.timeZone),
      );
    }
  }

  private progress(
    state: batchRepo.BatchState,
    batchId: string,
    done: number,
    finished: boolean,
    failed = false,
  ): void {
    const payload: SalaryBatchProgress = {
      batchId,
      month: state.label,
      done,
      total: state.employeeIds.length,
      finished,
      failed,
    };
    this.deps.realtime.emitToUser(state.requestedBy, SALARY_BATCH_PROGRESS_EVENT, payload);
  }
}
