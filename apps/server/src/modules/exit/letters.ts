import { formatDateDMY, type LetterKind } from '@hrms/shared';

/**
 * The letters' built-in templates (issue 43, docs/exit.md "Letters"): placeholders in double braces, filled
 * from the person and the exit. An Admin-edited template (later) replaces the text, not the placeholders.
 */
export const LETTER_TEMPLATES: Record<LetterKind, { title: string; body: string }> = {
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

export interface LetterFields {
  name: string;
  employeeCode: string;
  organisation: string;
  joinedOn: string;
  lastWorkingDay: string;
}

/** The template with every known placeholder filled (dates as DD/MM/YYYY); an unknown one is left as written. */
export function fillLetter(kind: LetterKind, fields: LetterFields): { title: string; paragraphs: string[] } {
  const values: Record<string, string> = {
    ...fields,
    joinedOn: formatDateDMY(fields.joinedOn),
    lastWorkingDay: formatDateDMY(fields.lastWorkingDay),
  };
  const template = LETTER_TEMPLATES[kind];
  const body = template.body.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { title: template.title, paragraphs: body.split('\n\n') };
}
