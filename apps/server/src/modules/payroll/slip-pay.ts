import { daysInMonth, isoDay, type AttendanceStatus, type MonthStats, type WorkCalendar } from '@hrms/shared';
import type { AttendanceService } from '../attendance/attendance.service.ts';
import {
  applyLossOfPay,
  attendanceCutOff,
  lossOfPayFor,
  previousPeriod,
  type LossOfPay,
} from './loss-of-pay.ts';
import type { Payee } from './payroll.repository.ts';
import { computeSalary, type SalaryBreakdown } from './salary-amount.ts';
import type { LedgerEntry } from './salary-ledger.repository.ts';

export type PayrollAttendance = Pick<AttendanceService, 'monthStatsFor' | 'dayStatusesFor'>;

export interface SlipPay {
  breakdown: SalaryBreakdown;
  /** The previous month's presumed days that turned out unpaid (breakdown.lopAdjustmentPaise is applied). */
  lossOfPay: LossOfPay | null;
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
}

/**
 * The pay of a chunk of people for one period: each person's cut-off from their ledger, the month's
 * stats up to it (one query per distinct cut-off, normally one), the previous month's days after its
 * cut-off (one query), then the pure rules of salary-amount.ts and loss-of-pay.ts.
 */
export async function payChunk(
  attendance: PayrollAttendance,
  input: ChunkPayInput,
): Promise<Map<string, SlipPay>> {
  const { year, month, payees, ledger, today, calendar } = input;
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
  const stats = await statsUpToCutOffs(attendance, year, month, cutOffs);
  const earlier = await presumedDayStatuses(attendance, year, month, payees, ledger);

  const pay = new Map<string, SlipPay>();
  for (const payee of payees) {
    const breakdown = computeSalary({
      baseSalaryPaise: payee.baseSalaryPaise,
      year,
      month,
      joinedOn: payee.joinedOn,
      attendanceUpTo: cutOffs.get(payee.id)!,
      calendar,
      stats: stats.get(payee.id)!,
    });
    const previous = ledger.get(payee.id)!.previous;
    const prev = previousPeriod(year, month);
    const lossOfPay =
      previous?.attendanceUpTo != null
        ? lossOfPayFor(
            { ...prev, baseSalaryPaise: previous.baseSalaryPaise, attendanceUpTo: previous.attendanceUpTo },
            payee.joinedOn,
            calendar,
            earlier.get(payee.id) ?? new Map(),
          )
        : null;
    pay.set(payee.id, { breakdown: applyLossOfPay(breakdown, lossOfPay), lossOfPay });
  }
  return pay;
}

async function statsUpToCutOffs(
  attendance: PayrollAttendance,
  year: number,
  month: number,
  cutOffs: Map<string, string | null>,
): Promise<Map<string, MonthStats>> {
  const groups = new Map<string | null, string[]>();
  for (const [userId, cutOff] of cutOffs) {
    const group = groups.get(cutOff);
    if (group) group.push(userId);
    else groups.set(cutOff, [userId]);
  }
  const stats = new Map<string, MonthStats>();
  for (const [cutOff, userIds] of groups)
    for (const [userId, counts] of await attendance.monthStatsFor(userIds, year, month, cutOff ?? undefined))
      stats.set(userId, counts);
  return stats;
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
  const byPerson = new Map<string, Map<string, AttendanceStatus>>();
  if (withCutOff.length === 0) return byPerson;
  const from = withCutOff.map((payee) => ledger.get(payee.id)!.previous!.attendanceUpTo!).sort()[0]!;
  const prev = previousPeriod(year, month);
  const to = isoDay(prev.year, prev.month, daysInMonth(prev.year, prev.month));
  const ids = withCutOff.map((payee) => payee.id);
  for (const row of await attendance.dayStatusesFor(ids, from, to)) {
    if (!byPerson.has(row.userId)) byPerson.set(row.userId, new Map());
    byPerson.get(row.userId)!.set(row.date, row.status);
  }
  return byPerson;
}
