import { MONTH_NAMES, paiseToRupees, type ApprovalState, type Claim, type ClaimCategory } from '@hrms/shared';
import type { FileLinks } from '../../storage/signed-url.ts';
import type { CategoryRow, ClaimRow, DecisionRow, LineRow } from './claims.repository.ts';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export const presentCategory = (row: CategoryRow): ClaimCategory => ({
  id: row.id,
  name: row.name,
  perClaimLimit: rupeesOrNull(row.perClaimLimitPaise),
  perMonthLimit: rupeesOrNull(row.perMonthLimitPaise),
  mileageRate: rupeesOrNull(row.mileageRatePaise),
  taxable: row.taxable,
  active: row.active,
});

export const claimNumber = (n: number) => `CL-${n}`;
export const payMonthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** A claim as its owner and its deciders see it; receipts as short-lived signed links. */
export function presentClaim(
  claim: ClaimRow,
  lines: readonly LineRow[],
  decisions: readonly DecisionRow[],
  links: FileLinks,
  state?: ApprovalState,
): Claim {
  const decided = lines.some((line) => line.approvedPaise !== null);
  return {
    id: claim.id,
    number: claimNumber(claim.number),
    employeeId: claim.userId,
    employeeName: claim.employeeName,
    status: claim.status as Claim['status'],
    submittedAt: claim.createdAt.toISOString(),
    claimed: paiseToRupees(lines.reduce((sum, line) => sum + line.amountPaise, 0)),
    approved: decided ? paiseToRupees(lines.reduce((sum, line) => sum + (line.approvedPaise ?? 0), 0)) : null,
    payMonth: claim.payYear && claim.payMonth ? payMonthLabel(claim.payYear, claim.payMonth) : null,
    lines: lines.map((line) => ({
      id: line.id,
      date: line.spentOn,
      category: line.categoryName,
      taxable: line.taxable,
      amount: paiseToRupees(line.amountPaise),
      distanceKm: line.distanceKm === null ? null : Number(line.distanceKm),
      description: line.description,
      approved: rupeesOrNull(line.approvedPaise),
      reason: line.reason,
      receiptUrl:
        line.receiptKey && line.receiptType
          ? links.url(line.receiptKey, {
              fileName: line.receiptName ?? 'receipt',
              contentType: line.receiptType,
            })
          : null,
      receiptName: line.receiptName,
    })),
    decisions: decisions.map((d) => ({
      by: { id: d.deciderId, name: d.deciderName },
      step: d.step,
      action: d.action as 'approved' | 'forwarded' | 'rejected',
      at: d.at.toISOString(),
      note: d.note,
      override: d.override,
    })),
    ...(state ?? {}),
  };
}
