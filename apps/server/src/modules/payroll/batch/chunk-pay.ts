import {
  daysInMonth,
  isoDay,
  type AttendanceStatus,
  type PayrollProfileBody,
  type PayrollSettings,
  type WorkCalendar,
} from '@hrms/shared';
import type { RevisionInForce } from '../../payroll-settings/index.ts';
import { buildBreakdown, type PayBreakdown } from '../pay/breakdown.ts';
import { arrearsFor, sumPf, type ArrearsSource } from '../pay/arrears.ts';
import { earnedPay, grossOn, grossSegments, monthlyGrossOf, paidUnits } from '../pay/earned-pay.ts';
import { countPayDays } from '../pay/lop-days.ts';
import { statutoryLines, type StatutoryEngine } from '../pay/statutory-lines.ts';
import type { AttendanceService } from '../../attendance/index.ts';
import {
  applyLossOfPay,
  attendanceCutOff,
  lossOfPayFor,
  previousPeriod,
  type LossOfPay,
} from '../pay/loss-of-pay.ts';
import type { Payee } from '../payroll.repository.ts';
import type { SalaryBreakdown } from '../pay/salary-amount.ts';
import type { LedgerEntry } from './salary-ledger.repository.ts';
import type { TaxBasis } from './chunk-load.ts';
import { splitPayInputs, type PayInputLine } from '../pay/pay-inputs.ts';
import { settledBreakdown } from '../pay/settled-slip.ts';

export type PayrollAttendance = Pick<AttendanceService, 'dayStatusesFor'>;

export interface PersonPay {
  /** The record's breakdown (issue 21): the net pay is its netPaise. */
  pay: PayBreakdown;
  profile: PayrollProfileBody;
  /** The pre-structure counting, stored as before in salary_records.breakdown. */
  breakdown: SalaryBreakdown;
  /** The previous month's presumed days that turned out unpaid (breakdown.lopAdjustmentPaise is applied). */
  lossOfPay: LossOfPay | null;
}

/** What the pay of a chunk needs beyond attendance, loaded for the whole chunk at once (payslip-batch.ts). */
export interface PayContext {
  profiles: Map<string, PayrollProfileBody>;
  revisions: Map<string, RevisionInForce[]>;
  /** Leave taken beyond the balance as unpaid, by person (issue 20); none when absent. */
  unpaidLeave?: ReadonlyMap<string, readonly { date: string; days: number }[]>;
  /** Gross, TDS and Professional Tax of the tax year's records before this month (fy-sums.repository.ts). */
  fySoFar: Map<string, { grossPaise: number; tdsPaise: number; ptPaise?: number }>;
  /** Earlier finalised months and arrears already paid, for people with revisions (arrears.ts). */
  arrears?: ReadonlyMap<string, ArrearsSource>;
  /** The tax year's regime and declarations, for people who have any (issue 44). */
  taxBasis?: ReadonlyMap<string, TaxBasis>;
  /** Lines other modules add to the month (pay-inputs.ts), for people who have any. */
  payInputs?: ReadonlyMap<string, readonly PayInputLine[]>;
}

export interface ChunkPayInput {
  year: number;
  month: number;
  payees: Payee[];
  ledger: Map<string, LedgerEntry>;
  /** The generation date in ORG_TIMEZONE. */
  today: string;
  /** The work calendar over the previous month and this one (weekly offs, patterns, public holidays). */
  calendar: WorkCalendar;
  /** Each person's own calendar (issue 42: their location's on each date); without it, `calendar`. */
  calendars?: { of(userId: string): WorkCalendar };
  settings: PayrollSettings;
  context: PayContext;
  /** The statutory engine (statutory/): null only where no deduction can be on. */
  engine: StatutoryEngine | null;
  /** The organisation's go-live date (issue 40): working days before it without a row are paid. */
  goLive?: string | null;
}

/**
 * The pay of a chunk of people for one period: each person's cut-off from their ledger, the month's days
 * (one query; counted day by day against the work calendar up to the cut-off, day-counts.ts), the
 * previous month's days after its cut-off (one query), then the pure rules of salary-amount.ts and
 * loss-of-pay.ts.
 */
export async function payChunk(
  attendance: PayrollAttendance,
  input: ChunkPayInput,
): Promise<Map<string, PersonPay>> {
  const { year, month, payees, ledger, today } = input;
  const cutOffs = new Map(
    payees.map((payee) => {
      const entry = ledger.get(payee.id)!;
      const cutOff = attendanceCutOff({
        year,
        month,
        today,
        existing: entry.current,
        nextRecordExists: entry.nextExists,
      });
      return [payee.id, cutOff] as const;
    }),
  );
  const earlier = await presumedDayStatuses(attendance, year, month, payees, ledger);

  const monthDays = await monthDayStatuses(attendance, year, month, payees);
  const pay = new Map<string, PersonPay>();
  for (const payee of payees) {
    const attendanceUpTo = cutOffs.get(payee.id)!;
    const previous = ledger.get(payee.id)!.previous;
    const prev = previousPeriod(year, month);
    const lossOfPay =
      previous?.attendanceUpTo != null
        ? lossOfPayFor(
            { ...prev, baseSalaryPaise: previous.baseSalaryPaise, attendanceUpTo: previous.attendanceUpTo },
            payee.joinedOn,
            calendarOf(input, payee.id),
            earlier.get(payee.id) ?? new Map(),
          )
        : null;
    pay.set(
      payee.id,
      personPay(input, payee, {
        attendanceUpTo,
        dayStatuses: monthDays.get(payee.id) ?? new Map(),
        lossOfPay,
      }),
    );
  }
  return pay;
}

/** The person's calendar: their location's on each date when the chunk read them (issue 42). */
const calendarOf = (input: ChunkPayInput, userId: string): WorkCalendar =>
  input.calendars?.of(userId) ?? input.calendar;

interface PersonAttendance {
  attendanceUpTo: string | null;
  dayStatuses: ReadonlyMap<string, AttendanceStatus>;
  lossOfPay: LossOfPay | null;
}

/** One person's month, pure: days, structure, earned pay, statutory lines, the correction, the breakdown. */
function personPay(input: ChunkPayInput, payee: Payee, seen: PersonAttendance): PersonPay {
  const { year, month, settings, context, engine } = input;
  const calendar = calendarOf(input, payee.id);
  const revisions = context.revisions.get(payee.id) ?? [];
  const segments = grossSegments({
    year,
    month,
    baseSalaryPaise: payee.baseSalaryPaise,
    template: settings.template,
    revisions,
  });
  // Counted once: the days, and the pre-structure counting on the month's gross (the record's breakdown column).
  const days = countPayDays({
    baseSalaryPaise: monthlyGrossOf(segments, daysInMonth(year, month)),
    year,
    month,
    joinedOn: payee.joinedOn,
    attendanceUpTo: seen.attendanceUpTo,
    calendar,
    dayStatuses: seen.dayStatuses,
    goLive: input.goLive ?? null,
    unpaidLeave: context.unpaidLeave?.get(payee.id) ?? [],
  });
  const units = paidUnits({ kind: settings.divisor, ...days });
  const earned = earnedPay(segments, days.daysInMonth, units);
  const counted = applyLossOfPay(days.counted, seen.lossOfPay);
  const profile = context.profiles.get(payee.id)!;
  const fySoFar = context.fySoFar.get(payee.id) ?? { grossPaise: 0, tdsPaise: 0 };
  // The slip's year-to-date: this employer's records and the imported months before them (issue 43).
  const ytdBefore = withPrevious(fySoFar, context.taxBasis?.get(payee.id)?.imported);
  // Back-dated revisions of finalised months: paid now as 'Arrears for {month}' lines (arrears.ts).
  const arrears = arrearsFor({
    source: context.arrears?.get(payee.id),
    revisions,
    template: settings.template,
    pfEnabled: settings.pf.enabled,
    pfOnFullWages: profile.pfOnFullWages,
    engine,
  });
  const arrearsPaise = arrears.reduce((sum, line) => sum + line.paise, 0);
  const personInputs = context.payInputs?.get(payee.id);
  const inputs = personInputs ? splitPayInputs(personInputs) : undefined;
  if (inputs?.settled) {
    // A full and final settlement paid with this run: its lines alone (settled-slip.ts, docs/exit.md).
    const settled = settledBreakdown({
      daysInMonth: days.daysInMonth,
      divisorKind: units.divisorKind,
      divisor: units.divisor,
      monthlyGrossPaise: earned.monthlyGrossPaise,
      settled: inputs.settled,
      ytdBefore,
    });
    return { pay: settled, profile, breakdown: days.counted, lossOfPay: null };
  }
  const anyOn =
    settings.pf.enabled ||
    settings.esi.enabled ||
    settings.pt.enabled ||
    settings.tds.enabled ||
    Boolean(settings.lwf?.enabled);
  const lastDay = isoDay(year, month, days.daysInMonth);
  const statutory =
    engine && anyOn
      ? statutoryLines(engine, {
          year,
          month,
          settings,
          profile,
          basicEarnedPaise: earned.earnings.find((line) => line.code === 'BASIC')?.paise ?? 0,
          grossEarnedPaise: earned.grossPaise + arrearsPaise + (inputs?.statutoryBasePaise ?? 0),
          arrearsPf: sumPf(arrears),
          paidDays: days.paidQuarters / 4,
          grossAtEsiPeriodStartPaise: grossOn(
            maxDate(engine.esiPeriodStart(isoDay(year, month, 1)), payee.joinedOn),
            payee.baseSalaryPaise,
            revisions,
          ),
          monthlyGrossPaise: grossOn(lastDay, payee.baseSalaryPaise, revisions),
          fySoFar: taxYearSoFar(fySoFar, context.taxBasis?.get(payee.id)),
          tax: context.taxBasis?.get(payee.id),
        })
      : { deductions: [], employerContributions: [] };
  const breakdown = buildBreakdown({
    days,
    units,
    earned,
    statutory: statutory.deductions,
    employerContributions: statutory.employerContributions,
    lopAdjustment: seen.lossOfPay ? { month: seen.lossOfPay.month, duePaise: seen.lossOfPay.duePaise } : null,
    attendanceUpTo: seen.attendanceUpTo,
    ytdBefore,
    arrears,
    structure: { baseSalaryPaise: payee.baseSalaryPaise, template: settings.template },
    goLive: input.goLive ?? null,
    ...(inputs ? { inputs } : {}),
  });
  return { pay: breakdown, profile, breakdown: counted, lossOfPay: seen.lossOfPay };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/**
 * The tax year so far as TDS counts it (the month's projection and the exit month, exit-month.ts): this employer's
 * records with an earlier employer's gross and TDS and the imported months' (all in `previous`), and the
 * Professional Tax of the records and of the imported months (the old regime's tax on employment).
 */
export function taxYearSoFar(
  soFar: { grossPaise: number; tdsPaise: number; ptPaise?: number },
  basis: TaxBasis | undefined,
): { grossPaise: number; tdsPaise: number; ptPaise: number } {
  const withEarlier = withPrevious(soFar, basis?.previous);
  return {
    grossPaise: withEarlier.grossPaise,
    tdsPaise: withEarlier.tdsPaise,
    ptPaise: (soFar.ptPaise ?? 0) + (basis?.previousPtPaise ?? 0),
  };
}

/** Gross and TDS so far with other months added: an earlier employer's for TDS, imported ones for the slip too. */
const withPrevious = (
  soFar: { grossPaise: number; tdsPaise: number },
  previous: { grossPaise: number; tdsPaise: number } | undefined,
) =>
  previous
    ? { grossPaise: soFar.grossPaise + previous.grossPaise, tdsPaise: soFar.tdsPaise + previous.tdsPaise }
    : soFar;

/** person -> date -> status over the month (the dates of the loss of pay): one query for the chunk. */
async function monthDayStatuses(
  attendance: PayrollAttendance,
  year: number,
  month: number,
  payees: Payee[],
): Promise<Map<string, Map<string, AttendanceStatus>>> {
  return attendance.dayStatusesFor(
    payees.map((payee) => payee.id),
    isoDay(year, month, 1),
    isoDay(year, month, daysInMonth(year, month)),
  );
}

/** person -> date -> status over the previous month's days after the earliest cut-off of the chunk. */
async function presumedDayStatuses(
  attendance: PayrollAttendance,
  year: number,
  month: number,
  payees: Payee[],
  ledger: Map<string, LedgerEntry>,
): Promise<Map<string, Map<string, AttendanceStatus>>> {
  const withCutOff = payees.filter((payee) => ledger.get(payee.id)!.previous?.attendanceUpTo != null);
  if (withCutOff.length === 0) return new Map();
  const from = withCutOff.map((payee) => ledger.get(payee.id)!.previous!.attendanceUpTo!).sort()[0]!;
  const prev = previousPeriod(year, month);
  const to = isoDay(prev.year, prev.month, daysInMonth(prev.year, prev.month));
  const ids = withCutOff.map((payee) => payee.id);
  return attendance.dayStatusesFor(ids, from, to);
}
