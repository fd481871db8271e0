import { readSheet } from 'read-excel-file/node';
import { DEVICE_REVIEW_MESSAGES as M, IMPORT_MESSAGES, type DeviceImportMapping } from '@hrms/shared';
import { csvRecords } from '../../lib/csv-records.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** One good row of a device software export: the PIN and the wall time as the device wrote it. */
interface ExportPunch {
  row: number;
  pin: string;
  /** 'YYYY-MM-DD HH:mm:ss', the ATTLOG line's own format, so a punch the device also pushed is the same line. */
  deviceTime: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const isZip = (data: Buffer) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return: a binary file. */
const isBinaryControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 9 || (code > 13 && code < 32);
};

/** A spreadsheet date-time cell carries the wall time in its UTC fields (read-excel-file's convention). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const d = cell;
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  }
  return String(cell).trim();
}

/** Rows of an XLSX (first sheet) or UTF-8 CSV file, the format told by its bytes, never its name. */
export async function readExportFile(data: Buffer): Promise<string[][]> {
  if (isZip(data)) {
    try {
      return (await readSheet(data, { trim: false })).map((row) => row.map(cellText));
    } catch {
      throw badRequest(IMPORT_MESSAGES.unreadable);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError(415, IMPORT_MESSAGES.fileType);
  }
  if ([...text.slice(0, 65_536)].some(isBinaryControl)) throw new AppError(415, IMPORT_MESSAGES.fileType);
  return csvRecords(text.replace(/^\uFEFF/, '')).map((row) => row.map((cell) => cell.trim()));
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'YYYY-MM-DD HH:mm:ss' from the export's date and time (one cell, or a date cell and a time cell), or
 * null. Dates are year-first or day-first (Indian software writes 19/11/2026); a spreadsheet's time-only
 * cell arrives on 1899-12-30 and only its time is read.
 */
export function normaliseTime(dateCell: string | null, timeCell: string): string | null {
  const joined =
    dateCell === null
      ? timeCell.trim()
      : `${dateCell.trim().split(' ')[0]} ${timeCell.trim().split(' ').pop()}`;
  const [datePart = '', timePart = ''] = joined.split(/\s+/);
  const iso = ISO.exec(datePart);
  const dmy = DMY.exec(datePart);
  const t = TIME.exec(timePart);
  if ((!iso && !dmy) || !t) return null;
  const [y, mo, d] = iso ? [iso[1], iso[2], iso[3]].map(Number) : [dmy![3], dmy![2], dmy![1]].map(Number);
  const [h, mi, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  const probe = new Date(Date.UTC(y!, mo! - 1, d!));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo! - 1 || probe.getUTCDate() !== d)
    return null;
  if (y! < 2000 || h > 23 || mi > 59 || s > 59) return null;
  return `${y}-${two(mo!)}-${two(d!)} ${two(h)}:${two(mi)}:${two(s)}`;
}

/** The export's good rows and its problems by row (1 = the header), read through the Admin's mapping. */
export function readExportRows(
  records: string[][],
  mapping: DeviceImportMapping,
): { punches: ExportPunch[]; problems: Array<{ row: number; message: string }> } {
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const at = (name: string | null) => (name === null ? -1 : header.indexOf(name.trim().toLowerCase()));
  const [pinAt, timeAt, dateAt] = [at(mapping.pinColumn), at(mapping.timeColumn), at(mapping.dateColumn)];
  const missing = [
    pinAt < 0 ? mapping.pinColumn : null,
    timeAt < 0 ? mapping.timeColumn : null,
    mapping.dateColumn !== null && dateAt < 0 ? mapping.dateColumn : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) throw badRequest(`${M.importHeader}: ${missing.join(', ')}.`);
  const punches: ExportPunch[] = [];
  const problems: Array<{ row: number; message: string }> = [];
  records.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const pin = (cells[pinAt] ?? '').trim().replace(/\.0$/, '');
    if (!/^[A-Za-z0-9-]{1,24}$/.test(pin)) return void problems.push({ row, message: M.importPin });
    const deviceTime = normaliseTime(dateAt < 0 ? null : (cells[dateAt] ?? ''), cells[timeAt] ?? '');
    if (!deviceTime) return void problems.push({ row, message: M.importTime });
    punches.push({ row, pin, deviceTime });
  });
  return { punches, problems };
}
