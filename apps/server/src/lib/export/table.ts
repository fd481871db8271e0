import type { ExportFormat } from '@hrms/shared';

/**
 * A download as columns and rows, kept format-neutral so one presenter feeds CSV and XLSX.
 * text: any string; date: 'YYYY-MM-DD' (a business date); money: integer paise.
 */
export type ColumnKind = 'text' | 'date' | 'money';
export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  /** Width in characters (XLSX only). */
  width?: number;
}
export type ExportCell = string | number | null;
export interface ExportTable {
  /** Sheet name in the workbook (31 characters at most, no []:*?/\). */
  title: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (spec section 9's date form). */
export const dmy = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/**
 * A file name safe on every OS: letters, digits, dot, dash, underscore. The UTF-8 name goes in filename*
 * (RFC 6266 / 5987) so Indian names survive; the ASCII one is the fallback for old clients.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
