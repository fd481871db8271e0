import {
  formatEmployeeId,
  maskIdentifier,
  SALARY_STATUS_GENERATED,
  type PayrollSettings,
} from '@hrms/shared';
import { lopAdjustmentPaise, toWireBreakdown } from '../pay/breakdown.ts';
import type { NewSalaryRow, Payee } from '../payroll.repository.ts';
import type { BatchState } from './payslip-batch.repository.ts';
import type { PayslipContent } from '../payslip/payslip-content.ts';
import type { PersonPay } from './chunk-pay.ts';
import type { DocumentLanguage } from '../../../lib/i18n/document-language.ts';

export interface PayslipRecordInput {
  /** The payslip header (organisation name and address) comes from here. */
  settings: PayrollSettings;
  state: BatchState;
  payee: Payee;
  pay: PersonPay;
  /** The generation date in ORG_TIMEZONE, and the instant. */
  today: string;
  now: Date;
  /** Where the PDF will be stored. */
  slipKey: string;
  /** The person's language and the organisation's digits (issue 47); absent: English, Latin digits. */
  language?: DocumentLanguage;
}

/** What the payslip prints (payslip-content.ts): identity numbers masked, money as on the wire. */
export function payslipContent(input: Omit<PayslipRecordInput, 'slipKey' | 'now'>): PayslipContent {
  const { payee, pay, settings } = input;
  return {
    organisation: { name: settings.organisation.name, address: settings.organisation.address },
    period: input.state.label,
    generatedOn: input.today,
    employee: {
      name: payee.name,
      code: formatEmployeeId(payee.employeeNo),
      designation: null,
      department: null,
      pan: maskIdentifier(pay.profile.pan),
      uan: pay.profile.uan,
      bankAccount: maskIdentifier(pay.profile.bankAccount),
    },
    breakdown: toWireBreakdown(pay.pay),
    ...(input.language ? { language: input.language } : {}),
  };
}

/** One person's record to upsert and what their payslip prints (same figures on both); rendered by the pool. */
export function payslipRecord(input: PayslipRecordInput): { row: NewSalaryRow; content: PayslipContent } {
  const { state, payee, pay } = input;
  return {
    content: payslipContent(input),
    row: {
      userId: payee.id,
      periodYear: state.year,
      periodMonth: state.month,
      month: state.label,
      amountPaise: pay.pay.netPaise,
      baseSalaryPaise: pay.pay.monthlyGrossPaise,
      breakdown: pay.breakdown,
      payBreakdown: pay.pay,
      status: SALARY_STATUS_GENERATED,
      slipKey: input.slipKey,
      generatedBy: state.requestedBy,
      generatedAt: input.now,
      attendanceUpTo: pay.pay.attendanceUpTo,
      lopAdjustmentPaise: lopAdjustmentPaise(pay.pay),
      lopAdjustment: pay.lossOfPay,
      // Issue 22: generating finalises the month for the person (payroll-runs locks), unpaid again.
      finalisedAt: input.now,
      paidOn: null,
    },
  };
}
