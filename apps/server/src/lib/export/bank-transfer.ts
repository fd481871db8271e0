import type { ExportTable } from './table.ts';

/*
 * The bank's bulk-transfer layout (docs/payroll.md "Files"), one format for every payment the organisation makes by
 * bank file: the payroll run's salaries (payroll-runs) and the advances and loans paid separately (docs/claims.md).
 */

const ACCOUNT = /^[0-9]{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An account number of 9 to 18 digits and an IFSC of the bank's shape: what a transfer needs not to bounce. */
export const bankDetailsValid = (account: string | null | undefined, ifsc: string | null | undefined) =>
  ACCOUNT.test(account ?? '') && IFSC.test(ifsc ?? '');

export interface BankPayment {
  name: string;
  bankAccount: string;
  ifsc: string;
  /** Integer paise, more than zero. */
  paise: number;
  narration: string;
}

/** One line per payment, then the control total (the count and the sum) with `controlNarration`. */
export function bankTransferFile(payments: readonly BankPayment[], controlNarration: string): ExportTable {
  const total = payments.reduce((sum, p) => sum + p.paise, 0);
  return {
    title: 'Bank transfer',
    columns: [
      { header: 'Beneficiary Name', kind: 'text' },
      { header: 'Account Number', kind: 'text' },
      { header: 'IFSC', kind: 'text' },
      { header: 'Amount', kind: 'money' },
      { header: 'Narration', kind: 'text' },
    ],
    rows: [
      ...payments.map((p) => [p.name, p.bankAccount, p.ifsc, p.paise, p.narration]),
      ['CONTROL TOTAL', `${payments.length} payments`, '', total, controlNarration],
    ],
  };
}
