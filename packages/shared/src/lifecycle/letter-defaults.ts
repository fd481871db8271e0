import type { LifecycleLetterKind } from './messages.ts';

/**
 * The built-in letter texts used until an Admin edits one (docs/lifecycle.md). Relieving and experience are the
 * exit's letters of docs/exit.md, word for word: a fresh install prints exactly what it printed before.
 */
export const DEFAULT_LETTER_TEMPLATES: Record<LifecycleLetterKind, { title: string; body: string }> = {
  offer: {
    title: 'Appointment letter',
    body: [
      'Dear {{name}},',
      'We are pleased to appoint you to {{organisation}} as {{designation}} from {{joinedOn}}, your employee ID being {{employeeCode}}.',
      'You will be on probation until {{probationEndsOn}}, after which your confirmation will be considered on your performance.',
      'Please sign and return a copy of this letter as your acceptance. We look forward to working with you.',
    ].join('\n\n'),
  },
  confirmation: {
    title: 'Confirmation letter',
    body: [
      'Dear {{name}},',
      'We are pleased to confirm your employment with {{organisation}} as {{designation}} with effect from {{confirmedOn}}, on the successful completion of your probation.',
      'All other terms of your appointment (employee {{employeeCode}}, joined on {{joinedOn}}) remain unchanged.',
      'Congratulations, and we wish you continued success.',
    ].join('\n\n'),
  },
  relieving: {
    title: 'Relieving letter',
    body: [
      'Dear {{name}},',
      'This is to confirm that your resignation has been accepted and that you are relieved from the services of {{organisation}} at the close of business on {{lastWorkingDay}}.',
      'You joined us on {{joinedOn}} as employee {{employeeCode}}. Your full and final settlement is made as per the statement issued separately.',
      'We thank you for your contribution and wish you well in the years ahead.',
    ].join('\n\n'),
  },
  experience: {
    title: 'Experience letter',
    body: [
      'To whom it may concern,',
      'This is to certify that {{name}} (employee {{employeeCode}}) worked with {{organisation}} from {{joinedOn}} to {{lastWorkingDay}}.',
      'During this period we found {{name}} sincere and dependable. We wish them every success.',
    ].join('\n\n'),
  },
};

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w*)\s*\}\}/g)].map((m) => m[1] ?? ''))];
}
