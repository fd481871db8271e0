import { orgDate, paiseToRupees, type LossOfPayAdjustment, type SalaryRecord } from '@hrms/shared';
import type { FileLinks } from '../../storage/signed-url.ts';
import { toWireBreakdown, type PayBreakdown } from './pay/breakdown.ts';
import type { LossOfPay } from './pay/loss-of-pay.ts';
import type { SalaryRow } from './payroll.repository.ts';

/** Signed payslip links live 15 minutes: long enough to read a payslip, short enough that a leaked link soon dies. */
export const SLIP_LINK_TTL_SECONDS = 15 * 60;

export const payslipFileName = (month: string, employeeName: string): string =>
  `Salary Slip ${month} - ${employeeName}.pdf`;

function presentLossOfPay(row: SalaryRow): LossOfPayAdjustment | null {
  const stored = row.lopAdjustment as LossOfPay | null;
  if (!stored) return null;
  return {
    month: stored.month,
    amount: paiseToRupees(row.lopAdjustmentPaise),
    dates: stored.days.map((d) => d.date),
  };
}

/**
 * The spec's salary record: amount in rupees, date the generation date in the organisation's timezone
 * (the instant is generatedAt), slipPath a short-lived signed link.
 */
export function presentSalaryRecord(row: SalaryRow, fileLinks: FileLinks, timeZone: string): SalaryRecord {
  return {
    _id: row.id,
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    month: row.month,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    date: orgDate(row.generatedAt, timeZone),
    generatedAt: row.generatedAt.toISOString(),
    attendanceUpTo: row.attendanceUpTo,
    lopAdjustment: presentLossOfPay(row),
    slipPath: row.slipKey
      ? fileLinks.url(row.slipKey, {
          fileName: payslipFileName(row.month, row.employeeName),
          contentType: 'application/pdf',
          ttlSeconds: SLIP_LINK_TTL_SECONDS,
        })
      : null,
    breakdown: row.payBreakdown ? toWireBreakdown(row.payBreakdown as PayBreakdown) : null,
    paidOn: row.paidOn,
  };
}
