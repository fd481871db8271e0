/** Exit and full and final settlement (issue 43, docs/exit.md): kinds, states and messages. */
export const EXIT_KINDS = ['Resignation', 'Termination', 'Retirement', 'Death', 'End of contract'] as const;
export type ExitKind = (typeof EXIT_KINDS)[number];
/** What HR or an Admin records directly (a resignation is the person's own). */
export const RECORDED_EXIT_KINDS = ['Termination', 'Retirement', 'Death', 'End of contract'] as const;
export const EXIT_STATUSES = ['Submitted', 'Accepted', 'Withdrawn'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['Draft', 'Finalised'] as const;
/** The first statement, then any adjustment statements after it is finalised. */
export const SETTLEMENT_KINDS = ['Final', 'Adjustment'] as const;
export const LETTER_KINDS = ['relieving', 'experience'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const EXIT_REASON_MAX = 1000;

/** Notice the policy asks for, in days: on probation (first six months) and after. */
export const NOTICE_DAYS = { onProbation: 30, confirmed: 60, probationMonths: 6 } as const;

export const EXIT_MESSAGES = {
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  reasonRequired: 'Enter a reason.',
  reasonTooLong: `Keep the reason under ${EXIT_REASON_MAX} characters.`,
  kind: `Choose one of: ${RECORDED_EXIT_KINDS.join(', ')}.`,
  beforeJoining: 'The last working day cannot be before the joining date.',
  inThePast: 'The last working day cannot be in the past.',
  alreadyExiting: 'This person already has an exit in progress or has left.',
  notFound: 'Exit not found.',
  personNotFound: 'Employee not found.',
  notSubmitted: 'Only a submitted resignation can be accepted or withdrawn.',
  notAccepted: 'The exit must be accepted before its settlement.',
  ownOnly: 'You can only withdraw your own resignation.',
  selfDecision: 'You cannot decide your own exit.',
  finalised: 'This settlement is already finalised.',
  notFinalised: 'The settlement is not finalised yet.',
  adjustmentName: 'Name each adjustment.',
  adjustmentReason: 'Explain each adjustment.',
  adjustmentAmount: 'Enter the adjustment in rupees (up to two decimals, negative for a recovery).',
  letterNotReady: 'Letters are issued once the exit is accepted.',
  resigned: 'Resignation submitted.',
  accepted: 'Exit accepted.',
  withdrawn: 'Resignation withdrawn.',
  recorded: 'Exit recorded.',
  settlementFinalised: 'Settlement finalised.',
  notLeft: 'Only a former employee (after their last working day) can be rehired.',
  rehireBeforeLeaving: 'The new joining date must be after the last working day.',
  rehired: 'Rehired.',
  explanationRequired: 'Explain why the finalised settlement is adjusted.',
  notFinalYet: 'An adjustment statement follows a finalised settlement; change the draft instead.',
  referenceRequired: 'Enter the payment reference.',
  referenceTooLong: 'Keep the reference under 200 characters.',
  alreadyPaid: 'This settlement is already marked paid.',
  paidBeforeFinal: 'The payment date cannot be before the settlement was finalised.',
  markedPaid: 'Settlement marked paid.',
  // Issue 43: paid with a payroll month's run (docs/exit.md "Paid with the run").
  payWithRunMonth: 'Enter the payroll month as a month name and a four-digit year, such as November 2026.',
  payWithRunChosen: 'This settlement is already to be paid with a payroll run.',
  payWithRunMonthRange:
    'Choose the month of the last working day or the month after it, in the same tax year.',
  payWithRunNegative:
    'A settlement that recovers more than it pays cannot be paid with a run; record its payment instead.',
  payWithRunSlipMade: (month: string) =>
    `The salary slip of ${month} is already generated for this person; choose a later month or pay on its own date.`,
  paidWithRun: (month: string) => `This settlement is paid with the run of ${month}.`,
  runReference: (month: string) => `Payroll run of ${month}`,
  payWithRunSet: (month: string) => `The settlement will be paid with the run of ${month}.`,
} as const;
