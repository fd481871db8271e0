/** Probation, onboarding and letters (issue 43, docs/lifecycle.md): kinds, limits and messages (no zod). */
export const ONBOARDING_OWNERS = ['HR', 'Manager', 'Person'] as const;
export type OnboardingOwner = (typeof ONBOARDING_OWNERS)[number];

/** Every letter an Admin may edit; relieving and experience are the exit's (docs/exit.md). */
export const LIFECYCLE_LETTER_KINDS = ['offer', 'confirmation', 'relieving', 'experience'] as const;
export type LifecycleLetterKind = (typeof LIFECYCLE_LETTER_KINDS)[number];
export const LETTER_KIND_LABELS: Record<LifecycleLetterKind, string> = {
  offer: 'Offer / appointment letter',
  confirmation: 'Confirmation letter',
  relieving: 'Relieving letter',
  experience: 'Experience letter',
};

/** The placeholders a template may use, with what each becomes (an unknown one is refused on save). */
export const LETTER_PLACEHOLDERS = {
  name: 'The person’s name',
  employeeCode: 'Employee ID (EMP-0001)',
  designation: 'Designation today',
  department: 'Department today',
  organisation: 'The organisation’s name',
  joinedOn: 'Joining date',
  probationEndsOn: 'End of probation',
  confirmedOn: 'Confirmation date',
  lastWorkingDay: 'Last working day (an accepted exit)',
  issuedOn: 'The letter’s date',
} as const;
export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;

export const PROBATION_MONTHS_MAX = 24;
export const EXTENSION_MONTHS_MAX = 12;
export const CHECKLIST_ITEMS_MAX = 50;
export const DUE_DAYS_MAX = 365;
export const LETTER_BODY_MAX = 8000;
export const LIFECYCLE_REASON_MAX = 1000;
/** Days before the end of probation when the manager and HR get their reminder task. */
export const PROBATION_REMINDER_DAYS = 15;

export const LIFECYCLE_MESSAGES = {
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  months: `Enter whole months from 0 to ${PROBATION_MONTHS_MAX}.`,
  extensionMonths: `Extend by 1 to ${EXTENSION_MONTHS_MAX} months.`,
  reasonRequired: 'Enter a reason.',
  reasonTooLong: `Keep the reason under ${LIFECYCLE_REASON_MAX} characters.`,
  itemTitle: 'Give each checklist item a title (up to 200 characters).',
  owner: `Choose the owner: ${ONBOARDING_OWNERS.join(', ')}.`,
  dueDays: `Due days are 0 to ${DUE_DAYS_MAX} after joining.`,
  tooManyItems: `Keep the checklist to ${CHECKLIST_ITEMS_MAX} items.`,
  letterTitle: 'Give the letter a title (up to 120 characters).',
  letterBody: `Write the letter (up to ${LETTER_BODY_MAX} characters).`,
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''}: ${names.map((n) => `{{${n}}}`).join(', ')}.`,
  personNotFound: 'Employee not found.',
  noProbation: 'This person has no probation: set a probation length first.',
  alreadyConfirmed: 'This person is already confirmed.',
  selfDecision: 'You cannot decide your own probation.',
  selfLetter: 'You cannot issue a letter to yourself.',
  confirmBeforeJoining: 'The confirmation date cannot be before the joining date.',
  notYours: 'You can only see your own letters and onboarding items.',
  letterNotFound: 'Letter not found.',
  noExit: 'This letter needs an accepted exit.',
  settingsSaved: 'Settings saved.',
  templateSaved: 'Template saved.',
  confirmed: 'Probation confirmed. The confirmation letter is in their documents.',
  extended: 'Probation extended.',
  probationSaved: 'Probation length saved.',
  issued: 'Letter issued.',
} as const;
