import {
  IMPORT_MESSAGES as M,
  KIND_IMPORT_MESSAGES as K,
  LEAVE_BALANCE_IMPORT_COLUMNS as COLUMNS,
  OPENING_MESSAGES,
  type ImportProblem,
  type ImportResult,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditService } from '../audit/index.ts';
import type { ImportedOpening, LeaveOpeningService } from '../leave-policy/index.ts';
import { findPeopleForImport } from './imports.repository.ts';
import { cellReader, columnIndex, isoOf, personFinder, readImportFile } from './import-file.ts';

export interface LeaveBalancesImportDeps {
  db: Database;
  orgTime: OrgTime;
  audit: AuditService;
  leaveOpening: Pick<LeaveOpeningService, 'importRows'>;
}

/**
 * The leave-balances import (issue 43): the opening balance per person and type as of a date, by the
 * opening-balance rules of docs/leave.md (the leave module's LeaveOpeningService checks and writes every
 * row). A row matches its person by employee code, then e-mail; one transaction and one audit entry per file.
 */
export class LeaveBalancesImportService {
  constructor(private readonly deps: LeaveBalancesImportDeps) {}

  async run(caller: Caller, body: unknown, dryRun: boolean): Promise<ImportResult> {
    const { fileHash, header, data } = await readImportFile(body);
    const index = columnIndex(header, COLUMNS, ['type', 'days', 'asOf']);
    if (data.length === 0) throw badRequest(M.empty);
    const today = this.deps.orgTime.today();
    const find = personFinder(await findPeopleForImport(this.deps.db));
    const problems: ImportProblem[] = [];
    const rows: ImportedOpening[] = [];
    for (const line of data) {
      const before = problems.length;
      const cell = cellReader(index, line, problems);
      const fail = (column: string, value: string, message: string) =>
        void problems.push({ row: line.row, column, value: value.slice(0, 200), message });
      const person = find(cell('employeeCode'), cell('email'), fail);
      const type = cell('type');
      if (!type) fail('type', '', M.required);
      const days = /^\d+(\.\d{1,2})?$/.test(cell('days')) ? Number(cell('days')) : null;
      if (days === null || days > 366) fail('days', cell('days'), OPENING_MESSAGES.days);
      const asOf = isoOf(cell('asOf'));
      if (!asOf || asOf > today) fail('asOf', cell('asOf'), K.asOf);
      if (problems.length === before && person)
        rows.push({ row: line.row, person, type, days: days!, asOf: asOf! });
    }
    const names = new Map(rows.map((r) => [r.row, r.person]));
    const results = await this.deps.leaveOpening.importRows(
      caller,
      rows,
      dryRun || problems.length > 0,
      async (tx, done) => {
        await this.deps.audit.record(tx, {
          actor: caller,
          action: 'leave.opening_import',
          entityType: 'leave_balance',
          entityId: `import:${fileHash.slice(0, 16)}`,
          before: null,
          after: { kind: 'leave-balances', rows: data.length, ...counts(done), fileSha256: fileHash },
        });
      },
    );
    const typeOf = new Map(rows.map((r) => [r.row, r.type]));
    for (const r of results)
      if (r.error)
        problems.push({ row: r.row, column: 'type', value: typeOf.get(r.row) ?? '', message: r.error });
    problems.sort((a, b) => a.row - b.row);
    const clean = problems.length === 0;
    const actions = new Map(results.map((r) => [r.row, r.action]));
    return {
      kind: 'leave-balances',
      dryRun,
      rows: data.length,
      ...(clean ? counts(results) : { created: 0, updated: 0, unchanged: 0 }),
      problems,
      preview: data.slice(0, 500).map(({ row }) => ({
        row,
        name: names.get(row)?.name ?? '',
        email: names.get(row)?.email ?? '',
        role: '',
        action: problems.some((p) => p.row === row) ? 'error' : (actions.get(row) ?? 'error'),
      })),
      fileHash,
    };
  }
}

export function counts(results: ReadonlyArray<{ action: string }>) {
  const of = (action: string) => results.filter((r) => r.action === action).length;
  return { created: of('create'), updated: of('update'), unchanged: of('unchanged') };
}
