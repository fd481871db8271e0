import {
  balanceFigures,
  isBusinessDate,
  leaveYearBounds,
  leaveYearOf,
  OPENING_MESSAGES as M,
  round2,
  type LeaveType,
  type OpeningBalancesBody,
  type OpeningCsvBody,
  type OpeningResult,
  type OpeningRowResult,
} from '@hrms/shared';
import type { Database, Queryable } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { badRequest, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { AuditService } from '../audit/index.ts';
import { catchUpLedger } from './leave-ledger.ts';
import {
  deleteOpeningRow,
  peopleByEmails,
  peopleByIds,
  type OpeningPerson,
} from './leave-opening.repository.ts';
import { insertLedgerRows, ledgerOf } from './leave-policy.repository.ts';
import { loadPolicyBook, type PolicyBook } from './policy-book.ts';
import { readOpeningCsv } from './opening-csv.ts';

export interface LeaveOpeningDeps {
  db: Database;
  orgTime: OrgTime;
  realtime: Realtime;
  audit: AuditService;
}

/** A row as read, before it is checked against the people, the policies and the other rows. */
interface Candidate {
  line: number;
  person: OpeningPerson | null;
  type: string;
  days: number | null;
  error: string | null;
}

/** One row of the leave-balances import (issue 43), its person already found by code or e-mail. */
export interface ImportedOpening {
  row: number;
  person: OpeningPerson;
  type: string;
  days: number;
  asOf: string;
}
export interface ImportedOpeningResult {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'error';
  error: string | null;
}

/** Thrown to roll back a dry run or a file with problems: the checks ran in the transaction, nothing stays. */
class RolledBack extends Error {
  constructor(readonly results: ImportedOpeningResult[]) {
    super('rolled back');
  }
}

/** The ledger's key of a leave year's opening row: a second opening of the year replaces the first. */
const openingKey = (year: number) => `opening:${year}`;

/**
 * Opening balances (issue 40, docs/leave.md): per person and type, the balance they had on `asOf` as the
 * organisation's records show it. Each row writes the `opening` ledger row that makes the balance on that
 * date equal to it (what the ledger already holds by then, accruals and leave, is counted), in one
 * transaction with one audit entry; a dry run answers the same rows and saves nothing.
 */
export class LeaveOpeningService {
  constructor(private readonly deps: LeaveOpeningDeps) {}

  async fromScreen(staff: Caller, body: OpeningBalancesBody): Promise<OpeningResult> {
    const people = await peopleByIds(
      this.deps.db,
      body.rows.map((row) => row.employeeId),
    );
    const byId = new Map(people.map((person) => [person.id, person]));
    const candidates = body.rows.map((row, index): Candidate => {
      const person = byId.get(row.employeeId) ?? null;
      return {
        line: index + 1,
        person,
        type: row.type,
        days: row.days,
        error: person ? null : M.unknownPerson,
      };
    });
    return this.run(staff, body.asOf, body.dryRun ?? false, candidates);
  }

  async fromCsv(staff: Caller, body: OpeningCsvBody): Promise<OpeningResult> {
    const read = readOpeningCsv(body.csv);
    if ('message' in read) throw badRequest(read.message);
    const people = await peopleByEmails(
      this.deps.db,
      read.rows.map((row) => row.email),
    );
    const byEmail = new Map(people.map((person) => [person.email, person]));
    const candidates = read.rows.map((row): Candidate => {
      const person = byEmail.get(row.email.toLowerCase()) ?? null;
      const days = /^\d+(\.\d{1,2})?$/.test(row.days) ? Number(row.days) : null;
      const error =
        row.error ?? (!person ? M.unknownEmail : null) ?? (days === null || days > 366 ? M.days : null);
      return { line: row.line, person, type: row.type, days, error };
    });
    return this.run(staff, body.asOf, body.dryRun ?? false, candidates);
  }

  /**
   * The leave-balances import's rows (issue 43) by the rules above, in ONE transaction: each row writes its
   * year's opening row unless the balance on its date already equals it (unchanged: the same file twice
   * writes nothing). A dry run or any row with an error rolls it all back; `audit` runs in the commit.
   */
  async importRows(
    staff: Caller,
    rows: ImportedOpening[],
    dryRun: boolean,
    audit: (tx: Queryable, results: ImportedOpeningResult[]) => Promise<void>,
  ): Promise<ImportedOpeningResult[]> {
    const today = this.deps.orgTime.today();
    const at = this.deps.orgTime.now();
    const book = await loadPolicyBook(this.deps.db);
    try {
      const done = await this.deps.db.transaction(async (tx) => {
        const results: ImportedOpeningResult[] = [];
        const seen = new Set<string>();
        const caughtUp = new Set<string>();
        for (const r of rows) {
          const year = leaveYearOf(r.asOf, book.yearStart);
          const key = `${r.person.id}|${r.type}|${year}`;
          const error =
            (book.type(r.type) ? policyError(book, r.type, today) : M.type) ??
            (seen.has(key) ? M.twice : null);
          seen.add(key);
          if (error) {
            results.push({ row: r.row, action: 'error', error });
            continue;
          }
          if (!caughtUp.has(r.person.id)) await catchUpLedger(tx, book, r.person, today, at);
          caughtUp.add(r.person.id);
          const { first } = leaveYearBounds(year, book.yearStart);
          const held = await ledgerOf(tx, r.person.id, { types: [r.type], from: first, to: r.asOf });
          if (round2(balanceFigures(held).available) === round2(r.days)) {
            results.push({ row: r.row, action: 'unchanged', error: null });
            continue;
          }
          const opened = held.some((row) => row.periodKey === openingKey(year));
          results.push({ row: r.row, action: opened ? 'update' : 'create', error: null });
          const before = await balanceOn(tx, book, r.person.id, r.type, r.asOf, year);
          await deleteOpeningRow(tx, r.person.id, r.type, openingKey(year));
          await insertLedgerRows(tx, [
            {
              userId: r.person.id,
              type: r.type,
              kind: 'opening',
              days: round2(r.days - before),
              date: r.asOf,
              periodKey: openingKey(year),
              reason: `Opening balance ${r.days} as of ${r.asOf}`,
              createdBy: staff.id,
              at,
            },
          ]);
        }
        if (dryRun || results.some((r) => r.error)) throw new RolledBack(results);
        await audit(tx, results);
        return results;
      });
      const written = new Set(rows.filter((_, i) => done[i]?.action !== 'unchanged').map((r) => r.person.id));
      for (const id of written)
        this.deps.realtime.emitToUser(id, 'leave_balance_updated', { employeeId: id });
      return done;
    } catch (e) {
      if (e instanceof RolledBack) return e.results;
      throw e;
    }
  }

  private async run(
    staff: Caller,
    asOf: string,
    dryRun: boolean,
    candidates: Candidate[],
  ): Promise<OpeningResult> {
    const today = this.deps.orgTime.today();
    if (!isBusinessDate(asOf) || asOf > today) throw badRequest(M.asOf);
    const book = await loadPolicyBook(this.deps.db);
    const seen = new Set<string>();
    for (const row of candidates) {
      if (row.error) continue;
      // Any leave type by name, custom ones too (issue 40); the contract takes the name as a string.
      row.error = book.type(row.type) ? policyError(book, row.type, today) : M.type;
      const key = `${row.person!.id}|${row.type}`;
      if (!row.error && seen.has(key)) row.error = M.twice;
      seen.add(key);
    }
    const errors = candidates.filter((row) => row.error).length;
    if (!dryRun && errors > 0) throw unprocessable(M.hasErrors);

    const year = leaveYearOf(asOf, book.yearStart);
    const at = this.deps.orgTime.now();
    const rows = await this.deps.db.transaction(async (tx) => {
      const results: OpeningRowResult[] = [];
      const caughtUp = new Set<string>();
      for (const row of candidates) {
        if (row.error) {
          results.push(present(row, null));
          continue;
        }
        const person = row.person!;
        const type = row.type as LeaveType;
        if (!caughtUp.has(person.id)) await catchUpLedger(tx, book, person, today, at);
        caughtUp.add(person.id);
        const before = await balanceOn(tx, book, person.id, type, asOf, year);
        results.push(present(row, before));
        if (dryRun) continue;
        await deleteOpeningRow(tx, person.id, type, openingKey(year));
        await insertLedgerRows(tx, [
          {
            userId: person.id,
            type,
            kind: 'opening',
            days: round2(row.days! - before),
            date: asOf,
            periodKey: openingKey(year),
            reason: `Opening balance ${row.days} as of ${asOf}`,
            createdBy: staff.id,
            at,
          },
        ]);
      }
      if (!dryRun)
        await this.deps.audit.record(tx, {
          actor: staff,
          action: 'leave.opening_balances',
          entityType: 'leave_balance',
          entityId: asOf,
          after: {
            asOf,
            rows: results.map((r) => ({
              employeeId: r.employeeId,
              employeeName: r.employeeName,
              type: r.type,
              days: r.days,
              before: r.before,
            })),
          },
        });
      return results;
    });
    if (!dryRun)
      for (const id of new Set(candidates.map((row) => row.person!.id)))
        this.deps.realtime.emitToUser(id, 'leave_balance_updated', { employeeId: id });
    return { asOf, applied: !dryRun, errors, rows };
  }
}

/** A type opens only when it keeps its own balance and has a quota. */
function policyError(book: PolicyBook, type: LeaveType, today: string): string | null {
  const balanceType = book.balanceType(type, today);
  if (balanceType !== type) return M.takesFrom(type, balanceType);
  return book.on(type, today).annualQuota === null ? M.noQuota(type) : null;
}

/** The balance on `asOf` from the year's rows dated by then, leaving out the year's opening row (replaced). */
async function balanceOn(
  db: Queryable,
  book: PolicyBook,
  userId: string,
  type: LeaveType,
  asOf: string,
  year: number,
): Promise<number> {
  const { first } = leaveYearBounds(year, book.yearStart);
  const rows = await ledgerOf(db, userId, { types: [type], from: first, to: asOf });
  return balanceFigures(rows.filter((row) => row.periodKey !== openingKey(year))).available;
}

const present = (row: Candidate, before: number | null): OpeningRowResult => ({
  line: row.line,
  employeeId: row.person?.id ?? null,
  employeeName: row.person?.name ?? null,
  type: row.type,
  days: row.days,
  before,
  error: row.error,
});
