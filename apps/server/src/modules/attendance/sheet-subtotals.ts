import { subtotalsOf, type AttendanceSheet, type StructureSubtotals } from '@hrms/shared';
import type { PlacementsService } from '../org-structure/index.ts';

/**
 * The attendance sheet's subtotals (issue 42, docs/organisation.md "Reports by department and location"):
 * per department and per location, the people and the month's days of each status, with each person's
 * department and location read on `day` (the month's last day). One statement for the units.
 */
export async function sheetSubtotals(
  structure: Pick<PlacementsService, 'unitsOn'>,
  rows: AttendanceSheet['rows'],
  day: string,
): Promise<StructureSubtotals> {
  const units = await structure.unitsOn(
    rows.map((row) => row.employeeId),
    day,
  );
  return subtotalsOf(rows, (row) => units.get(row.employeeId), statusCounts);
}

/** A row's days by status over the month. */
export function statusCounts(row: AttendanceSheet['rows'][number]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of Object.values(row.attendance)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
