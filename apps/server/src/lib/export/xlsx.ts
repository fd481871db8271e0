import { paiseToRupees } from '@hrms/shared';
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ExportTable } from './table.ts';

/** Rupee amounts show as ₹1,23,456.50 (Indian digit grouping); the cell keeps the plain number. */
const MONEY_FORMAT = '[$₹-4009] #,##,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

/** A business date 'YYYY-MM-DD' as a UTC-midnight Date: spreadsheets have no timezone, so none may shift it. */
const dateCell = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/**
 * The table as an .xlsx workbook. Cells are typed: strings stay strings (a spreadsheet never evaluates a
 * string cell, so no formula prefix is needed), dates are real dates, money real numbers in rupees.
 */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const header: Cell[] = table.columns.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  const rows: SheetData = table.rows.map((row) =>
    table.columns.map((column, i): Cell => {
      const value = row[i] ?? null;
      if (value === null || value === '') return null;
      if (column.kind === 'money')
        return { value: paiseToRupees(Number(value)), type: Number, format: MONEY_FORMAT };
      if (column.kind === 'date') return { value: dateCell(String(value)), type: Date, format: DATE_FORMAT };
      return { value: String(value), type: String };
    }),
  );
  return writeExcelFile([header, ...rows], {
    sheet: table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    columns: table.columns.map((c) => ({ width: c.width ?? Math.max(10, c.header.length + 2) })),
    stickyRowsCount: 1,
  }).toBuffer();
}
