import { formatRupees, paiseToRupees, type DeclarationStatus, type TaxSectionCode } from '@hrms/shared';
import { DECLARATION_FIGURES, type DeclarationSectionFigures } from './figures/declarations.ts';
import { inForce, rupees } from './money-math.ts';

/** The declarable sections of a tax year, with their sections under both Acts and limits (figures/declarations.ts). */
export function declarationSections(fyStartYear: number): readonly DeclarationSectionFigures[] {
  return inForce(DECLARATION_FIGURES, (entry) => entry.fromFy, fyStartYear, 'declaration').sections;
}

export interface DeclaredLine {
  section: TaxSectionCode;
  declaredPaise: number;
  status: DeclarationStatus;
  verifiedPaise: number | null;
}

export interface CountedLine {
  countedPaise: number;
  /** Why less than declared counts: the limit, a line not verified in the proof window, HR's verification. */
  note: string | null;
}

const rupeeText = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * What one declared line counts for (issue 44, docs/tax-year.md): the verified amount once HR has verified
 * it; before that the declared amount, or nothing from the first day only proofs count (`proofsOnly`).
 * Then never more than the section's limit: an amount above it is kept as declared, with a note.
 */
export function countLine(line: DeclaredLine, fyStartYear: number, proofsOnly: boolean): CountedLine {
  const figures = declarationSections(fyStartYear).find((entry) => entry.section === line.section);
  if (!figures) return { countedPaise: 0, note: 'Not a section of this tax year.' };
  let amount = line.declaredPaise;
  let note: string | null = null;
  if (line.status !== 'declared') {
    amount = line.verifiedPaise ?? 0;
    if (amount < line.declaredPaise)
      note = `Verified ${rupeeText(amount)} of ${rupeeText(line.declaredPaise)}.`;
  } else if (proofsOnly) {
    amount = 0;
    note = 'Not yet verified: from the proof date only verified amounts count.';
  }
  const limit = figures.limit === null ? null : rupees(figures.limit);
  if (limit !== null && amount > limit) {
    amount = limit;
    note = `Counted to the limit of ${rupeeText(limit)}.`;
  }
  return { countedPaise: amount, note };
}

/** The year's deductions, paise: every line's counted amount. */
export function countedDeductions(
  lines: readonly DeclaredLine[],
  fyStartYear: number,
  proofsOnly: boolean,
): number {
  return lines.reduce((sum, line) => sum + countLine(line, fyStartYear, proofsOnly).countedPaise, 0);
}
