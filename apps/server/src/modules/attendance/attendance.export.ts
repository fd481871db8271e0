import type { FastifyReply } from 'fastify';
import {
  ATTENDANCE_STATUSES,
  formatDateDMY,
  matchesSheetSearch,
  SUBTOTAL_LABELS,
  type AttendanceSheet,
  type SheetExportQuery,
  type StructureSubtotals,
  type SubtotalGroup,
} from '@hrms/shared';
import { sheetSubtotals, statusCounts } from './sheet-subtotals.ts';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { AttendanceService } from './attendance.service.ts';

/**
 * The Admin's sheet as a download: the rows the screen shows for this month and search (every page),
 * one column per date headed DD/MM/YYYY, '--' where there is no row (as on screen).
 */
export function sheetExportTable(
  sheet: AttendanceSheet,
  search = '',
  subtotals?: StructureSubtotals,
): ExportTable {
  const rows = sheet.rows.filter((row) => matchesSheetSearch(row, search));
  const table: ExportTable = {
    title: `Attendance ${sheet.month}`,
    columns: [
      { header: 'Employee', kind: 'text', width: 28 },
      { header: 'Employee ID', kind: 'text', width: 12 },
      ...sheet.dates.map((date) => ({ header: formatDateDMY(date), kind: 'text' as const, width: 11 })),
    ],
    rows: rows.map((row) => [
      row.employeeName,
      row.employeeCode,
      ...sheet.dates.map((date) => row.attendance[date] ?? '--'),
    ]),
  };
  return subtotals ? withSubtotalRows(table, sheet, rows, subtotals) : table;
}

/**
 * Issue 42: the month's days of each status as columns after the dates, then, after a blank row, one
 * subtotal row per department and per location (docs/organisation.md "Reports by department and
 * location"). One sheet, so the CSV and the workbook read alike.
 */
function withSubtotalRows(
  table: ExportTable,
  sheet: AttendanceSheet,
  rows: AttendanceSheet['rows'],
  subtotals: StructureSubtotals,
): ExportTable {
  const statuses = ATTENDANCE_STATUSES.filter((status) =>
    rows.some((row) => Object.values(row.attendance).includes(status)),
  );
  const blanks = sheet.dates.map(() => '');
  const group = (label: string, g: SubtotalGroup) => [
    label,
    SUBTOTAL_LABELS.people(g.people),
    ...blanks,
    ...statuses.map((status) => String(g.totals[status] ?? 0)),
  ];
  return {
    ...table,
    columns: [...table.columns, ...statuses.map((header) => ({ header, kind: 'text' as const, width: 11 }))],
    rows: [
      ...table.rows.map((cells, i) => {
        const counts = statusCounts(rows[i]!);
        return [...cells, ...statuses.map((status) => String(counts[status] ?? 0))];
      }),
      [],
      ...subtotals.departments.map((g) => group(SUBTOTAL_LABELS.department(g.name), g)),
      ...subtotals.locations.map((g) => group(SUBTOTAL_LABELS.location(g.name), g)),
    ],
  };
}

/** The sheet export: the sheet's filtered view as CSV or XLSX (docs/exports.md). */
export async function sendSheetExport(
  attendance: AttendanceService,
  query: SheetExportQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { format, month, search = '', departmentId, locationId } = query;
  // The same service call as the on-screen sheet, so the file and the grid never disagree.
  const sheet =
    departmentId || locationId
      ? await attendance.lists.sheet({ month, departmentId, locationId })
      : await attendance.sheet(month);
  const structure = attendance.structure;
  const subtotals =
    query.subtotals === 'true' && structure
      ? await sheetSubtotals(
          structure,
          sheet.rows.filter((row) => matchesSheetSearch(row, search)),
          sheet.dates[sheet.dates.length - 1]!,
        )
      : undefined;
  const table = sheetExportTable(sheet, search, subtotals);
  const file = await renderExport(table, format, `attendance-sheet-${sheet.month}`);
  return sendExport(reply, file);
}
