import { formatRupees } from '../money.ts';

/** Salary advances and loans recovered through payroll (issue 45, docs/claims.md): states and messages. */
export const ADVANCE_KINDS = ['Advance', 'Loan'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];
export const ADVANCE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const DISBURSALS = ['payroll', 'separate'] as const;
export type Disbursal = (typeof DISBURSALS)[number];
/**
 * An instalment's state: `due` (waiting for its month), `recovered` (taken on a finalised payslip), `carried`
 * (did not fit in its month's net pay: due again the next month), `waived` by HR.
 */
export const INSTALMENT_STATUSES = ['due', 'recovered', 'carried', 'waived'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const ADJUST_ACTIONS = ['pause', 'reschedule', 'waive'] as const;
export const INSTALMENTS_MAX = 36;
export const ADVANCE_AMOUNT_MAX = 10_00_000;
export const ADVANCE_TEXT_MAX = 300;

export const ADVANCE_MESSAGES = {
  amount: `Enter the amount in rupees (more than zero, at most ${formatRupees(ADVANCE_AMOUNT_MAX)}).`,
  instalments: `Enter the number of monthly instalments (1 to ${INSTALMENTS_MAX}).`,
  reason: `Give a reason (up to ${ADVANCE_TEXT_MAX} characters).`,
  disbursal: 'Choose how it is paid: with the next payroll run, or separately.',
  paidOn: 'Enter the payment date (YYYY-MM-DD).',
  notFound: 'Advance not found.',
  personNotFound: 'Employee not found.',
  ownDecision: 'You cannot decide your own advance or loan.',
  alreadyDecided: (status: string) => `This request is already ${status.toLowerCase()}.`,
  notApproved: 'Only an approved advance can be paid or adjusted.',
  notSeparate: 'This advance is paid with the payroll run, not separately.',
  alreadyPaid: 'This advance is already marked paid.',
  nothingLeft: 'Nothing is left to recover.',
  rejectReason: 'Give a reason for the rejection.',
  requested: 'Advance requested.',
  recorded: 'Loan recorded.',
  approved: 'Approved.',
  forwarded: 'Approved; the request moves to HR.',
  rejected: 'Rejected.',
  paid: 'Marked paid.',
  adjusted: 'Instalments changed.',
  payoutLine: (kind: string) => `${kind} paid out`,
  /** The payslip's recovery line names what is left after it: 'Advance recovery (₹6,000 left)'. */
  recoveryLine: (kind: string, leftRupees: number) => `${kind} recovery (${formatRupees(leftRupees)} left)`,
  settlementLine: (kind: string) => `${kind} outstanding`,
  settlementReason: (count: number) => `${count} instalment(s) not recovered through payroll`,
  /** The bank file of separate payments (docs/claims.md "Paid separately: the bank file"). */
  noBankDetails: 'No bank account or IFSC on the payroll profile.',
  badBankDetails: 'The bank account number or IFSC on the payroll profile is not valid.',
  nothingToPay: 'Nothing is waiting to be paid by bank transfer.',
  bankNarration: (kind: string, askedOn: string) => `${kind} ${askedOn}`,
  bankControlNarration: (day: string) => `Advances and loans ${day}`,
  empty: 'No advances or loans.',
  emptyQueue: 'No advance requests wait for you.',
  /** Realtime toasts (issue 45): a decider hears of a new request, the person of each decision. */
  newRequest: (name: string, amount: number) => `${name} asks for an advance of ${formatRupees(amount)}.`,
  decided: (kind: string, amount: number, status: string, step?: number) =>
    status === 'Pending' && step === 2
      ? `Your ${kind.toLowerCase()} of ${formatRupees(amount)} was approved by your manager and moves to HR.`
      : status === 'Approved'
        ? `Your ${kind.toLowerCase()} of ${formatRupees(amount)} is approved.`
        : `Your ${kind.toLowerCase()} of ${formatRupees(amount)} was ${status.toLowerCase()}.`,
  /**
   * The bell's notices (issue 45): each final decision, a loan HR records, and HR's changes to the instalments. The
   * advance is named by its kind, amount and the day it was asked or recorded: 'your advance of ₹12,000 from
   * 20/11/2026'.
   */
  decidedNotice: (
    advance: { kind: string; amount: number; askedOn: string; instalments: number },
    decision:
      | { status: 'approved'; by: string; payout: string | null; firstRecovery: string | null }
      | { status: 'rejected'; by: string; reason?: string | null },
  ) => {
    const head = `Your ${advance.kind.toLowerCase()} of ${formatRupees(advance.amount)} from ${advance.askedOn}`;
    if (decision.status === 'rejected')
      return `${head} was rejected by ${decision.by}${decision.reason ? `: ${decision.reason}` : '.'}`;
    return `${head} was approved by ${decision.by}: ${howPaid(advance.instalments, decision.payout, decision.firstRecovery)}`;
  },
  recordedNotice: (
    loan: { kind: string; amount: number; reason: string; instalments: number },
    by: string,
    payout: string | null,
    firstRecovery: string | null,
  ) =>
    `${by} recorded a ${loan.kind.toLowerCase()} of ${formatRupees(loan.amount)} for you (${loan.reason}): ${howPaid(loan.instalments, payout, firstRecovery)}`,
  adjustedNotice: (
    advance: { kind: string; amount: number; askedOn: string },
    change:
      | { action: 'pause'; next: string | null; left: number }
      | { action: 'reschedule'; left: number; instalments: number; from: string }
      | { action: 'waive'; left: number },
    by: string,
    reason: string,
  ) => {
    const what = `your ${advance.kind.toLowerCase()} of ${formatRupees(advance.amount)} from ${advance.askedOn} (${reason})`;
    if (change.action === 'waive')
      return `${by} waived the ${formatRupees(change.left)} left on ${what}: nothing more is recovered.`;
    if (change.action === 'reschedule')
      return `${by} rescheduled ${what}: the ${formatRupees(change.left)} left is recovered in ${instalmentsText(change.instalments)} from ${change.from}.`;
    return `${by} paused the instalments of ${what}: ${formatRupees(change.left)} is left${change.next ? `, the next instalment is due in ${change.next}` : ''}.`;
  },
} as const;

const instalmentsText = (count: number) => (count === 1 ? 'one instalment' : `${count} monthly instalments`);

/** 'paid with your November 2026 salary, recovered in 3 monthly instalments from December 2026.' */
function howPaid(instalments: number, payout: string | null, firstRecovery: string | null): string {
  return payout
    ? `paid with your ${payout} salary, recovered in ${instalmentsText(instalments)} from ${firstRecovery}.`
    : `paid separately by bank transfer, recovered in ${instalmentsText(instalments)} from the month after it is paid.`;
}
