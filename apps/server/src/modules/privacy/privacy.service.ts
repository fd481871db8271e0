import type { Readable } from 'node:stream';
import {
  DATA_EXPORTS_PER_HOUR,
  DEFAULT_PRIVACY_SETTINGS,
  isIdentityDocument,
  PRIVACY_MESSAGES as M,
  privacySettingsSchema,
  type PrivacySettings,
  type Reveal,
  type RevealBody,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayrollService } from '../payroll/index.ts';
import type { PayrollSettingsService } from '../payroll-settings/index.ts';
import { salaryTable, streamDataExport } from './data-export.ts';
import * as repo from './privacy.repository.ts';

export interface PrivacyDeps {
  db: Database;
  orgTime: OrgTime;
  storage: FileStorage;
  audit: AuditService;
  payrollSettings: Pick<PayrollSettingsService, 'reveal' | 'getProfile'>;
  payroll: Pick<PayrollService, 'historyForExport'>;
  /** The outbox's .eml files of a deleted person go with their messages' rows. */
  mailer: { forget(messageIds: readonly string[]): Promise<void> };
}

/** What a deletion's transaction erased that has a copy outside the database, to remove after the commit. */
export interface ErasedTraces {
  mailIds: string[];
}

const HOUR_MS = 60 * 60 * 1000;
const isRecordId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Stored files that went missing do not stop a download: the rest of the person's data still comes. */
const readOrNull = (storage: FileStorage, key: string) => storage.read(key).catch(() => null);

/** Identity numbers revealed, a person's own data as a ZIP, the erasure settings (docs/privacy.md). */
export class PrivacyService {
  constructor(private readonly deps: PrivacyDeps) {}

  async reveal(admin: Caller, userId: string, body: RevealBody): Promise<Reveal> {
    return { field: body.field, value: await this.deps.payrollSettings.reveal(admin, userId, body.field) };
  }

  /**
   * The person's data: profile, attendance, leave, documents, issued letters, and (for the person and the Admin, who may see
   * their pay) salary records and payslip PDFs. HR's export of someone else lists their identity documents in
   * profile.json but leaves the files out (opening one needs a reason: documents.open). Each export is
   * counted and audited (who exported whose) before the ZIP is streamed; a caller gets DATA_EXPORTS_PER_HOUR
   * exports of one person a rolling hour, then 429.
   */
  async exportData(caller: Caller, userId: string): Promise<{ fileName: string; stream: Readable }> {
    if (!isRecordId(userId)) throw notFound(M.employeeNotFound);
    const { db, orgTime, storage } = this.deps;
    const person = await repo.findPerson(db, userId);
    if (!person) throw notFound(M.employeeNotFound);
    const seesPay = caller.id === userId || caller.role === 'Admin';
    const seesIdentity = caller.id === userId || caller.role === 'Admin';
    await this.countExport(caller, userId, seesPay);
    const timeZone = orgTime.timeZone;
    const [attendance, leave, documentRows, letterRows] = await Promise.all([
      repo.attendanceOf(db, userId),
      repo.leaveOf(db, userId),
      repo.documentsOf(db, userId),
      repo.lettersOf(db, userId),
    ]);
    // Issued letters (issue 43) hold no pay or identity numbers: every caller who may export gets them.
    const letters = letterRows.map((row) => ({ row, read: () => readOrNull(storage, row.storageKey) }));
    const documents = documentRows.map((row) => ({
      row,
      read:
        seesIdentity || !isIdentityDocument(row.docKey) ? () => readOrNull(storage, row.storageKey) : null,
    }));
    let pay = null;
    if (seesPay) {
      const { rows } = await this.deps.payroll.historyForExport(caller, userId, { month: '', year: '' });
      pay = {
        profile: await this.deps.payrollSettings.getProfile(caller, userId),
        salaries: salaryTable(rows, timeZone),
        slips: rows.flatMap((row) =>
          row.slipKey ? [{ month: row.month, read: () => readOrNull(storage, row.slipKey!) }] : [],
        ),
      };
    }
    const stream = streamDataExport({ person, timeZone, attendance, leave, documents, letters, pay });
    const stamp = orgTime.today();
    return { fileName: `my-data-emp-${String(person.employeeNo).padStart(4, '0')}-${stamp}.zip`, stream };
  }

  /**
   * The limit (per caller and exported person) and the audit entry in one transaction: such exports are
   * serialised by an advisory lock, so parallel requests cannot all pass the count. The audit entries are it.
   */
  private async countExport(caller: Caller, userId: string, withPay: boolean): Promise<void> {
    const now = this.deps.orgTime.now();
    const since = new Date(now.getTime() - HOUR_MS);
    await this.deps.db.transaction(async (tx) => {
      const recent = await repo.exportsSince(tx, caller.id, userId, since);
      if (recent.length >= DATA_EXPORTS_PER_HOUR) {
        const oldest = recent[0]!.getTime();
        throw tooManyRequests(
          M.tooManyExports,
          Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)),
        );
      }
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'privacy.data_export',
        entityType: 'employee',
        entityId: userId,
        after: { withPay },
      });
    });
  }

  async getSettings(db: Queryable = this.deps.db): Promise<PrivacySettings> {
    const parsed = privacySettingsSchema.safeParse(await repo.readPrivacySettingsValue(db));
    return parsed.success ? parsed.data : DEFAULT_PRIVACY_SETTINGS;
  }

  async putSettings(admin: Caller, body: PrivacySettings): Promise<PrivacySettings> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.getSettings(tx);
      await repo.writePrivacySettingsValue(tx, body, admin.id, this.deps.orgTime.now());
      await this.deps.audit.record(tx, {
        actor: admin,
        action: 'settings.privacy',
        entityType: 'settings',
        entityId: repo.PRIVACY_SETTINGS_KEY,
        before,
        after: body,
      });
    });
    return this.getSettings();
  }

  /** At a person's deletion, in its transaction (people.service.ts): what the cascade does not reach. */
  async eraseAtDeletion(tx: Queryable, userId: string): Promise<ErasedTraces> {
    return repo.eraseTracesOf(tx, userId);
  }

  /**
   * After the deletion commits: the outbox's files of the person's messages (no SMTP_URL). A file that cannot be
   * removed does not undo the deletion; docs/privacy.md says what is left where.
   */
  async eraseAfterDeletion(traces: ErasedTraces): Promise<void> {
    await this.deps.mailer.forget(traces.mailIds).catch(() => undefined);
  }
}
