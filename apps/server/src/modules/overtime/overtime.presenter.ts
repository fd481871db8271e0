import { MONTH_NAMES, paiseToRupees, type OvertimeClaim } from '@hrms/shared';
import type { Waiting } from './overtime.approvals.ts';
import type { ClaimView } from './overtime.repository.ts';

export interface CapView {
  state: string;
  capHours: number;
  usedHours: number;
  source: string;
}

/** A claim as the contract shows it; the approval state while it is pending, the cap for the approver. */
export function presentClaim(row: ClaimView, waiting?: Waiting, cap?: CapView): OvertimeClaim {
  const paid = row.payYear !== null && row.payMonth !== null;
  return {
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    date: row.date,
    workedMinutes: row.workedMinutes,
    shift: row.shiftName,
    claimedMinutes: row.claimedMinutes,
    approvedMinutes: row.approvedMinutes,
    status: row.status as OvertimeClaim['status'],
    reason: row.reason,
    decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    payMonth: paid ? `${MONTH_NAMES[row.payMonth! - 1]} ${row.payYear}` : null,
    amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
    hourlyRate: row.hourlyRatePaise === null ? null : paiseToRupees(row.hourlyRatePaise),
    ...(cap ? { cap } : {}),
    ...(row.kind === 'comp-off'
      ? {
          kind: 'comp-off' as const,
          compOffDays: row.compOffHundredths === null ? null : row.compOffHundredths / 100,
          compOffExpiresOn: row.compOffExpiresOn,
        }
      : {}),
    ...(row.status === 'Pending' && waiting ? waiting.state : {}),
  };
}
