import {
  balanceFigures,
  DEFAULT_LEAVE_POLICIES,
  LEAVE_TYPES,
  leaveYearBounds,
  leaveYearOf,
  plannedLedgerRows,
  type BalanceFigures,
  type LeaveType,
  type LedgerFact,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { insertLedgerRows, ledgerOf, type PersonRow } from './leave-policy.repository.ts';
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
  const types = LEAVE_TYPES.filter((type) => book.versions(type).some((v) => v.annualQuota !== null));
  if (types.length === 0) return 0;
  const existing = await ledgerOf(db, person.id, { types });
  let written = 0;
  for (const type of types) {
    const planned = plannedLedgerRows({
      versions: book.versions(type),
      fallback: DEFAULT_LEAVE_POLICIES[type],
      yearStartMonth: book.yearStart,
      joinedOn: person.joinedOn,
      asOf: today,
      existing: existing.filter((row) => row.type === type),
    });
    const ids = await insertLedgerRows(
      db,
      planned.map((row) => ({ ...row, userId: person.id, type, at })),
    );
    written += ids.length;
  }
  return written;
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
): Promise<BalanceFigures & { year: number }> {
  const year = leaveYearOf(date, book.yearStart);
  const { first, last } = leaveYearBounds(year, book.yearStart);
  const rows: LedgerFact[] = await ledgerOf(db, person.id, { types: [type] });
  if (projectTo) {
    rows.push(
      ...plannedLedgerRows({
        versions: book.versions(type),
        fallback: DEFAULT_LEAVE_POLICIES[type],
        yearStartMonth: book.yearStart,
        joinedOn: person.joinedOn,
        asOf: projectTo,
        existing: rows,
      }),
    );
  }
  return { year, ...balanceFigures(rows.filter((row) => row.date >= first && row.date <= last)) };
}
