import type { FastifyReply } from 'fastify';
import { formatDateDMY, matchesSheetSearch, type AttendanceSheet, type SheetExportQuery } from '@hrms/shared';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { AttendanceService } from './attendance.service.ts';

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

/** The sheet export: the sheet's filtered view as CSV or XLSX (docs/exports.md). */
export async function sendSheetExport(
  attendance: AttendanceService,
  { format, month, search = '' }: SheetExportQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // The same service call as the on-screen sheet, so the file and the grid never disagree.
  const sheet = await attendance.sheet(month);
  const file = await renderExport(sheetExportTable(sheet, search), format, `attendance-sheet-${sheet.month}`);
  return sendExport(reply, file);
}
