import { randomUUID } from 'node:crypto';
import { formatEmployeeId, isRecordId, TAX_FORMS_MESSAGES as M, type Form130Bulk } from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { Jobs, QueuedJob, QueuedJobHandle } from '../../jobs/index.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { FileLinks } from '../../storage/signed-url.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/index.ts';
import { CertificateZip } from './form130-zip.ts';
import * as bulkRepo from './form130-bulk.repository.ts';
import * as repo from './tax-forms.repository.ts';
import type { TaxFormsService } from './tax-forms.service.ts';

/** People read, certified and recorded as progress at a time. */
export const FORM130_BULK_CHUNK = 50;
/** How long the ZIP's signed link lasts once a status shows it (seconds). */
const ZIP_LINK_TTL = 600;

/** The notifications' system notice (mailed to each person by the mail module's listener). */
export interface BulkNotices {
  notice(tx: Queryable, recipientIds: readonly string[], message: string): Promise<() => void>;
}

export interface Form130BulkDeps {
  db: Database;
  orgTime: OrgTime;
  jobs: Jobs;
  audit: AuditService;
  storage: FileStorage;
  fileLinks: FileLinks;
  notices: BulkNotices;
  taxForms: Pick<TaxFormsService, 'certificateContext' | 'certificateOf'>;
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every Form 130 Part B of a tax year in the background (issue 44, docs/tax-year.md "Bulk Form 130"): the request
 * claims the year and queues the run (the one job protocol: jobs/, job_runs); the run certifies the people with a
 * finalised slip in the year chunk by chunk, records its progress after each chunk, puts one PDF a person
 * (named by employee code) in a ZIP kept in private storage, and, when asked, tells each person through a notice
 * (mailed by the mail module with a sign-in link, as payslip mails are). One person's failure is recorded with
 * its reason and the others go on. A run stopped part-way starts again from the first person at the next start.
 */
export class Form130BulkService {
  private readonly queue: QueuedJobHandle;
  private stopping = false;

  constructor(private readonly deps: Form130BulkDeps) {
    this.queue = deps.jobs.queue(this.job());
  }

  private job(): QueuedJob {
    return {
      name: bulkRepo.FORM130_BULK_JOB,
      run: (id) => this.run(id),
      unfinished: () => bulkRepo.unfinishedBulkIds(this.deps.db),
      pause: () => {
        this.stopping = true;
      },
      resume: () => {
        this.stopping = false;
      },
    };
  }

  /** Resolves once no bulk run is waiting or running (tests, the bench). */
  whenIdle(): Promise<void> {
    return this.queue.idle();
  }

  async start(caller: Caller, body: { year: number; mail?: boolean }): Promise<Form130Bulk> {
    const { db, orgTime, audit } = this.deps;
    const id = randomUUID();
    const total = (await bulkRepo.certificatePeople(db, body.year)).length;
    if (total === 0) throw conflict(M.noSlips);
    const state: bulkRepo.BulkState = {
      year: body.year,
      mail: body.mail ?? false,
      requestedBy: caller.id,
      done: 0,
      total,
      failures: [],
      zipKey: null,
    };
    await db.transaction(async (tx) => {
      if (!(await bulkRepo.insertBulk(tx, id, state, orgTime.now()))) throw conflict(M.bulkRunning);
      // The ZIP carries whole PANs: audited, as Form 138's export is.
      await audit.record(tx, {
        actor: caller,
        action: 'tax.form130_bulk',
        entityType: 'settings',
        entityId: `form-130-bulk-${body.year}`,
        before: null,
        after: { taxYear: label(body.year), people: total, mail: state.mail },
      });
    });
    this.queue.enqueue(id);
    return this.status(caller, id);
  }

  async status(_caller: Caller, id: string): Promise<Form130Bulk> {
    const row = isRecordId(id) ? await bulkRepo.findBulk(this.deps.db, id) : null;
    if (!row) throw notFound(M.bulkNotFound);
    const { state } = row;
    const status = row.finishedAt === null ? 'running' : state.failed ? 'failed' : 'finished';
    const zipUrl =
      status === 'finished' && state.zipKey
        ? this.deps.fileLinks.url(state.zipKey, {
            fileName: `Form-130-Part-B-${label(state.year)}.zip`,
            contentType: 'application/zip',
            ttlSeconds: ZIP_LINK_TTL,
          })
        : null;
    return {
      id,
      year: state.year,
      label: label(state.year),
      status,
      done: state.done,
      total: state.total,
      mail: state.mail,
      failures: state.failures,
      zipUrl,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  private async run(id: string): Promise<void> {
    const { db, orgTime, storage } = this.deps;
    const row = await bulkRepo.findBulk(db, id);
    if (!row || row.finishedAt !== null) return;
    const { year, mail } = row.state;
    try {
      const people = await bulkRepo.certificatePeople(db, year);
      const context = await this.deps.taxForms.certificateContext(year);
      const zip = new CertificateZip();
      const failures: bulkRepo.BulkFailure[] = [];
      const certified: string[] = [];
      for (let start = 0; start < people.length; start += FORM130_BULK_CHUNK) {
        if (this.stopping) return; // left unfinished: started again at the next start
        const ids = people.slice(start, start + FORM130_BULK_CHUNK);
        const [rows, slips] = await Promise.all([
          repo.findPeople(db, ids),
          repo.finalisedSlips(db, { year, month: 4 }, { year: year + 1, month: 3 }, ids),
        ]);
        for (const person of rows.sort((a, b) => a.employeeNo - b.employeeNo)) {
          // A certificate renders on this thread: requests go first between two (bench/form130-bulk.ts).
          await new Promise<void>((resolve) => setImmediate(resolve));
          const own = slips.filter((slip) => slip.userId === person.id);
          try {
            const certificate = await this.deps.taxForms.certificateOf(person, context, own);
            if (!certificate) throw new Error(M.noSlips);
            zip.add(`${formatEmployeeId(person.employeeNo)}.pdf`, certificate.body);
            certified.push(person.id);
          } catch (error) {
            failures.push({
              personId: person.id,
              employeeId: formatEmployeeId(person.employeeNo),
              name: person.name,
              reason: reasonOf(error),
            });
          }
        }
        const done = Math.min(start + FORM130_BULK_CHUNK, people.length);
        await bulkRepo.saveBulkProgress(db, id, { done, total: people.length, failures });
      }
      const zipKey = newStorageKey('form130-bulk', 'zip');
      await storage.put(zipKey, zip.finish(), 'application/zip');
      const announce = await db.transaction(async (tx): Promise<() => void> => {
        await bulkRepo.finishBulk(tx, id, year, { zipKey }, orgTime.now());
        return mail
          ? this.deps.notices.notice(tx, certified, M.bulkReady(context.form, context.label))
          : () => undefined;
      });
      announce();
    } catch (error) {
      await db.transaction((tx) =>
        bulkRepo.finishBulk(tx, id, year, { zipKey: null, failed: reasonOf(error) }, orgTime.now()),
      );
      throw error;
    }
  }
}
