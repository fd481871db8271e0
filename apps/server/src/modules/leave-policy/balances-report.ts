import {
  balanceFigures,
  formatEmployeeId,
  leaveYearBounds,
  leaveYearOf,
  subtotalsOf,
  SUBTOTAL_LABELS,
  type BalancesReport,
  type BalancesReportQuery,
  type LedgerFact,
  type LedgerKind,
  type PersonUnits,
} from '@hrms/shared';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { PlacementsService } from '../org-structure/index.ts';
import { everyoneByName, ledgerSumsBetween } from './balances-report.repository.ts';
import { loadPolicyBook } from './policy-book.ts';

export interface BalancesReportDeps {
  db: Database;
  orgTime: OrgTime;
  structure?: Pick<PlacementsService, 'unitsOn'>;
}

/**
 * Everyone's leave balances for a leave year (issue 42, docs/leave.md "Leave balances by department and
 * location"): the ledger as written (the monthly job keeps accruals current), the days available of each
 * type with a quota. Department and location are read on the year's last day, or today while it runs.
 * Three statements whatever the number of people.
 */
export async function balancesReport(
  deps: BalancesReportDeps,
  query: BalancesReportQuery,
): Promise<BalancesReport> {
  const book = await loadPolicyBook(deps.db);
  const today = deps.orgTime.today();
  const year = query.year ?? leaveYearOf(today, book.yearStart);
  const { first, last } = leaveYearBounds(year, book.yearStart);
  const asOf = last < today ? last : today;
  const types = book.types.filter(
    (type) => !book.type(type)?.archived && book.on(type, asOf).annualQuota !== null,
  );
  const [people, sums] = await Promise.all([
    everyoneByName(deps.db),
    ledgerSumsBetween(deps.db, first, last),
  ]);
  const units: ReadonlyMap<string, PersonUnits> = deps.structure
    ? await deps.structure.unitsOn(
        people.map((p) => p.id),
        asOf,
      )
    : new Map();
  const facts = new Map<string, LedgerFact[]>();
  for (const row of sums) {
    const key = `${row.userId}\u0000${row.type}`;
    facts.set(key, [
      ...(facts.get(key) ?? []),
      { kind: row.kind as LedgerKind, days: row.days, date: first },
    ]);
  }
  const inCut = (id: string) => {
    const unit = units.get(id);
    return (
      (!query.departmentId || unit?.department?.id === query.departmentId) &&
      (!query.locationId || unit?.location?.id === query.locationId)
    );
  };
  const rows = people
    .filter((p) => inCut(p.id))
    .map((person) => {
      const unit = units.get(person.id);
      return {
        employeeId: person.id,
        employeeName: person.name,
        employeeCode: formatEmployeeId(person.employeeNo),
        department: unit?.department?.name ?? null,
        location: unit?.location?.name ?? null,
        available: Object.fromEntries(
          types.map((type) => [type, balanceFigures(facts.get(`${person.id}\u0000${type}`) ?? []).available]),
        ),
      };
    });
  const report: BalancesReport = { year, from: first, to: last, asOf, types, rows };
  if (query.subtotals !== 'true' || !deps.structure) return report;
  return {
    ...report,
    subtotals: subtotalsOf(
      rows,
      (row) => units.get(row.employeeId),
      (row) => row.available,
    ),
  };
}

/** The report as a download: a column per type, then subtotal rows per department and per location. */
export function balancesTable(report: BalancesReport): ExportTable {
  const columns: ExportTable['columns'] = [
    { header: 'Employee', kind: 'text', width: 28 },
    { header: 'Employee ID', kind: 'text', width: 12 },
    { header: 'Department', kind: 'text', width: 20 },
    { header: 'Location', kind: 'text', width: 20 },
    ...report.types.map((type) => ({ header: type, kind: 'text' as const, width: 12 })),
  ];
  const rows: ExportTable['rows'] = report.rows.map((row) => [
    row.employeeName,
    row.employeeCode,
    row.department ?? '',
    row.location ?? '',
    ...report.types.map((type) => String(row.available[type] ?? 0)),
  ]);
  const subtotals = report.subtotals;
  if (subtotals) {
    const group = (label: string, g: (typeof subtotals.departments)[number]) => [
      label,
      SUBTOTAL_LABELS.people(g.people),
      '',
      '',
      ...report.types.map((type) => String(g.totals[type] ?? 0)),
    ];
    rows.push(
      [],
      ...subtotals.departments.map((g) => group(SUBTOTAL_LABELS.department(g.name), g)),
      ...subtotals.locations.map((g) => group(SUBTOTAL_LABELS.location(g.name), g)),
    );
  }
  return { title: `Leave balances ${report.year}`, columns, rows };
}
