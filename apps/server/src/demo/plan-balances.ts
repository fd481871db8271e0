import {
  datesBetween,
  DEFAULT_LEAVE_POLICIES,
  leaveYearBounds,
  leaveYearOf,
  plannedLedgerRows,
  round2,
  SME_LEAVE_PRESET,
  splitBeyondBalance,
  type LedgerFact,
  type SpecLeaveType as LeaveType,
  type PolicyVersion,
  type WorkCalendar,
} from '@hrms/shared';
import type { PlannedLeave } from './plan-days.ts';
import type { PlannedPerson } from './plan-people.ts';

/**
 * The demo organisation runs the SME preset (docs/leave.md) from the start of the leave year its history
 * begins in. Each request gets its days; an approved one beyond what the person had accrued by then keeps the
 * excess as unpaid, so no demo balance is negative. Accruals are posted by the server on the first read.
 */
export interface PlannedBalances {
  effectiveFrom: string;
  policies: { type: LeaveType; policy: (typeof SME_LEAVE_PRESET)[LeaveType] }[];
  /** By leave index: days and unpaid days. */
  days: { days: number; unpaidDays: number }[];
}

export function planBalances(
  people: readonly PlannedPerson[],
  leaves: readonly PlannedLeave[],
  calendar: WorkCalendar,
  from: string,
): PlannedBalances {
  const effectiveFrom = leaveYearBounds(leaveYearOf(from, 1), 1).first;
  const types = Object.keys(SME_LEAVE_PRESET) as LeaveType[];
  const versions = (type: LeaveType): PolicyVersion[] => [{ ...SME_LEAVE_PRESET[type], effectiveFrom }];
  const taken = new Map<string, LedgerFact[]>();
  const order = leaves
    .map((leave, index) => ({ leave, index }))
    .sort((a, b) => a.leave.startDate.localeCompare(b.leave.startDate));
  const days: PlannedBalances['days'] = leaves.map(() => ({ days: 0, unpaidDays: 0 }));
  for (const { leave, index } of order) {
    const policy = SME_LEAVE_PRESET[leave.type];
    const working = calendar.workingDates(datesBetween(leave.startDate, leave.endDate));
    const total = round2(working.length * policy.weight);
    days[index] = { days: total, unpaidDays: 0 };
    const balanceType = (policy.countsAgainst ?? leave.type) as LeaveType;
    if (leave.status !== 'Approved' || SME_LEAVE_PRESET[balanceType].annualQuota === null) continue;
    const key = `${leave.person}:${balanceType}`;
    const rows = taken.get(key) ?? [];
    const accrued = plannedLedgerRows({
      versions: versions(balanceType),
      fallback: DEFAULT_LEAVE_POLICIES[balanceType],
      yearStartMonth: 1,
      joinedOn: people[leave.person]!.joinedOn,
      asOf: leave.startDate,
      existing: rows,
    });
    const year = leaveYearBounds(leaveYearOf(leave.startDate, 1), 1);
    const available = round2(
      [...rows, ...accrued]
        .filter((r) => r.date >= year.first && r.date <= year.last)
        .reduce((s, r) => s + r.days, 0),
    );
    const split = splitBeyondBalance(total, Math.max(0, available), 'unpaid');
    if (split.refused) continue;
    days[index] = { days: total, unpaidDays: split.unpaid };
    rows.push({ kind: 'taken', days: -split.paid, date: leave.startDate });
    taken.set(key, rows);
  }
  return { effectiveFrom, policies: types.map((type) => ({ type, policy: SME_LEAVE_PRESET[type] })), days };
}
