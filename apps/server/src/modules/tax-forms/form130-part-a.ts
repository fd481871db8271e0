import { formatEmployeeId, maskPan, type PartAList, type PartAReport } from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/access.ts';
import { newStorageKey, type FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/index.ts';
import { checkPartA } from './form130-bundle.ts';
import type { PartAFile } from './form130-part-a-files.ts';
import { maskedFileName, panOfName } from './form130-part-a-names.ts';
import * as repo from './form130-part-a.repository.ts';

export interface Form130PartADeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  storage: FileStorage;
}

const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const masked = (pan: string | null) => maskPan(pan) ?? '';
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Kept {
  owner: repo.PanOwner;
  file: PartAFile;
  fileName: string;
  pages: number;
}

/**
 * Form 130 Part A (issue 44, docs/tax-year.md "Form 130 Part A"): the PDFs from TRACES matched to people by the
 * PAN in their names (the stored PANs are compared in the database and never answered whole: answers and the
 * audit trail mask them, file names included), kept privately one per person and tax year, and read back to
 * bundle before Part B.
 */
export class Form130PartA {
  constructor(private readonly deps: Form130PartADeps) {}

  /**
   * Match, check, store. Per file, in the upload's order: its name's PAN (none, several), whose it is (nobody, two
   * people), whether pdf-lib reads it (locked, unreadable), and whether this upload already gave that person one
   * (a duplicate: the first is kept). The files kept replace the person's earlier Part A of the year.
   */
  async import(caller: Caller, year: number, files: readonly PartAFile[]): Promise<PartAReport> {
    const pans = new Map(files.map((file) => [file, panOfName(file.name)]));
    const wanted = [
      ...new Set([...pans.values()].flatMap((found) => (found.kind === 'one' ? [found.pan] : []))),
    ];
    const owners = await repo.ownersOfPans(this.deps.db, wanted);
    const report: PartAReport = {
      year,
      label: label(year),
      files: files.length,
      matched: [],
      unmatched: [],
      duplicates: [],
    };
    const kept = new Map<string, Kept>();
    for (const file of files) {
      const fileName = maskedFileName(file.name);
      const found = pans.get(file)!;
      if (found.kind !== 'one') {
        report.unmatched.push({ fileName, reason: found.kind === 'none' ? 'no-pan' : 'several-pans' });
        continue;
      }
      const people = owners.get(found.pan) ?? [];
      if (people.length !== 1) {
        report.unmatched.push({ fileName, reason: people.length === 0 ? 'nobody' : 'two-people' });
        continue;
      }
      const owner = people[0]!;
      // pdf-lib parses on this thread: requests go first between two files.
      await yieldTurn();
      const check = await checkPartA(file.data);
      if (!check.ok) {
        report.unmatched.push({ fileName, reason: check.reason });
        continue;
      }
      const first = kept.get(owner.id);
      if (first) {
        report.duplicates.push({ fileName, keptFileName: first.fileName, name: owner.name });
        continue;
      }
      kept.set(owner.id, { owner, file, fileName, pages: check.pages });
    }
    const replaced = await this.store(caller, year, [...kept.values()], report);
    for (const { owner, fileName, pages } of kept.values())
      report.matched.push({
        personId: owner.id,
        employeeId: formatEmployeeId(owner.employeeNo),
        name: owner.name,
        pan: masked(owner.pan),
        fileName,
        pages,
        replaced: replaced.has(owner.id),
      });
    report.matched.sort((a, b) => a.employeeId.localeCompare(b.employeeId));
    return report;
  }

  /** Files first (new keys), then the rows and the audit in one transaction, then the replaced files go. */
  private async store(
    caller: Caller,
    year: number,
    kept: readonly Kept[],
    report: PartAReport,
  ): Promise<Set<string>> {
    const { db, storage, audit, orgTime } = this.deps;
    const now = orgTime.now();
    const rows: repo.PartARow[] = [];
    try {
      for (const { owner, file, fileName, pages } of kept) {
        const storageKey = newStorageKey('form130-part-a', 'pdf');
        await storage.put(storageKey, Buffer.from(file.data), 'application/pdf');
        rows.push({
          userId: owner.id,
          taxYear: year,
          storageKey,
          fileName,
          pages,
          uploadedBy: caller.id,
          uploadedAt: now,
        });
      }
      const before = await db.transaction(async (tx) => {
        const earlier = await repo.partAOfPeople(
          tx,
          rows.map((row) => row.userId),
          year,
        );
        await repo.savePartA(tx, rows);
        const names = new Map(kept.map(({ owner }) => [owner.id, owner.name]));
        for (const old of earlier) {
          const fileName = rows.find((row) => row.userId === old.userId)?.fileName ?? null;
          await audit.record(tx, {
            actor: caller,
            action: 'tax.form130_part_a',
            entityType: 'employee',
            entityId: old.userId,
            before: {
              employeeName: names.get(old.userId) ?? '',
              taxYear: label(year),
              fileName: old.fileName,
            },
            after: { employeeName: names.get(old.userId) ?? '', taxYear: label(year), fileName },
          });
        }
        await audit.record(tx, {
          actor: caller,
          action: 'tax.form130_part_a',
          entityType: 'settings',
          entityId: `form-130-part-a-${year}`,
          before: null,
          after: {
            taxYear: label(year),
            files: report.files,
            stored: rows.length,
            replaced: earlier.length,
            unmatched: report.unmatched.length,
            duplicates: report.duplicates.length,
          },
        });
        return earlier;
      });
      await Promise.all(before.map((old) => storage.delete(old.storageKey)));
      return new Set(before.map((old) => old.userId));
    } catch (error) {
      await Promise.all(rows.map((row) => storage.delete(row.storageKey).catch(() => undefined)));
      throw error;
    }
  }

  async list(year: number): Promise<PartAList> {
    const rows = await repo.partAOfYear(this.deps.db, year);
    return {
      year,
      label: label(year),
      files: rows.map((row) => ({
        personId: row.userId,
        employeeId: formatEmployeeId(row.employeeNo),
        name: row.name,
        pan: masked(row.pan),
        fileName: row.fileName,
        pages: row.pages,
        uploadedAt: row.uploadedAt.toISOString(),
      })),
    };
  }

  /** The person's Part A of the year as uploaded, or null (then the certificate is Part B alone). */
  async pdfOf(personId: string, year: number): Promise<Uint8Array | null> {
    const row = await repo.partAOf(this.deps.db, personId, year);
    return row ? this.deps.storage.read(row.storageKey) : null;
  }
}
