import { ADVANCE_MESSAGES, CLAIM_MESSAGES } from '@hrms/shared';

/**
 * The English of the person's own money screens (issue 47): My claims (the claim form and each claim's card) and
 * My advances and loans (the request form and each advance's card with its schedule), in ICU MessageFormat.
 * Split from en.ts and en-self.ts (the 300-line house limit) and assembled with them in keys.ts and app.ts;
 * hi-money.ts and mr-money.ts hold the same keys. The words shown before stay word for word (the journeys
 * e2e/claims.spec.ts and e2e/advances.spec.ts read them).
 */
export const EN_MONEY = {
  // Shared by claims and advances.
  'money.amount': 'Amount (₹)',
  'money.reason': 'Reason',
  'money.withName': 'With {name}',
  'money.withHr': 'With HR',
  // Who decided what, and when (a claim's or an advance's history).
  'moneyDecision.forwarded': 'Approved and sent to HR by {name} on {date}',
  'moneyDecision.approved': 'Approved by {name} on {date}',
  'moneyDecision.rejected': 'Rejected by {name} on {date}',
  'moneyDecision.recorded': 'Recorded by {name} on {date}',
  'moneyDecision.paid': 'Marked paid by {name} on {date}',
  'moneyDecision.pause': 'Paused by {name} on {date}',
  'moneyDecision.reschedule': 'Rescheduled by {name} on {date}',
  'moneyDecision.waive': 'Waived by {name} on {date}',
  'moneyDecision.other': '{action} by {name} on {date}',
  // My claims: the form.
  'claim.title': 'My claims',
  'claim.description': 'Claim expenses with their receipts; approved claims are paid with your salary.',
  'claim.loadingCategories': 'Loading categories',
  'claim.loading': 'Loading claims',
  'claim.empty': CLAIM_MESSAGES.emptyOwn,
  'claim.noCategories': CLAIM_MESSAGES.noCategories,
  'claim.submitted': CLAIM_MESSAGES.submitted,
  'claim.form': 'New claim',
  'claim.line': 'Line {n}',
  'claim.date': 'Date',
  'claim.category': 'Category',
  'claim.distance': 'Distance in km ({rate} a km)',
  'claim.descriptionLabel': 'Description',
  'claim.receipt': 'Receipt (photo or PDF, up to {mb} MB)',
  'claim.removeLine': 'Remove line {n}',
  'claim.addLine': 'Add a line',
  'claim.submit': 'Submit claim',
  // A claim's card.
  'claim.card': 'Claim {number}',
  'claim.claimed': 'Claimed {amount}',
  'claim.approvedPart': ', approved {amount}',
  'claim.paidWith': ', paid with the {month} salary',
  'claim.km': '({km} km)',
  'claim.receiptLink': 'Receipt',
  'claim.reasonFor': 'Reason: {reason}',
  // The claimant's toast when their claim is decided (the realtime event).
  'claim.decidedToHr': 'Your claim {number} was approved by your manager and moves to HR.',
  // My advances and loans.
  'adv.title': 'My advances and loans',
  'adv.description': 'Ask for a salary advance, repaid in monthly instalments taken from your salary.',
  'adv.form': 'New advance',
  'adv.submit': 'Request advance',
  'adv.requested': ADVANCE_MESSAGES.requested,
  'adv.loading': 'Loading advances',
  'adv.empty': ADVANCE_MESSAGES.empty,
  'adv.instalments': 'Monthly instalments ({min} to {max})',
  'adv.instalmentsHint': 'Enter the number of monthly instalments ({min} to {max}).',
  'adv.paid': 'Paid',
  'adv.withPayroll': 'With the next payroll run',
  'adv.separately': 'Separately (bank transfer)',
  // An advance's card.
  'adv.kind.Advance': 'Advance',
  'adv.kind.Loan': 'Loan',
  'adv.card': '{kind} of {amount} for {name}',
  'adv.count': '{count} monthly instalment(s)',
  'adv.paidOutWith': 'paid out with the {month} salary',
  'adv.paidOn': 'paid on {date}',
  'adv.toBePaid': 'to be paid separately',
  'adv.recovered': 'Recovered',
  'adv.waived': 'Waived',
  'adv.outstanding': 'Outstanding',
  'adv.next': 'Next payslip ({month}): {line} {amount}',
  'adv.recoveryLine': '{kind} recovery ({left} left)',
  'adv.schedule': 'Schedule',
  // The person's toast when their advance or loan is decided; {kind} is 'advance' or 'loan'.
  'adv.decidedToHr': 'Your {kind} of {amount} was approved by your manager and moves to HR.',
  'instalment.due': 'Due',
  'instalment.recovered': 'Recovered',
  'instalment.carried': 'Carried',
  'instalment.waived': 'Waived',
} as const;
