import {
  paiseToRupees,
  type DeclarationStatus,
  type RegimeSource,
  type TaxRegime,
  type TaxSectionCode,
  type TaxYearView,
  type TaxYearWindow,
} from '@hrms/shared';
import { countLine, declarationSections, incomeTax } from '../statutory/index.ts';
import type { ChoiceRow, DeclarationRow, WindowRow } from './tax-year.repository.ts';

/* The tax year as the API shows it (rupees), from the rows and the statutory engine. */

/** '2026-27' */
export const yearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** Form 130 replaces Form 16 from tax year 2026-27 (Income-tax Rules, 2026). */
export const certificateOf = (year: number) => (year >= 2026 ? 'Form 130' : 'Form 16');

export function presentWindow(year: number, row: WindowRow | undefined, today: string): TaxYearWindow {
  const regimeUntil = row?.regimeUntil ?? null;
  const proofsFrom = row?.proofsFrom ?? null;
  return {
    year,
    regimeUntil,
    proofsFrom,
    regimeOpen: regimeUntil !== null && today <= regimeUntil,
    proofsOnly: proofsFrom !== null && today >= proofsFrom,
  };
}

/** The year's regime: the choice of the year if any, else the payroll profile's (new unless HR set old). */
export function regimeOf(choice: ChoiceRow | undefined, profileRegime: TaxRegime) {
  return {
    regime: (choice?.regime as TaxRegime | undefined) ?? profileRegime,
    regimeSource: (choice?.source as RegimeSource | undefined) ?? 'profile',
    regimeReason: choice?.reason ?? null,
  };
}

export const toDeclared = (row: DeclarationRow) => ({
  section: row.section as TaxSectionCode,
  declaredPaise: row.declaredPaise,
  status: row.status as DeclarationStatus,
  verifiedPaise: row.verifiedPaise,
});

export interface ViewInput {
  personId: string;
  year: number;
  today: string;
  window: WindowRow | undefined;
  choice: ChoiceRow | undefined;
  profileRegime: TaxRegime;
  declarations: DeclarationRow[];
  monthlyGrossPaise: number;
  /** Professional Tax of the projected year (twelve months on the monthly gross; 0 when payroll takes none). */
  professionalTaxPaise: number;
  tdsOn: boolean;
}

export function presentView(input: ViewInput): TaxYearView {
  const { year } = input;
  const window = presentWindow(year, input.window, input.today);
  const sections = declarationSections(year);
  let deductionsPaise = 0;
  const lines = input.declarations.map((row) => {
    const figures = sections.find((entry) => entry.section === row.section);
    const counted = countLine(toDeclared(row), year, window.proofsOnly);
    deductionsPaise += counted.countedPaise;
    return {
      id: row.id,
      section: row.section as TaxSectionCode,
      label: figures?.label ?? row.section,
      act2025: figures?.act2025 ?? '',
      act1961: figures?.act1961 ?? '',
      limit: figures?.limit ?? null,
      declared: paiseToRupees(row.declaredPaise),
      verified: row.verifiedPaise === null ? null : paiseToRupees(row.verifiedPaise),
      status: row.status as DeclarationStatus,
      reason: row.reason,
      counted: paiseToRupees(counted.countedPaise),
      note: counted.note,
    };
  });
  const annualIncomePaise = input.monthlyGrossPaise * 12;
  // The old regime's deductions: the counted declarations and the tax on employment (nil in the new regime).
  const taxUnder = (regime: TaxRegime, deductions: number) => {
    const tax = incomeTax({
      annualIncomePaise,
      regime,
      fyStartYear: year,
      deductionsPaise: deductions,
      taxOnEmploymentPaise: input.professionalTaxPaise,
    });
    return {
      taxableIncome: paiseToRupees(tax.taxableIncomePaise),
      deductions: paiseToRupees(deductions + tax.taxOnEmploymentPaise),
      totalTax: paiseToRupees(tax.totalTaxPaise),
    };
  };
  return {
    personId: input.personId,
    inUse: input.tdsOn || input.window !== undefined || input.choice !== undefined || lines.length > 0,
    year,
    label: yearLabel(year),
    certificate: certificateOf(year),
    ...regimeOf(input.choice, input.profileRegime),
    window,
    sections: sections.map((entry) => ({ ...entry })),
    lines,
    projectedIncome: paiseToRupees(annualIncomePaise),
    comparison: { new: taxUnder('new', 0), old: taxUnder('old', deductionsPaise) },
  };
}
