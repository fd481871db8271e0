import { formatEmployeeId, SALARY_STATUS_GENERATED } from '@hrms/shared';
import type { BatchState, NewSalaryRow, Payee } from './payroll.repository.ts';
import { renderSalarySlip } from './salary-slip-pdf.ts';
import type { SlipPay } from './slip-pay.ts';

export interface SlipRecordInput {
  orgName: string;
  state: BatchState;
  payee: Payee;
  pay: SlipPay;
  /** The generation date in ORG_TIMEZONE, and the instant. */
  today: string;
  now: Date;
  /** Where the PDF will be stored. */
  slipKey: string;
}

/** Renders one person's slip and returns it with the record to upsert (same figures on both). */
export async function renderSlipRecord(
  input: SlipRecordInput,
): Promise<{ row: NewSalaryRow; pdf: Uint8Array }> {
  const { state, payee, pay } = input;
  const { breakdown, lossOfPay } = pay;
  const pdf = await renderSalarySlip({
    orgName: input.orgName,
    employeeName: payee.name,
    employeeCode: formatEmployeeId(payee.employeeNo),
    period: state.label,
    generatedOn: input.today,
    breakdown,
    lossOfPay,
  });
  return {
    pdf,
    row: {
      userId: payee.id,
      periodYear: state.year,
      periodMonth: state.month,
      month: state.label,
      amountPaise: breakdown.netPaise,
      baseSalaryPaise: payee.baseSalaryPaise,
      breakdown,
      status: SALARY_STATUS_GENERATED,
      slipKey: input.slipKey,
      generatedBy: state.requestedBy,
      generatedAt: input.now,
      attendanceUpTo: breakdown.attendanceUpTo,
      lopAdjustmentPaise: breakdown.lopAdjustmentPaise,
      lopAdjustment: lossOfPay,
    },
  };
}
