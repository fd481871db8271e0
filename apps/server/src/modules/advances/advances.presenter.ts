import { MONTH_NAMES, paiseToRupees, type Advance, type ApprovalState } from '@hrms/shared';
import type { AdvanceRow, DecisionRow, InstalmentRow } from './advances.repository.ts';
import { balanceOf, statusOf, type PaidFacts } from './advances.schedule.ts';

const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** An advance or loan with its schedule, each instalment's state as the finalised payslips stand, the balance. */
export function presentAdvance(
  row: AdvanceRow,
  instalments: readonly InstalmentRow[],
  paid: ReadonlyMap<string, PaidFacts>,
  decisions: readonly DecisionRow[],
  state?: ApprovalState,
): Advance {
  const balance = balanceOf(row, instalments, paid);
  return {
    id: row.id,
    kind: row.kind as Advance['kind'],
    employeeId: row.userId,
    employeeName: row.employeeName,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    instalmentCount: row.instalmentCount,
    status: row.status as Advance['status'],
    submittedAt: row.createdAt.toISOString(),
    disbursal: row.disbursal as Advance['disbursal'],
    disbursedIn:
      row.disburseYear && row.disburseMonth ? monthLabel(row.disburseYear, row.disburseMonth) : null,
    paidOn: row.paidOn,
    recovered: paiseToRupees(balance.recovered),
    waived: paiseToRupees(balance.waived),
    outstanding: row.status === 'Approved' ? paiseToRupees(balance.outstanding) : 0,
    instalments: instalments.map((i) => ({
      id: i.id,
      seq: i.seq,
      month: monthLabel(i.dueYear, i.dueMonth),
      amount: paiseToRupees(i.amountPaise),
      status: statusOf(i, paid.get(i.id)),
      note: i.note,
    })),
    decisions: decisions.map((d) => ({
      by: { id: d.deciderId, name: d.deciderName },
      action: d.action,
      at: d.at.toISOString(),
      note: d.note,
    })),
    ...(state ?? {}),
  };
}
