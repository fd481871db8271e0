import type { TaxSectionCode } from '@hrms/shared';

/*
 * Old-regime exemptions and deductions a person declares (issue 44, docs/tax-year.md): each under its section
 * of the Income-tax Act, 2025 (in force from 1 April 2026) with the 1961 Act's section beside it, its limit in
 * rupees (null: none) and its sources. A change of a limit is a new entry with `fromFy`; the latest entry not
 * after the year asked for applies.
 */
export interface DeclarationSectionFigures {
  section: TaxSectionCode;
  label: string;
  act2025: string;
  act1961: string;
  limit: number | null;
}

export interface DeclarationFigures {
  fromFy: number;
  sections: readonly DeclarationSectionFigures[];
  sources: readonly string[];
}

const MAPPING =
  'Section numbers of the Income-tax Act, 2025 beside the 1961 Act: 80C -> 123, 80CCD -> 124, 80D -> 126, 80E -> 129, 24 -> 22 (https://eztax.in/income-tax-act-2025/compare-old-new-section-codes)';

export const DECLARATION_FIGURES: readonly DeclarationFigures[] = [
  {
    fromFy: 2025,
    sections: [
      {
        section: 'S123',
        label: 'Life insurance, PF, PPF, ELSS, tuition fees, home-loan principal',
        act2025: 'Section 123 (Schedule XV)',
        act1961: 'Section 80C',
        limit: 150_000,
      },
      {
        section: 'S124_NPS',
        label: 'NPS: your own additional contribution',
        act2025: 'Section 124',
        act1961: 'Section 80CCD(1B)',
        limit: 50_000,
      },
      {
        section: 'S126_SELF',
        label: 'Health insurance: you, your spouse and children',
        act2025: 'Section 126',
        act1961: 'Section 80D',
        limit: 25_000,
      },
      {
        section: 'S126_PARENTS',
        label: 'Health insurance: parents below 60',
        act2025: 'Section 126',
        act1961: 'Section 80D',
        limit: 25_000,
      },
      {
        section: 'S126_PARENTS_SENIOR',
        label: 'Health insurance: parents 60 or older',
        act2025: 'Section 126',
        act1961: 'Section 80D',
        limit: 50_000,
      },
      {
        section: 'S22_INTEREST',
        label: 'Interest on a housing loan (self-occupied house)',
        act2025: 'Section 22',
        act1961: 'Section 24(b)',
        limit: 200_000,
      },
      {
        section: 'S129',
        label: 'Interest on an education loan',
        act2025: 'Section 129',
        act1961: 'Section 80E',
        limit: null,
      },
    ],
    sources: [
      'Income-tax Act, 1961: section 80C (₹1,50,000), 80CCD(1B) (₹50,000), 80D (₹25,000 for self and family, ₹25,000 for parents, ₹50,000 for parents who are senior citizens), 24(b) (₹2,00,000 on a self-occupied house), 80E (no limit)',
      'Income-tax Act, 2025, section 123: the aggregate of the sums in Schedule XV, not exceeding ₹1,50,000 (https://aubsp.com/income-tax-act-2025-section-123)',
      MAPPING,
    ],
  },
];
