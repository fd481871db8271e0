import { readSheet } from 'read-excel-file/node';
import { IMPORT_MESSAGES as M } from '@hrms/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { csvRecords } from '../../lib/csv-records.ts';

export type SheetFormat = 'csv' | 'xlsx';

/** An XLSX file is a zip: it starts with the local file header "PK\x03\x04". */
const isZip = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** 'YYYY-MM-DD' of a date cell (the library hands dates at midnight UTC). */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return. */
const isBinaryControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 9 || (code > 13 && code < 32);
};

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDate(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/**
 * The file's rows as text, its format decided by its bytes, never its name: XLSX (first sheet; a formula
 * cell gives the value the spreadsheet saved, no formula is ever run) or UTF-8 CSV (a byte order mark is
 * dropped). Anything else, or a broken file, is a 415/400 before any row is looked at.
 */
export async function readSheetFile(data: Buffer): Promise<{ format: SheetFormat; records: string[][] }> {
  if (isZip(data)) {
    try {
      const rows = await readSheet(data, { trim: false });
      return { format: 'xlsx', records: rows.map((row) => row.map(cellText)) };
    } catch {
      throw badRequest(M.unreadable);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError(415, M.fileType);
  }
  // A NUL or other control bytes mean a binary file, not a CSV someone saved.
  if ([...text.slice(0, 65_536)].some(isBinaryControl)) throw new AppError(415, M.fileType);
  return { format: 'csv', records: csvRecords(text.replace(/^\uFEFF/, '')) };
}
