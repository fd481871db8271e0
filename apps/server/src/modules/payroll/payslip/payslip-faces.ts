import type { PayslipContent } from './payslip-content.ts';
import { textRuns } from './payslip-fonts.ts';

/** The address as printed: its lines joined with commas (a newline is no character the fonts draw). */
export const oneLine = (address: string) => address.replace(/\s*\n\s*/g, ', ');

/**
 * Every text a payslip may draw in a Noto face, so the fonts are embedded before drawing starts. A payslip
 * in Hindi or Marathi, or in Devanagari digits, draws its own words or figures in Noto Sans Devanagari, both
 * weights (a subset: only the glyphs drawn are embedded).
 */
export function textsOf(content: PayslipContent): { text: string; bold?: boolean }[] {
  const e = content.employee;
  const b = content.breakdown;
  const language = content.language;
  const devanagari = language !== undefined && (language.language !== 'en' || language.digits !== 'latin');
  return [
    ...(devanagari ? [{ text: '०', bold: true }, { text: '०' }] : []),
    { text: content.organisation.name, bold: true },
    { text: oneLine(content.organisation.address) },
    { text: e.name, bold: true },
    ...[e.code, e.designation, e.department, e.pan, e.uan, e.bankAccount, content.period].map((text) => ({
      text: text ?? '',
    })),
    ...[...b.earnings, ...b.deductions, ...b.employerContributions].map((line) => ({ text: line.name })),
    ...b.lopDates.map((d) => ({ text: d.reason })),
    ...(b.carried ?? []).map((line) => ({ text: `${line.name} ₹` })),
  ];
}

/** The Noto faces ('face:weight') the texts need; none for WinAnsi text. */
export function notoFacesOf(texts: readonly { text: string; bold?: boolean }[]): Set<string> {
  const keys = new Set<string>();
  for (const { text, bold } of texts)
    for (const run of textRuns(text))
      if (run.face !== null) keys.add(`${run.face}:${bold ? 'bold' : 'regular'}`);
  return keys;
}
