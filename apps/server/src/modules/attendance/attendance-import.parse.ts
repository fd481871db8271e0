import { csvRecords } from '../../lib/csv-records.ts';

export { csvRecords };
import { MANUAL_MARK_API_STATUSES, isBusinessDate, type ManualMarkStatus } from '@hrms/shared';

/** One data row of the import, checked on its own (people, calendar and locks are the service's). */
export interface ImportRow {
  line: number;
  employee: string;
  date: string;
  status: ManualMarkStatus;
  checkIn: string | null;
  checkOut: string | null;
}

export interface ParsedImport {
  rows: ImportRow[];
  errors: { line: number; message: string }[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WITH_TIMES: readonly string[] = ['Present', 'Half Day', 'Short Leave'];
// Cells a spreadsheet would run as a formula are refused, never stored (formula-safe both ways).
const FORMULA = /^[=+@\t\r]|^-(?!\d)/;

/** DD/MM/YYYY (as the screens write dates) or YYYY-MM-DD. */
function isoOf(value: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  return isBusinessDate(iso) ? iso : null;
}

export function parseImport(text: string, maxRows: number): ParsedImport {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = (name: string) => header.indexOf(name.toLowerCase());
  const cols = {
    employee: at('employee'),
    date: at('date'),
    status: at('status'),
    in: at('checkIn'),
    out: at('checkOut'),
  };
  if (cols.employee < 0 || cols.date < 0 || cols.status < 0)
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: 'The first line must name the columns: employee,date,status (checkIn,checkOut optional).',
        },
      ],
    };
  const data = records
    .slice(1)
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter((r) => r.cells.some((c) => c.trim()));
  if (data.length > maxRows)
    return { rows: [], errors: [{ line: 1, message: `At most ${maxRows} rows per file.` }] };
  const rows: ImportRow[] = [];
  const errors: ParsedImport['errors'] = [];
  for (const { cells, line } of data) {
    const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const fail = (message: string) => errors.push({ line, message });
    if (cells.some((c) => FORMULA.test(c.trim()))) {
      fail('Cells may not start with =, +, - or @.');
      continue;
    }
    const date = isoOf(cell(cols.date));
    const status = cell(cols.status);
    const [checkIn, checkOut] = [cell(cols.in) || null, cell(cols.out) || null];
    if (!cell(cols.employee)) fail('Give the employee (e-mail or employee id).');
    else if (!date) fail('Date must look like YYYY-MM-DD or DD/MM/YYYY.');
    else if (!(MANUAL_MARK_API_STATUSES as readonly string[]).includes(status))
      fail(`Status must be one of: ${MANUAL_MARK_API_STATUSES.join(', ')}.`);
    else if ((checkIn && !TIME.test(checkIn)) || (checkOut && !TIME.test(checkOut)))
      fail('Times must look like HH:MM (24-hour).');
    else if ((checkIn || checkOut) && !WITH_TIMES.includes(status))
      fail('Check-in and check-out times go with Present, Half Day or Short Leave only.');
    else if (checkOut && (!checkIn || checkOut <= checkIn)) fail('Check-out must be after check-in.');
    else
      rows.push({
        line,
        employee: cell(cols.employee),
        date,
        status: status as ManualMarkStatus,
        checkIn,
        checkOut,
      });
  }
  return { rows, errors };
}
