import {
  createEmployeeFieldsSchema,
  CREATABLE_ROLES,
  IMPORT_MESSAGES as M,
  isBusinessDate,
  looksMasked,
  payrollProfileBodySchema,
  PEOPLE_IMPORT_COLUMNS,
  type ImportProblem,
  type PayrollProfileUpdate,
  type PeopleImportColumn,
  type Role,
} from '@hrms/shared';

/** One row that passed every check of its own (the database's checks are the service's). */
export interface PeopleImportRow {
  row: number;
  name: string;
  email: string;
  role: Role;
  employeeCode: string | null;
  joinedOn: string;
  /** Rupees, as the employee form takes them; null: not given (0 for a new person). */
  baseSalary: number | null;
  /** The payroll profile's fields the row names (PAN, UAN, ...); empty when it names none. */
  profile: PayrollProfileUpdate;
  /** The device user id (PIN, issue 46); null: not given. */
  devicePin: string | null;
}

export type ColumnIndex = Record<PeopleImportColumn, number>;

const key = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const REQUIRED: readonly PeopleImportColumn[] = ['name', 'email'];
// Cells a spreadsheet would run as a formula are refused, never stored (as the attendance import does).
const FORMULA = /^[=+@\t\r]|^-(?!\d)/;

/** The header row: every template column found (name and email at least), nothing unknown. */
export function readHeader(header: readonly string[]): { columns: ColumnIndex } | { error: string } {
  const byKey = new Map(PEOPLE_IMPORT_COLUMNS.map((c) => [key(c), c]));
  const columns = Object.fromEntries(PEOPLE_IMPORT_COLUMNS.map((c) => [c, -1])) as ColumnIndex;
  for (const [i, cell] of header.entries()) {
    if (!cell.trim()) continue;
    const column = byKey.get(key(cell));
    if (!column) return { error: M.unknownColumn(cell.trim().slice(0, 40)) };
    columns[column] = i;
  }
  const missing = REQUIRED.filter((c) => columns[c] < 0);
  return missing.length > 0 ? { error: M.header(missing.join(', ')) } : { columns };
}

/** DD/MM/YYYY (as the screens write dates) or YYYY-MM-DD. */
function isoOf(value: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  return isBusinessDate(iso) ? iso : null;
}

const employeeSchema = createEmployeeFieldsSchema.omit({ password: true, joinedOn: true });
const PROFILE_COLUMNS = {
  pan: 'pan',
  uan: 'uan',
  esiNumber: 'esiNumber',
  bankAccount: 'bankAccount',
  ifsc: 'ifsc',
  ptState: 'workState',
  taxRegime: 'taxRegime',
} as const satisfies Partial<Record<PeopleImportColumn, keyof PayrollProfileUpdate>>;
const profileSchema = payrollProfileBodySchema.pick({
  pan: true,
  uan: true,
  esiNumber: true,
  bankAccount: true,
  ifsc: true,
  workState: true,
  taxRegime: true,
});

export interface RowContext {
  callerRole: Role;
  today: string;
}

/**
 * One data row against the people validation the employee form and the payroll profile use (the same
 * schemas and messages), every problem named by row and column; blank optional cells mean "not given".
 */
export function checkRow(
  cells: readonly string[],
  row: number,
  columns: ColumnIndex,
  context: RowContext,
): { row: PeopleImportRow | null; problems: ImportProblem[] } {
  const cell = (c: PeopleImportColumn) => (columns[c] < 0 ? '' : (cells[columns[c]] ?? '').trim());
  const problems: ImportProblem[] = [];
  const fail = (column: string, message: string) =>
    problems.push({ row, column, value: maskedValue(column, cell(column as PeopleImportColumn)), message });
  for (const column of PEOPLE_IMPORT_COLUMNS) if (FORMULA.test(cell(column))) fail(column, M.formula);
  if (problems.length > 0) return { row: null, problems };

  for (const column of REQUIRED) if (!cell(column)) fail(column, M.required);
  const person = employeeSchema.safeParse({
    name: cell('name'),
    email: cell('email'),
    role: cell('role'),
    baseSalary: cell('baseSalary'),
  });
  if (!person.success)
    for (const issue of person.error.issues) {
      const column = String(issue.path[0] ?? 'name');
      if (!problems.some((p) => p.column === column)) fail(column, issue.message);
    }
  let joinedOn = context.today;
  if (cell('joinedOn')) {
    const iso = isoOf(cell('joinedOn'));
    if (!iso) fail('joinedOn', M.date);
    else if (iso > context.today) fail('joinedOn', M.future);
    else joinedOn = iso;
  }
  const role = person.success ? person.data.role : 'Employee';
  if (person.success && !CREATABLE_ROLES[context.callerRole].includes(role)) fail('role', M.roleNotAllowed);

  const given = Object.entries(PROFILE_COLUMNS).filter(([column]) => cell(column as PeopleImportColumn));
  for (const [column] of given)
    if (looksMasked(cell(column as PeopleImportColumn).toUpperCase()))
      fail(column, 'Type the whole number (a masked value cannot be imported).');
  const profile = profileSchema.safeParse(
    Object.fromEntries(given.map(([column, field]) => [field, cell(column as PeopleImportColumn)])),
  );
  if (!profile.success)
    for (const issue of profile.error.issues) {
      const field = String(issue.path[0]);
      const column = given.find(([, f]) => f === field)?.[0] ?? field;
      if (!problems.some((p) => p.column === column)) fail(column, issue.message);
    }
  if (cell('devicePin') && !/^[A-Za-z0-9-]{1,24}$/.test(cell('devicePin'))) fail('devicePin', M.devicePin);
  if (problems.length > 0 || !person.success || !profile.success) return { row: null, problems };
  return {
    row: {
      row,
      name: person.data.name,
      email: person.data.email.toLowerCase(),
      role,
      employeeCode: cell('employeeCode').toUpperCase() || null,
      joinedOn,
      baseSalary: person.data.baseSalary ?? null,
      profile: profile.data,
      devicePin: cell('devicePin') || null,
    },
    problems,
  };
}

/** Identity numbers are masked in every answer, a problem's value too (docs/privacy.md). */
export function maskedValue(column: string, value: string): string {
  const text = value.slice(0, 200);
  if (!['pan', 'uan', 'bankAccount', 'esiNumber'].includes(column) || text.length <= 4) return text;
  return 'X'.repeat(text.length - 4) + text.slice(-4);
}
