import { DEFAULT_LETTER_TEMPLATES, formatDateDMY, type LetterKind } from '@hrms/shared';

/**
 * The letters' built-in templates (issue 43, docs/exit.md "Letters"): placeholders in double braces, filled
 * from the person and the exit. The texts live with the other letters' defaults (shared lifecycle); an Admin's
 * edited template is composed by the lifecycle module instead (ExitDocumentsDeps.compose).
 */
export const LETTER_TEMPLATES: Record<LetterKind, { title: string; body: string }> = {
  relieving: DEFAULT_LETTER_TEMPLATES.relieving,
  experience: DEFAULT_LETTER_TEMPLATES.experience,
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
