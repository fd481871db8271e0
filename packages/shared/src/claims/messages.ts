import { formatRupees } from '../money.ts';

/** Expense claims (issue 45, docs/claims.md): limits, states and messages. */
export const CLAIM_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** At most this many lines a claim: the lines travel as one multipart field (2 KB) beside their receipts. */
export const CLAIM_LINES_MAX = 5;
export const CLAIM_TEXT_MAX = 120;
export const CLAIM_NAME_MAX = 60;
/** A receipt (photo or PDF) is at most 5 MB: a phone's photograph fits, a scanned book does not. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The claims and advances queues on the Claims tab ask the server for pages of this many cards (docs/claims.md). */
export const MONEY_QUEUE_PAGE_SIZE = 50;
/** File fields, one a line, by the line's position: receipt0 … receipt4. */
export const receiptField = (index: number) => `receipt${index}`;
/** The categories an Admin is offered on a fresh install (nothing is created until they add them). */
export const SUGGESTED_CLAIM_CATEGORIES = [
  { name: 'Travel', perClaimLimit: 10_000, perMonthLimit: 25_000, mileageRate: null, taxable: false },
  { name: 'Local conveyance', perClaimLimit: 3_000, perMonthLimit: 5_000, mileageRate: 8, taxable: false },
  { name: 'Food', perClaimLimit: 1_500, perMonthLimit: 3_000, mileageRate: null, taxable: true },
  {
    name: 'Phone and internet',
    perClaimLimit: 1_000,
    perMonthLimit: 1_000,
    mileageRate: null,
    taxable: false,
  },
  { name: 'Other', perClaimLimit: 2_000, perMonthLimit: 5_000, mileageRate: null, taxable: true },
] as const;

export const CLAIM_MESSAGES = {
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  futureDate: 'An expense cannot be dated in the future.',
  category: 'Choose a category.',
  categoryUnknown: 'That category does not exist or is no longer in use.',
  categoryName: `Name the category (up to ${CLAIM_NAME_MAX} characters).`,
  categoryTaken: 'A category with that name already exists.',
  categoryNotFound: 'Category not found.',
  limit: 'Enter a limit in rupees (up to two decimals), or leave it empty for none.',
  amount: 'Enter the amount in rupees (more than zero, up to two decimals).',
  distance: 'Enter the distance in kilometres (more than zero, up to one decimal).',
  noMileage: (category: string) => `${category} has no mileage rate: enter the amount.`,
  description: `Describe each expense (up to ${CLAIM_TEXT_MAX} characters).`,
  lines: `A claim has from 1 to ${CLAIM_LINES_MAX} lines.`,
  linesField: 'Send the claim lines as JSON in the field "lines".',
  receiptRequired: (line: number) => `Attach a receipt (photo or PDF) to line ${line}.`,
  receiptField: `Receipts go in the fields receipt0 to receipt${CLAIM_LINES_MAX - 1}, one a line.`,
  receiptTooLarge: `A receipt may be at most ${RECEIPT_MAX_BYTES / 1024 / 1024} MB.`,
  perClaimLimit: (category: string, limit: number, asked: number) =>
    `${category} is limited to ${formatRupees(limit)} a claim (per-claim limit); this claim asks ${formatRupees(asked)}.`,
  perMonthLimit: (category: string, limit: number, month: string, left: number) =>
    `${category} is limited to ${formatRupees(limit)} a month (per-month limit); ${formatRupees(left)} is left for ${month}.`,
  notFound: 'Claim not found.',
  alreadyDecided: (status: string) => `This claim is already ${status.toLowerCase()}.`,
  ownDecision: 'You cannot decide your own claim.',
  lineMissing: 'Give a decision for every line of the claim.',
  lineOver: (line: number, max: number) =>
    `Line ${line} can be approved up to ${formatRupees(max)}: the amount still standing.`,
  lineReason: (line: number) => `Give a reason for approving line ${line} in part.`,
  rejectReason: 'Give a reason for the rejection.',
  submitted: 'Claim submitted.',
  approved: 'Claim approved.',
  forwarded: 'Approved; the claim moves to HR.',
  rejected: 'Claim rejected.',
  categorySaved: 'Category saved.',
  noCategories: 'No expense categories yet: an Admin adds them under Claims.',
  emptyOwn: 'No claims yet.',
  emptyQueue: 'No claims wait for you.',
  /** Realtime toasts (issue 45): a decider hears of a new claim, the claimant of each decision. */
  newClaim: (name: string, number: string) => `${name} submitted claim ${number}.`,
  claimDecided: (number: string, status: string, step?: number) =>
    status === 'Pending' && step === 2
      ? `Your claim ${number} was approved by your manager and moves to HR.`
      : `Your claim ${number} was ${status.toLowerCase()}.`,
  /**
   * The bell's notice of a final decision (issue 45): 'Your claim CL-1 of 20/11/2026 (₹2,850) was approved in part
   * by Priya Shah: ₹2,450 of ₹2,850, paid with your November 2026 salary.' A step to HR makes none.
   */
  decidedNotice: (
    claim: { number: string; submittedOn: string; claimed: number },
    decision:
      | { status: 'approved'; by: string; approved: number; payMonth: string }
      | { status: 'rejected'; by: string; reason?: string | null },
  ) => {
    const head = `Your claim ${claim.number} of ${claim.submittedOn} (${formatRupees(claim.claimed)})`;
    if (decision.status === 'rejected')
      return `${head} was rejected by ${decision.by}${decision.reason ? `: ${decision.reason}` : '.'}`;
    return decision.approved < claim.claimed
      ? `${head} was approved in part by ${decision.by}: ${formatRupees(decision.approved)} of ${formatRupees(claim.claimed)}, paid with your ${decision.payMonth} salary.`
      : `${head} was approved by ${decision.by}, paid with your ${decision.payMonth} salary.`;
  },
  payLine: (number: string) => `Reimbursement (claim ${number})`,
  taxablePayLine: (number: string) => `Taxable reimbursement (claim ${number})`,
} as const;
