import { paiseToDecimal } from '@hrms/shared';
import { dmy, type ExportCell, type ExportTable } from './table.ts';

/** Byte order mark: without it Excel reads UTF-8 as the local code page and mangles ₹ and Indian names. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab/CR which some apps strip first)
 * is prefixed with an apostrophe (OWASP "CSV injection"). Money is written by us, never prefixed.
 */
export function neutraliseFormula(text: string): string {
  // Dashes alone (the sheet's '--' for "no row") cannot form a formula, so they stay readable.
  if (/^-+$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote when the field holds a comma, quote or line break; double the quotes inside. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: ExportCell, kind: 'text' | 'date' | 'money'): string {
  if (cell === null || cell === '') return '';
  // Rupees with two decimals and no grouping, so spreadsheets read a number.
  if (kind === 'money') return paiseToDecimal(Number(cell));
  if (kind === 'date') return dmy(String(cell));
  return neutraliseFormula(String(cell));
}

/** The whole table as CSV bytes: UTF-8 with BOM, CRLF line ends (RFC 4180), header row first. */
export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns.map((c) => quoteField(neutraliseFormula(c.header)))];
  for (const row of table.rows)
    lines.push(table.columns.map((column, i) => quoteField(cellText(row[i] ?? null, column.kind))));
  return Buffer.from(BOM + lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n', 'utf8');
}
