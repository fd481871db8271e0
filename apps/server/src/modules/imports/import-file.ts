import { createHash } from 'node:crypto';
import {
  formatEmployeeId,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  isBusinessDate,
  KIND_IMPORT_MESSAGES as K,
  type ImportProblem,
} from '@hrms/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ExistingPerson } from './imports.repository.ts';
import { readSheetFile } from './sheet-file.ts';

/** A data row of a file: its cells and its row in the sheet (the header is row 1). */
export interface DataRow {
  cells: string[];
  row: number;
}

/**
 * Every kind's first steps (issue 43): the body is a CSV or XLSX file of at most 5 MB and 10,000 data rows,
 * refused with a 4xx before any row is looked at; answers its SHA-256, header cells and non-blank rows.
 */
export async function readImportFile(
  body: unknown,
): Promise<{ fileHash: string; header: string[]; data: DataRow[] }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, M.fileType);
  if (body.length > IMPORT_MAX_BYTES) throw new AppError(413, M.tooLarge);
  const fileHash = createHash('sha256').update(body).digest('hex');
  const { records } = await readSheetFile(body);
  const data = records
    .slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter((r) => r.cells.some((c) => c.trim()));
  if (data.length > IMPORT_MAX_ROWS) throw new AppError(413, M.tooManyRows);
  return { fileHash, header: records[0] ?? [], data };
}

const key = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** A kind's header row: its columns in any order and case, every required one, nothing unknown (else 400). */
export function columnIndex<C extends string>(
  header: readonly string[],
  columns: readonly C[],
  required: readonly C[],
): Record<C, number> {
  const byKey = new Map(columns.map((c) => [key(c), c]));
  const index = Object.fromEntries(columns.map((c) => [c, -1])) as Record<C, number>;
  for (const [i, cell] of header.entries()) {
    if (!cell.trim()) continue;
    const column = byKey.get(key(cell));
    if (!column) throw badRequest(M.unknownColumn(cell.trim().slice(0, 40)));
    index[column] = i;
  }
  const missing = required.filter((c) => index[c] < 0);
  if (missing.length > 0) throw badRequest(M.header(missing.join(', ')));
  return index;
}

// Cells a spreadsheet would run as a formula are refused, never stored (as the people kind does).
const FORMULA = /^[=+@\t\r]|^-(?!\d)/;

/** The trimmed cell of a column; a formula is a problem (and reads as blank). */
export function cellReader<C extends string>(
  index: Record<C, number>,
  { cells, row }: DataRow,
  problems: ImportProblem[],
): (column: C) => string {
  return (column) => {
    const value = index[column] < 0 ? '' : (cells[index[column]] ?? '').trim();
    if (!FORMULA.test(value)) return value;
    if (!problems.some((p) => p.row === row && p.column === column))
      problems.push({ row, column, value: value.slice(0, 200), message: M.formula });
    return '';
  };
}

/** A row's person: by employee code, then e-mail; a problem when neither finds one. */
export function personFinder(people: readonly ExistingPerson[]) {
  const byCode = new Map(people.map((p) => [formatEmployeeId(p.employeeNo), p]));
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  return (code: string, email: string, fail: (column: string, value: string, message: string) => void) => {
    if (!code && !email) return fail('email', '', K.person);
    const person = (code ? byCode.get(code.toUpperCase()) : undefined) ?? byEmail.get(email.toLowerCase());
    if (!person) return fail(code ? 'employeeCode' : 'email', code || email, K.unknownPerson);
    if (code && email && person.email.toLowerCase() !== email.toLowerCase())
      return fail('email', email, M.codeEmailMismatch);
    return person;
  };
}

/** DD/MM/YYYY (as the screens write dates) or YYYY-MM-DD. */
export function isoOf(value: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  return isBusinessDate(iso) ? iso : null;
}

/** Rupees, not negative, at most two decimals; null when the cell is anything else. */
export function rupeesOf(value: string): number | null {
  const plain = value.replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}
