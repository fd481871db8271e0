import {
  balanceFigures,
  defaultPolicyOf,
  leaveYearBounds,
  leaveYearOf,
  plannedLedgerRows,
  round2,
  type BalanceFigures,
  type LeaveType,
  type LedgerFact,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import {
  insertLedgerRows,
  insertLedgerRowsOf,
  ledgerOf,
  ledgersOf,
  type LedgerRow,
  type NewLedgerRow,
  type PersonRow,
} from './leave-policy.repository.ts';
import type { PolicyBook } from './policy-book.ts';

/**
 * The rows time writes (accruals, carry-forward, lapses), posted lazily: every read of a balance and the
 * monthly job post what is due by today and missing, each once (period keys are unique per person and type).
 * So a balance is right before the job ran, and the job only saves the first reader the work.
 */
export async function catchUpLedger(
  db: Queryable,
  book: PolicyBook,
  person: PersonRow,
  today: string,
  at: Date,
): Promise<number> {
  const types = typesWithQuota(book);
  if (types.length === 0) return 0;
  const existing = await ledgerOf(db, person.id, { types });
  const ids = await insertLedgerRows(db, dueRows(book, types, person, existing, today, at));
  return ids.length;
}

/** People the monthly job posts for in one transaction: one ledger read and one insert each chunk. */
export const CATCH_UP_CHUNK = 500;

/**
 * catchUpLedger for many people at once (the monthly job): the same rows, planned per person from one read of
 * the chunk's ledgers and written by one insert. Answers whose ledgers gained rows (each person once).
 */
export async function catchUpLedgers(
  db: Queryable,
  book: PolicyBook,
  people: readonly PersonRow[],
  today: string,
  at: Date,
): Promise<string[]> {
  const types = typesWithQuota(book);
  if (types.length === 0 || people.length === 0) return [];
  const ledgers = await ledgersOf(
    db,
    people.map((person) => person.id),
    types,
  );
  const rows = people.flatMap((person) =>
    dueRows(book, types, person, ledgers.get(person.id) ?? [], today, at),
  );
  return [...new Set(await insertLedgerRowsOf(db, rows))];
}

const typesWithQuota = (book: PolicyBook): LeaveType[] =>
  book.types.filter((type) => book.versions(type).some((v) => v.annualQuota !== null));

/** The accruals, carry-forward and lapses due by `today` that a person's ledger lacks, type by type. */
function dueRows(
  book: PolicyBook,
  types: readonly LeaveType[],
  person: PersonRow,
  existing: readonly LedgerRow[],
  today: string,
  at: Date,
): NewLedgerRow[] {
  return types.flatMap((type) =>
    plannedLedgerRows({
      versions: book.versions(type),
      fallback: defaultPolicyOf(type),
      yearStartMonth: book.yearStart,
      joinedOn: person.joinedOn,
      // After the last working day nothing more accrues (issue 43, docs/exit.md "After the last day").
      asOf: person.leftOn && person.leftOn < today ? person.leftOn : today,
      existing: existing.filter((row) => row.type === type),
    }).map((row) => ({ ...row, userId: person.id, type, at })),
  );
}

/**
 * A type's figures for the leave year of `date`, from the ledger; `projectTo` (a later date, e.g. a future
 * request's start) adds the accruals and carry-forward due by then under today's policies.
 */
export async function figuresOn(
  db: Queryable,
  book: PolicyBook,
  person: PersonRow,
  type: LeaveType,
  date: string,
  projectTo?: string,
): Promise<BalanceFigures & { year: number; projected: ProjectedRows }> {
  const year = leaveYearOf(date, book.yearStart);
  const { first, last } = leaveYearBounds(year, book.yearStart);
  const inYear = (row: LedgerFact) => row.date >= first && row.date <= last;
  const rows: LedgerFact[] = await ledgerOf(db, person.id, { types: [type] });
  const planned = projectTo
    ? plannedLedgerRows({
        versions: book.versions(type),
        fallback: defaultPolicyOf(type),
        yearStartMonth: book.yearStart,
        joinedOn: person.joinedOn,
        asOf: projectTo,
        existing: rows,
      }).filter(inYear)
    : [];
  const projectedDays = round2(planned.reduce((sum, row) => sum + row.days, 0));
  const firstOn = planned.reduce<string | null>(
    (min, row) => (min === null || row.date < min ? row.date : min),
    null,
  );
  return {
    year,
    ...balanceFigures([...rows, ...planned].filter(inYear)),
    projected: { days: projectedDays, firstOn },
  };
}

/** The rows a projection added (accruals, carry-forward, lapses not yet due today): their sum and first date. */
interface ProjectedRows {
  days: number;
  firstOn: string | null;
}
