import { formatDateDMY, type LetterPlaceholder } from '@hrms/shared';

/** What a letter's placeholders become; a value the person does not have yet is printed as a dash. */
export type LetterValues = Record<LetterPlaceholder, string | null>;

const MISSING = '—';
const DATES: LetterPlaceholder[] = [
  'joinedOn',
  'probationEndsOn',
  'confirmedOn',
  'lastWorkingDay',
  'issuedOn',
];

/**
 * The template with its placeholders filled (dates as DD/MM/YYYY) and split into paragraphs at blank lines.
 * Saving refuses unknown placeholders, so every one here is known; an older stored one is left as written.
 */
export function fillTemplate(
  template: { title: string; body: string },
  values: LetterValues,
): { title: string; paragraphs: string[] } {
  const text = (key: string, whole: string): string => {
    if (!(key in values)) return whole;
    const value = values[key as LetterPlaceholder];
    if (value === null || value === '') return MISSING;
    return DATES.includes(key as LetterPlaceholder) ? formatDateDMY(value) : value;
  };
  const fill = (s: string) => s.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => text(key, whole));
  const paragraphs = fill(template.body.replace(/\r\n/g, '\n'))
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return { title: fill(template.title), paragraphs };
}
