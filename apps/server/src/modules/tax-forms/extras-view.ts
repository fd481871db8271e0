import {
  basicAndHra,
  effectiveTemplate,
  maskPan,
  paiseToRupees,
  type DeclarationStatus,
  type PayrollSettings,
  type PreviousStatus,
  type TaxExtras,
} from '@hrms/shared';
import type { RevisionInForce } from '../payroll-settings/index.ts';
import { hraExemptionOfMonth, hraFigures, landlordPanNeeded } from '../statutory/index.ts';
import type { PreviousRow, RentRow } from './tax-forms.repository.ts';

/* The rent, its HRA exemption and the earlier employer as the API shows them (rupees). */

/**
 * The monthly rent that counts (as a declared line, docs/tax-year.md): HR's verified rent once verified,
 * else the declared rent, or nothing from the proof date.
 */
export function countedRent(row: RentRow, proofsOnly: boolean): { paise: number; note: string | null } {
  if (row.status !== 'declared') return { paise: row.verifiedPaise ?? 0, note: null };
  if (proofsOnly)
    return { paise: 0, note: 'Not yet verified: from the proof date only verified rent counts.' };
  return { paise: row.monthlyRentPaise, note: null };
}

/** The monthly Basic (+ DA: none kept) and HRA of the structure in force on `day`. */
export function structureOn(
  day: string,
  baseSalaryPaise: number,
  revisions: readonly RevisionInForce[],
  template: PayrollSettings['template'],
): { basic: number; hra: number } {
  let gross = baseSalaryPaise;
  let override: RevisionInForce['override'] = null;
  for (const revision of revisions)
    if (revision.effectiveFrom <= day) {
      gross = revision.grossPaise;
      override = revision.override;
    }
  return basicAndHra(gross, effectiveTemplate(template, override));
}

/**
 * The year's HRA exemption projected on one month's structure: twelve months of the month's exemption
 * (payroll's TDS and the My Tax view; the certificate counts each finalised slip's own Basic and HRA).
 */
export function projectedHra(
  rent: RentRow,
  structure: { basic: number; hra: number },
  year: number,
  proofsOnly: boolean,
) {
  const counted = countedRent(rent, proofsOnly);
  const month = hraExemptionOfMonth(
    { hraPaise: structure.hra, basicDaPaise: structure.basic, rentPaise: counted.paise, city: rent.city },
    year,
  );
  return { counted, month, yearPaise: month.exemptPaise * 12 };
}

export function presentExtras(input: {
  personId: string;
  year: number;
  rent: RentRow | undefined;
  previous: PreviousRow | undefined;
  structure: { basic: number; hra: number };
  proofsOnly: boolean;
  certificateReady: boolean;
}): TaxExtras {
  const { rent, previous, year } = input;
  const figures = hraFigures(year);
  const hra = rent ? projectedHra(rent, input.structure, year, input.proofsOnly) : null;
  return {
    personId: input.personId,
    year,
    rent: rent
      ? {
          monthlyRent: paiseToRupees(rent.monthlyRentPaise),
          city: rent.city,
          landlordName: rent.landlordName,
          landlordPan: maskPan(rent.landlordPan),
          status: rent.status as DeclarationStatus,
          verified: rent.verifiedPaise === null ? null : paiseToRupees(rent.verifiedPaise),
          reason: rent.reason,
          landlordPanNeeded: landlordPanNeeded(rent.monthlyRentPaise * 12, year),
        }
      : null,
    hra: hra
      ? {
          basicDa: paiseToRupees(input.structure.basic),
          hra: paiseToRupees(input.structure.hra),
          metro: hra.month.metro,
          countedRent: paiseToRupees(hra.counted.paise),
          monthlyExempt: paiseToRupees(hra.month.exemptPaise),
          yearExempt: paiseToRupees(hra.yearPaise),
          note: hra.counted.note,
        }
      : null,
    previous: previous
      ? {
          employerName: previous.employerName,
          employerTan: previous.employerTan,
          gross: paiseToRupees(previous.grossPaise),
          tds: paiseToRupees(previous.tdsPaise),
          status: previous.status as PreviousStatus,
          reason: previous.reason,
        }
      : null,
    cities: figures.metroCities
      .map((city) => ({ ...city, metro: true }))
      .concat([{ code: 'OTHER', name: 'Any other place', metro: false }]),
    hraSection: { act2025: figures.act2025 || 'none (the 1961 Act applies)', act1961: figures.act1961 },
    certificateReady: input.certificateReady,
  };
}
