import { HRA_FIGURES, type HraFigures } from './figures/hra.ts';
import { assertPaise, basisPoints, inForce, percentToNearestPaisa, rupees } from './money-math.ts';

/** The HRA figures of a tax year (figures/hra.ts). */
export function hraFigures(fyStartYear: number): HraFigures {
  return inForce(HRA_FIGURES, (entry) => entry.fromFy, fyStartYear, 'HRA');
}

export interface HraMonthInput {
  /** The month's HRA received, paise. */
  hraPaise: number;
  /** The month's salary for HRA: Basic + DA, paise. */
  basicDaPaise: number;
  /** The month's rent paid, paise. */
  rentPaise: number;
  /** A city code of the year's figures, or anything else (40%). */
  city: string;
}

export interface HraMonth {
  exemptPaise: number;
  /** The three limits, paise: the least is exempt. */
  received: number;
  rentLessTenth: number;
  share: number;
  metro: boolean;
}

/**
 * One month's HRA exemption (section 10(13A) and rule 2A of the 1961 Act; section 19 of the 2025 Act): the
 * least of the HRA received, the rent less 10% of Basic + DA (never below zero), and 50% (metro) or 40% of
 * Basic + DA. Month by month, so a change of rent or salary counts from its month.
 */
export function hraExemptionOfMonth(input: HraMonthInput, fyStartYear: number): HraMonth {
  assertPaise('hraPaise', input.hraPaise);
  assertPaise('basicDaPaise', input.basicDaPaise);
  assertPaise('rentPaise', input.rentPaise);
  const figures = hraFigures(fyStartYear);
  const metro = figures.metroCities.some((city) => city.code === input.city);
  const tenth = percentToNearestPaisa(input.basicDaPaise, basisPoints(figures.rentExcessPercent));
  const rentLessTenth = Math.max(0, input.rentPaise - tenth);
  const percent = metro ? figures.metroPercent : figures.otherPercent;
  const share = percentToNearestPaisa(input.basicDaPaise, basisPoints(percent));
  const exemptPaise = Math.min(input.hraPaise, rentLessTenth, share);
  return { exemptPaise, received: input.hraPaise, rentLessTenth, share, metro };
}

/** The year's exemption: the sum of the months'. */
export function hraExemption(months: readonly HraMonthInput[], fyStartYear: number): number {
  return months.reduce((sum, month) => sum + hraExemptionOfMonth(month, fyStartYear).exemptPaise, 0);
}

/** Whether the landlord's PAN is needed for a year's rent (paise). */
export const landlordPanNeeded = (yearRentPaise: number, fyStartYear: number): boolean =>
  yearRentPaise > rupees(hraFigures(fyStartYear).landlordPanAbove);
