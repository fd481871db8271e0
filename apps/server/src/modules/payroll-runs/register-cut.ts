import {
  rupeesToPaise,
  subtotalsOf,
  SUBTOTAL_LABELS,
  type PayrollRegister,
  type PersonUnits,
  type StructureSubtotals,
} from '@hrms/shared';
import type { ExportCell } from '../../lib/export/table.ts';

/*
 * The payroll register cut by the structure (issue 42, docs/organisation.md "Reports by department and
 * location"): the people placed in a department and a location on the month's last day, and the gross,
 * deductions and net added up per department and per location.
 */
export interface RegisterCut {
  departmentId?: string | undefined;
  locationId?: string | undefined;
  subtotals?: 'true' | 'false' | undefined;
}

/** Whether the cut asks anything of the structure (without, the register is the one it always was). */
export const readsStructure = (cut: RegisterCut): boolean =>
  Boolean(cut.departmentId || cut.locationId || cut.subtotals === 'true');

export const inCut = (units: PersonUnits | undefined, cut: RegisterCut): boolean =>
  (!cut.departmentId || units?.department?.id === cut.departmentId) &&
  (!cut.locationId || units?.location?.id === cut.locationId);

export function registerSubtotals(
  register: PayrollRegister,
  units: ReadonlyMap<string, PersonUnits>,
): StructureSubtotals {
  return subtotalsOf(
    register.rows,
    (row) => units.get(row.employeeId),
    (row) => ({ gross: row.gross, totalDeductions: row.totalDeductions, net: row.net }),
  );
}

/**
 * The export's subtotal rows (after the totals row and a blank one): the label, the people, then the
 * Gross, Total Deductions and Net Pay columns filled, the rest empty. `at` gives each of those columns'
 * index in the table.
 */
export function subtotalRows(
  subtotals: StructureSubtotals,
  width: number,
  at: { gross: number; totalDeductions: number; net: number },
): ExportCell[][] {
  const row = (label: string, group: StructureSubtotals['departments'][number]) => {
    const cells: ExportCell[] = Array.from({ length: width }, () => '');
    cells[0] = label;
    cells[1] = SUBTOTAL_LABELS.people(group.people);
    cells[at.gross] = rupeesToPaise(group.totals.gross ?? 0);
    cells[at.totalDeductions] = rupeesToPaise(group.totals.totalDeductions ?? 0);
    cells[at.net] = rupeesToPaise(group.totals.net ?? 0);
    return cells;
  };
  return [
    [],
    ...subtotals.departments.map((g) => row(SUBTOTAL_LABELS.department(g.name), g)),
    ...subtotals.locations.map((g) => row(SUBTOTAL_LABELS.location(g.name), g)),
  ];
}
