import { OPENING_MAX_ROWS, OPENING_MESSAGES as M } from '@hrms/shared';

/** One data row of an opening-balance CSV, with its line in the file (the header is line 1). */
export interface CsvOpeningRow {
  line: number;
  email: string;
  type: string;
  days: string;
  /** A row that could not be read (wrong number of values). */
  error: string | null;
}

/**
 * Splits CSV text into records (RFC 4180: quoted values may hold commas, doubled quotes and line breaks;
 * CRLF or LF). A spreadsheet's export is what people upload, so a BOM and blank lines are tolerated.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += char;
  }
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return records;
}

/** The file's rows, or the one message that refuses the whole file (400). */
export function readOpeningCsv(text: string): { rows: CsvOpeningRow[] } | { message: string } {
  const records = parseCsv(text)
    .map((values, index) => ({ values: values.map((v) => v.trim()), line: index + 1 }))
    .filter(({ values }) => values.some((v) => v !== ''));
  const [header, ...data] = records;
  if (!header) return { message: M.empty };
  if (header.values.map((v) => v.toLowerCase()).join(',') !== 'email,type,days') return { message: M.header };
  if (data.length === 0) return { message: M.empty };
  if (data.length > OPENING_MAX_ROWS) return { message: M.tooLarge };
  return {
    rows: data.map(({ values, line }) => {
      const [email = '', type = '', days = ''] = values;
      return { line, email, type, days, error: values.length === 3 ? null : M.columns };
    }),
  };
}
