import type { DeclarationStatus, TaxSectionCode } from '@hrms/shared';
import { declarationSections } from '../statutory/index.ts';

/*
 * Form 12BB's rows from what a person declared (rule 26C of the Income-tax Rules, 1962; docs/tax-year.md
 * "Form 12BB"): house rent, leave travel, interest on a housing loan, then the other deductions, each with the
 * evidence the person attached. Pure: the service reads, this shapes, form12bb-pdf.ts draws.
 */

export interface Form12bbInput {
  year: number;
  regime: 'new' | 'old';
  rent: {
    monthlyRentPaise: number;
    city: string;
    landlordName: string | null;
    landlordPan: string | null;
    status: DeclarationStatus;
  } | null;
  sections: { section: TaxSectionCode; declaredPaise: number; status: DeclarationStatus }[];
  /** File names attached to each line (section code, RENT). */
  proofs: ReadonlyMap<string, readonly string[]>;
}

export interface Form12bbRow {
  /** '1', '2', '3', '4(a)'… */
  no: string;
  claim: string;
  /** null: nothing declared (the form prints "Nil"). */
  paise: number | null;
  evidence: string;
}

const STATUS_TEXT: Record<DeclarationStatus, string> = {
  declared: 'not yet verified',
  accepted: 'accepted by the employer',
  partly: 'accepted in part by the employer',
  rejected: 'rejected by the employer',
};

function evidence(files: readonly string[] | undefined, status: DeclarationStatus): string {
  const attached = files && files.length > 0 ? `Attached: ${files.join(', ')}` : 'No proof attached yet';
  return `${attached}; ${STATUS_TEXT[status]}.`;
}

/** The form's four claims in its own order; Chapter VI-A's (the 2025 Act's deductions) one row each. */
export function form12bbRows(input: Form12bbInput): Form12bbRow[] {
  const rows: Form12bbRow[] = [];
  const rent = input.rent;
  rows.push({
    no: '1',
    claim: rent
      ? `House rent allowance: rent paid to the landlord (${rent.city}, 12 months at the declared monthly rent)`
      : 'House rent allowance: rent paid to the landlord',
    paise: rent ? rent.monthlyRentPaise * 12 : null,
    evidence: rent
      ? `Landlord: ${rent.landlordName ?? 'not given'}, PAN ${rent.landlordPan ?? 'not given'}. ${evidence(input.proofs.get('RENT'), rent.status)}`
      : 'Nil',
  });
  rows.push({ no: '2', claim: 'Leave travel concession or assistance', paise: null, evidence: 'Nil' });
  const sections = declarationSections(input.year);
  const labelOf = (code: TaxSectionCode) => {
    const entry = sections.find((s) => s.section === code);
    return entry ? `${entry.label}: ${entry.act2025} (${entry.act1961} of the 1961 Act)` : code;
  };
  const interest = input.sections.find((s) => s.section === 'S22_INTEREST');
  rows.push({
    no: '3',
    claim: `Interest on borrowing for a house: ${labelOf('S22_INTEREST')}`,
    paise: interest ? interest.declaredPaise : null,
    evidence: interest ? evidence(input.proofs.get('S22_INTEREST'), interest.status) : 'Nil',
  });
  const others = input.sections.filter((s) => s.section !== 'S22_INTEREST');
  if (others.length === 0) rows.push({ no: '4', claim: 'Deductions', paise: null, evidence: 'Nil' });
  others.forEach((line, i) =>
    rows.push({
      no: `4(${String.fromCharCode(97 + i)})`,
      claim: labelOf(line.section),
      paise: line.declaredPaise,
      evidence: evidence(input.proofs.get(line.section), line.status),
    }),
  );
  return rows;
}

/** The form's heading by the Act of its year; the 2026 Rules' number of the form is not confirmed (docs). */
export function form12bbTitle(year: number): { form: string; rule: string; basis: string } {
  return year >= 2026
    ? {
        form: 'FORM NO. 12BB',
        rule: 'Format of rule 26C of the Income-tax Rules, 1962; its successor under the Income-tax Rules, 2026 is not confirmed here',
        basis:
          'Statement showing particulars of claims by an employee for deduction of tax on salary under section 392 of the Income-tax Act, 2025 (section 192 of the 1961 Act)',
      }
    : {
        form: 'FORM NO. 12BB',
        rule: '(See rule 26C of the Income-tax Rules, 1962)',
        basis:
          'Statement showing particulars of claims by an employee for deduction of tax under section 192',
      };
}
