import {
  HOLIDAY_CSV_MAX_ROWS,
  HOLIDAY_KINDS,
  HOLIDAY_MESSAGES as M,
  holidayNameField,
  isHolidayDate,
  type HolidayBatchError,
  type HolidayKind,
} from '@hrms/shared';
import { badRequest } from '../../lib/errors.ts';

/** A holiday read from the file, with the line it starts on (1 = the file's first line). */
export interface HolidayCandidate {
  line: number;
  date: string;
  name: string;
  kind: HolidayKind;
}

interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records: fields split on commas, double-quoted fields may hold commas, quotes ("") and line
 * breaks. Each record keeps the line it starts on. An unclosed quote ends the file with an error.
 */
function csvRecords(text: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) return { records, unclosedAt: recordLine };
  if (field !== '' || fields.length > 0) endRecord();
  return { records, unclosedAt: null };
}

/** 'YYYY-MM-DD', or 'DD/MM/YYYY' (also with '-' or '.', one-digit day or month) as Indian sheets write it. */
export function csvDate(value: string): string | null {
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = indian ? `${indian[3]}-${indian[2]!.padStart(2, '0')}-${indian[1]!.padStart(2, '0')}` : value;
  return isHolidayDate(iso) ? iso : null;
}

function candidateOf(record: CsvRecord): HolidayCandidate | HolidayBatchError {
  const { line } = record;
  const fields = record.fields.map((field) => field.trim());
  if (fields.length < 2 || fields.length > 3) return { line, message: M.csvFields };
  const date = csvDate(fields[0]!);
  if (!date) return { line, message: M.csvDate };
  const name = holidayNameField.safeParse(fields[1]);
  if (!name.success) return { line, message: name.error.issues[0]!.message };
  const kind = (fields[2] ?? '').toLowerCase() || 'public';
  if (!(HOLIDAY_KINDS as readonly string[]).includes(kind)) return { line, message: M.invalidKind };
  return { line, date, name: name.data, kind: kind as HolidayKind };
}

const isBlank = (record: CsvRecord) => record.fields.every((field) => field.trim() === '');
const isHeader = (record: CsvRecord) => record.fields[0]?.trim().toLowerCase() === 'date';

/**
 * The holidays of a CSV file (date,name,kind; docs/work-calendar.md): a byte-order mark, blank lines and a
 * first line starting with 'date' are skipped. Good rows come back as candidates, bad rows as errors with
 * their line; a date twice in the file keeps its first line. No rows at all, or more than 500, is a 400.
 */
export function parseHolidayCsv(text: string): { rows: HolidayCandidate[]; errors: HolidayBatchError[] } {
  const { records, unclosedAt } = csvRecords(text.replace(/^\uFEFF/, ''));
  const data = records.filter((record) => !isBlank(record));
  if (data[0] && isHeader(data[0])) data.shift();
  if (data.length === 0 && unclosedAt === null) throw badRequest(M.csvEmpty);
  if (data.length > HOLIDAY_CSV_MAX_ROWS) throw badRequest(M.csvTooManyRows);
  const rows: HolidayCandidate[] = [];
  const errors: HolidayBatchError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of data) {
    const result = candidateOf(record);
    if (!('date' in result)) errors.push(result);
    else if (firstLineOf.has(result.date))
      errors.push({ line: result.line, message: M.csvRepeated(firstLineOf.get(result.date)!) });
    else {
      firstLineOf.set(result.date, result.line);
      rows.push(result);
    }
  }
  if (unclosedAt !== null) errors.push({ line: unclosedAt, message: M.csvUnclosedQuote });
  return { rows, errors };
}
