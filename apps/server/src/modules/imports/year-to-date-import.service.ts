import {
  IMPORT_MESSAGES as M,
  KIND_IMPORT_MESSAGES as K,
  rupeesToPaise,
  YEAR_TO_DATE_IMPORT_COLUMNS as COLUMNS,
  type ImportProblem,
  type ImportResult,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { YearToDateStore, YearToDateValues } from '../tax-forms/index.ts';
import { findPeopleForImport, type ExistingPerson } from './imports.repository.ts';
import { cellReader, columnIndex, personFinder, readImportFile, rupeesOf } from './import-file.ts';
import { counts } from './leave-balances-import.service.ts';

export interface YearToDateImportDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  store: YearToDateStore;
}

type Action = 'create' | 'update' | 'unchanged';
const FIELDS = ['gross', 'tds', 'pf', 'pt'] as const;

/**
 * The year-to-date import (issue 43): per person and month of this tax year before their first payslip
 * here, the gross, TDS, PF and PT paid elsewhere, in rupees. Stored per person and month (the same month
 * again replaces it; the same values are unchanged), one transaction and one audit entry per file; the
 * TDS projection and the certificate add it to the year (docs/tax-year.md "Previous employment").
 */
export class YearToDateImportService {
  constructor(private readonly deps: YearToDateImportDeps) {}

  async run(caller: Caller, body: unknown, dryRun: boolean): Promise<ImportResult> {
    const { fileHash, header, data } = await readImportFile(body);
    const index = columnIndex(header, COLUMNS, ['month', 'gross', 'tds']);
    if (data.length === 0) throw badRequest(M.empty);
    const today = this.deps.orgTime.today();
    const fy = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    const first = `${fy}-04`;
    const last = today.slice(0, 7);
    const [people, firstSlips, stored] = await Promise.all([
      findPeopleForImport(this.deps.db),
      this.deps.store.firstSlipMonths(),
      this.deps.store.ofYear(fy),
    ]);
    const storedOf = new Map(stored.map((s) => [`${s.userId}|${s.month}`, s]));
    const find = personFinder(people);
    const problems: ImportProblem[] = [];
    const seen = new Map<string, number>();
    const write: YearToDateValues[] = [];
    const actions = new Map<number, Action>();
    const whose = new Map<number, ExistingPerson>();
    for (const line of data) {
      const before = problems.length;
      const cell = cellReader(index, line, problems);
      const fail = (column: string, value: string, message: string) =>
        void problems.push({ row: line.row, column, value: value.slice(0, 200), message });
      const person = find(cell('employeeCode'), cell('email'), fail);
      const month = cell('month').replace(/^(\d{2})\/(\d{4})$/, '$2-$1');
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) fail('month', cell('month'), K.month);
      else if (month < first || month > last) fail('month', month, K.monthOutsideYear(first, last));
      else if (person && firstSlips.has(person.id) && month >= firstSlips.get(person.id)!)
        fail('month', month, K.monthAtFirstSlip(firstSlips.get(person.id)!));
      const paise = Object.fromEntries(
        FIELDS.map((f) => {
          const rupees = rupeesOf(cell(f) || (f === 'pf' || f === 'pt' ? '0' : ''));
          if (rupees === null) fail(f, cell(f), cell(f) ? K.amount : M.required);
          return [f, rupeesToPaise(rupees ?? 0)];
        }),
      ) as Record<(typeof FIELDS)[number], number>;
      if (paise.tds > paise.gross) fail('tds', cell('tds'), K.tdsAboveGross);
      if (problems.length > before || !person) continue;
      const key = `${person.id}|${month}`;
      const twice = seen.get(key);
      if (twice !== undefined) {
        fail('month', month, K.twice(twice));
        continue;
      }
      seen.set(key, line.row);
      whose.set(line.row, person);
      const values: YearToDateValues = {
        userId: person.id,
        taxYear: fy,
        month,
        grossPaise: paise.gross,
        tdsPaise: paise.tds,
        pfPaise: paise.pf,
        ptPaise: paise.pt,
      };
      const old = storedOf.get(key);
      const same =
        old &&
        old.grossPaise === values.grossPaise &&
        old.tdsPaise === values.tdsPaise &&
        old.pfPaise === values.pfPaise &&
        old.ptPaise === values.ptPaise;
      actions.set(line.row, same ? 'unchanged' : old ? 'update' : 'create');
      if (!same) write.push(values);
    }
    problems.sort((a, b) => a.row - b.row);
    const clean = problems.length === 0;
    const done = [...actions.values()].map((action) => ({ action }));
    const result: ImportResult = {
      kind: 'year-to-date',
      dryRun,
      rows: data.length,
      ...(clean ? counts(done) : { created: 0, updated: 0, unchanged: 0 }),
      problems,
      preview: data.slice(0, 500).map(({ row }) => ({
        row,
        name: whose.get(row)?.name ?? '',
        email: whose.get(row)?.email ?? '',
        role: '',
        action: problems.some((p) => p.row === row) ? 'error' : (actions.get(row) ?? 'error'),
      })),
      fileHash,
    };
    if (!clean || dryRun || write.length === 0) return result;
    await this.deps.db.transaction(async (tx) => {
      await this.deps.store.save(tx, write);
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'tax.year_to_date_import',
        entityType: 'employee',
        entityId: `import:${fileHash.slice(0, 16)}`,
        before: null,
        after: { kind: 'year-to-date', rows: data.length, ...counts(done), fileSha256: fileHash },
      });
    });
    return result;
  }
}
