import { formatDateDMY, matchesSheetSearch, type AttendanceSheet } from '@hrms/shared';
import type { ExportTable } from '../../lib/export/table.ts';

/**
 * The Admin's sheet as a download: the rows the screen shows for this month and search (every page),
 * one column per date headed DD/MM/YYYY, '--' where there is no row (as on screen).
 */
export function sheetExportTable(sheet: AttendanceSheet, search = ''): ExportTable {
  const rows = sheet.rows.filter((row) => matchesSheetSearch(row, search));
  return {
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
}
