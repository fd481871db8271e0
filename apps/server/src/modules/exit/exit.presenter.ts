import {
  EXIT_MESSAGES,
  MONTH_NAMES,
  paiseToRupees,
  type Exit,
  type Settlement,
  type SettlementLine,
} from '@hrms/shared';
import type { ExitRow, SettlementRow } from './exit.repository.ts';
import type { SettlementLinePaise } from './settlement.ts';

export function presentExit(row: ExitRow, today: string): Exit {
  return {
    id: row.id,
    person: {
      id: row.person.id,
      name: row.person.name,
      employeeNo: row.person.employeeNo,
      joinedOn: row.person.joinedOn,
    },
    kind: row.kind as Exit['kind'],
    status: row.status as Exit['status'],
    reason: row.reason,
    requestedLastDay: row.requestedLastDay,
    lastWorkingDay: row.lastWorkingDay,
    noticeDays: row.noticeDays,
    shortfallDays: row.shortfallDays,
    recoveryWaivedReason: row.recoveryWaivedReason,
    submittedOn: row.submittedOn,
    decidedByName: row.decidedByName,
    left: row.person.leftOn !== null && row.person.leftOn < today,
  };
}

export function presentSettlement(row: SettlementRow, exit: ExitRow): Settlement {
  const lines = row.lines as SettlementLinePaise[];
  const adjustments = row.adjustments as { name: string; paise: number; reason: string }[];
  const run = runLabel(row);
  return {
    id: row.id,
    exitId: row.exitId,
    person: { id: exit.person.id, name: exit.person.name, employeeNo: exit.person.employeeNo },
    status: row.status as Settlement['status'],
    lastWorkingDay: exit.lastWorkingDay ?? exit.requestedLastDay,
    dueOn: row.dueOn,
    lines: lines.map((line): SettlementLine => ({
      code: line.code,
      name: line.name,
      amount: paiseToRupees(line.paise),
      rule: line.rule,
    })),
    adjustments: adjustments.map((a) => ({ name: a.name, amount: paiseToRupees(a.paise), reason: a.reason })),
    net: paiseToRupees(row.netPaise),
    finalisedAt: row.finalisedAt ? row.finalisedAt.toISOString() : null,
    finalisedByName: row.finalisedByName,
    kind: row.kind as Settlement['kind'],
    adjustsId: row.adjustsId,
    explanation: row.explanation,
    // Paid on its own date, or (issue 43) when the run's record carrying it was marked paid: read, not stored.
    paidOn: row.paidOn ?? row.runPaidOn,
    paymentReference: row.paymentReference ?? (row.runPaidOn && run ? EXIT_MESSAGES.runReference(run) : null),
    payWithRun: run,
  };
}

/** The payroll month a statement is paid with ('November 2026'), or null (issue 43). */
export const runLabel = (row: { payYear: number | null; payMonth: number | null }): string | null =>
  row.payYear && row.payMonth ? `${MONTH_NAMES[row.payMonth - 1]} ${row.payYear}` : null;
