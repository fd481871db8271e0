import { daysInMonth, isoDay, type PayrollProfileBody, type WorkCalendar } from '@hrms/shared';
import type { Database, Queryable } from '../../../db/client.ts';
import { readGoLive } from '../../../db/go-live.ts';
import type { OrgTime } from '../../../lib/clock.ts';
import type { PayrollSettingsService } from '../../payroll-settings/index.ts';
import type { PeopleCalendars, WorkCalendarService } from '../../work-calendar/index.ts';
import { arrearsScope, arrearsSources, findArrearsRows, type ArrearsRow } from './arrears.repository.ts';
import { fySums } from './fy-sums.repository.ts';
import { previousPeriod } from '../pay/loss-of-pay.ts';
import * as repo from '../payroll.repository.ts';
import { findLedger, ledgerFingerprint, type LedgerEntry } from './salary-ledger.repository.ts';
import type { ChunkPayInput } from './chunk-pay.ts';
import * as statutory from '../../statutory/index.ts';
import type { StatutoryEngine } from '../pay/statutory-lines.ts';
import type { PayInputLine, PayInputSource } from '../pay/pay-inputs.ts';

/** Per person, the dates of approved leave beyond the balance and the days of each unpaid. */
export type UnpaidLeaveSource = (
  userIds: string[],
  from: string,
  to: string,
) => Promise<Map<string, { date: string; days: number }[]>>;

/** The year's regime (null: the payroll profile's) and the old regime's counted deductions (tax-year module). */
export interface TaxBasis {
  regime: 'new' | 'old' | null;
  oldRegimeDeductionsPaise: number;
  /** An earlier employer's salary and TDS this tax year, once HR accepted them (tax-forms): the year so far. */
  previous?: { grossPaise: number; tdsPaise: number };
  /**
   * The year-to-date imported from before the first slip here (issue 43), already inside `previous`: unlike an
   * earlier employment it also shows in the payslip's year-to-date.
   */
  imported?: { grossPaise: number; tdsPaise: number };
  /**
   * Professional Tax of the months before the first slip here (the imported year-to-date, issue 43): the old
   * regime's tax on employment so far (docs/payroll-statutory.md, "Tax on employment"); absent: none.
   */
  previousPtPaise?: number;
}

/** Per person with a choice or declarations this tax year, what their TDS is computed with on `date`. */
export type TaxBasisSource = (
  userIds: string[],
  fyStartYear: number,
  date: string,
) => Promise<Map<string, TaxBasis>>;

/** What reading a chunk needs: the payslip batch's deps and the preview's (period-pay.ts) both fit. */
export interface ChunkLoadDeps {
  db: Database;
  orgTime: OrgTime;
  /** Pay follows the work calendar: weekly offs and public holidays are paid days (docs/payroll.md). */
  workCalendar: Pick<WorkCalendarService, 'calendarFor'> & Partial<Pick<WorkCalendarService, 'calendarsFor'>>;
  /** Divisor, structure template, statutory switches and the payslip header, read once a chunk. */
  payrollSettings: Pick<PayrollSettingsService, 'getSettings' | 'profilesFor' | 'revisionsFor'>;
  /** The statutory engine: statutory/ unless a test gives its own. */
  statutoryEngine?: StatutoryEngine;
  /** Leave taken beyond the balance as unpaid (the leave books, issue 20): loss of pay. */
  unpaidLeave?: UnpaidLeaveSource;
  /** The work state of each person's location on a day (issue 42), where it names one: Professional Tax. */
  workStates?: WorkStateSource;
  /** The tax year's regime and declarations (issue 44): none, and TDS is on the profile's regime as before. */
  taxBasis?: TaxBasisSource;
  /** Lines other modules add to the month (issue 45: overtime, claims, advances; pay-inputs.ts). */
  payInputs?: PayInputSource;
}

/** The people whose lines carry a settlement paid with the run (pay-inputs.ts `settled`). */
function settledIn(inputs: Map<string, PayInputLine[]> | undefined): string[] {
  if (!inputs) return [];
  return [...inputs]
    .filter(([, lines]) => lines.some((l) => l.kind === 'settled' || l.kind === 'settled-deduction'))
    .map(([userId]) => userId);
}

const onlyOf = (inputs: Map<string, PayInputLine[]>, ids: readonly string[]) =>
  new Map(ids.flatMap((id) => (inputs.has(id) ? [[id, inputs.get(id)!] as const] : [])));

/** Per person, the state their location names on `day`; people without one are left out. */
export type WorkStateSource = (userIds: readonly string[], day: string) => Promise<Map<string, string>>;

export interface LoadedChunk {
  /** The people still there (someone deleted since the request is left out). */
  payees: repo.Payee[];
  /** What payChunk (chunk-pay.ts) takes. */
  input: ChunkPayInput;
  /** Who can have arrears, from when (arrears.repository.ts), to read their records again at the commit. */
  arrearsScope: Map<string, number>;
  /** The neighbouring records and arrears sources the pay was computed from (see sourcesFingerprint). */
  fingerprint: string;
}

/**
 * One chunk's reads for a period, set-based (a query each for the whole chunk): the people, their
 * neighbouring records, the work calendar over this month and the previous one, the settings, profiles,
 * revisions, the tax year so far, leave taken unpaid and, for people with revisions, the records arrears
 * come from. Used by the payslip batch (payslip-batch.ts) and the register's preview (period-pay.ts) alike.
 */
export async function loadChunk(
  deps: ChunkLoadDeps,
  ids: string[],
  year: number,
  month: number,
): Promise<LoadedChunk> {
  const { db, orgTime } = deps;
  // Read first: a leaver whose settlement is paid with this run is a payee of it (settled lines, issue 43).
  const allInputs = await (deps.payInputs?.(ids, year, month) ?? Promise.resolve(undefined));
  const payees = await repo.findPayees(db, ids, isoDay(year, month, 1), settledIn(allInputs));
  const payeeIds = payees.map((p) => p.id);
  const inputs = allInputs && onlyOf(allInputs, payeeIds);
  const previous = previousPeriod(year, month);
  const monthStart = isoDay(year, month, 1);
  const monthEnd = isoDay(year, month, daysInMonth(year, month));
  const fyStartYear = statutory.taxYearOf(year, month).fyStartYear;
  const calendarFrom = isoDay(previous.year, previous.month, 1);
  const [ledger, calendars, settings, stored, revisions, fySoFar, unpaidLeave, goLive, states, taxBasis] =
    await Promise.all([
      findLedger(db, payeeIds, year, month),
      // One calendar per location for the chunk, each person's read from where they work each day (issue 42).
      deps.workCalendar.calendarsFor
        ? deps.workCalendar.calendarsFor(payeeIds, calendarFrom, monthEnd)
        : deps.workCalendar
            .calendarFor(calendarFrom, monthEnd)
            .then((organisation): { organisation: WorkCalendar; of?: PeopleCalendars['of'] } => ({
              organisation,
            })),
      deps.payrollSettings.getSettings(),
      deps.payrollSettings.profilesFor(payeeIds),
      deps.payrollSettings.revisionsFor(payeeIds),
      fySums(db, payeeIds, year, month),
      deps.unpaidLeave?.(payeeIds, monthStart, monthEnd) ?? Promise.resolve(undefined),
      readGoLive(db),
      deps.workStates?.(payeeIds, monthEnd) ?? Promise.resolve(new Map<string, string>()),
      deps.taxBasis?.(payeeIds, fyStartYear, monthStart) ?? Promise.resolve(undefined),
    ]);
  const profiles = withLocationStates(stored, states);
  const scope = arrearsScope(revisions);
  const arrearsRows = await findArrearsRows(db, scope, year, month);
  const arrears = arrearsSources(arrearsRows, scope, year, month);
  return {
    payees,
    arrearsScope: scope,
    fingerprint: sourcesFingerprint(ledger, arrearsRows, payeeIds),
    input: {
      year,
      month,
      payees,
      ledger,
      today: orgTime.today(),
      calendar: calendars.organisation,
      ...(calendars.of ? { calendars: { of: calendars.of } } : {}),
      settings,
      context: {
        profiles,
        revisions,
        fySoFar,
        arrears,
        ...(unpaidLeave ? { unpaidLeave } : {}),
        ...(taxBasis ? { taxBasis } : {}),
        ...(inputs && inputs.size > 0 ? { payInputs: inputs } : {}),
      },
      engine: deps.statutoryEngine ?? statutory,
      goLive,
    },
  };
}

/**
 * The profiles with each person's work state taken from their location on the month's last day, where
 * that location names a state (docs/payroll-statutory.md, "Professional Tax by location"); a person with
 * no such location keeps their profile's work state (or the settings' default) as before.
 */
function withLocationStates(
  profiles: Map<string, PayrollProfileBody>,
  states: ReadonlyMap<string, string>,
): Map<string, PayrollProfileBody> {
  if (states.size === 0) return profiles;
  return new Map(
    [...profiles].map(([id, profile]) => {
      const state = states.get(id);
      return [id, state ? { ...profile, workState: state } : profile];
    }),
  );
}

/**
 * A stable text of what a chunk's cut-offs, corrections and arrears depend on: the neighbouring months'
 * records and, for people with revisions, their other records. Another batch that committed some
 * meanwhile changes it, and the chunk is made again (payslip-batch.ts) rather than paying anything twice.
 */
function sourcesFingerprint(
  ledger: Map<string, LedgerEntry>,
  arrearsRows: readonly ArrearsRow[],
  userIds: string[],
): string {
  return `${ledgerFingerprint(ledger, userIds)}|${JSON.stringify(arrearsRows)}`;
}

/** The same fingerprint read again (inside the commit's transaction, after lockSalaryLedger). */
export async function freshFingerprint(db: Queryable, chunk: LoadedChunk): Promise<string> {
  const { year, month, payees } = chunk.input;
  const userIds = payees.map((p) => p.id);
  // One after the other: inside a transaction both go through the same connection.
  const ledger = await findLedger(db, userIds, year, month);
  const rows = await findArrearsRows(db, chunk.arrearsScope, year, month);
  return sourcesFingerprint(ledger, rows, userIds);
}
