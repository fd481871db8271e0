import { addDays, addMonths, daysBetween } from './service-dates.ts';
import { GRATUITY_FIGURES, type GratuityFigures } from './figures/gratuity.ts';
import { assertDate, assertPaise, inForce, rupees } from './money-math.ts';

/**
 * Gratuity (issue 43, docs/exit.md "Gratuity"), pure, integer paise. Service runs from the joining date to
 * the last working day, both included. Completed years count a final part-year of more than six months as a
 * year; eligibility needs the figures' minimum (5 years; 1 for fixed-term), where 240 days worked after four
 * completed years make the fifth; death or disablement needs none.
 */
export interface GratuityInput {
  joinedOn: string;
  lastWorkingDay: string;
  /** Last drawn monthly Basic + DA (wages), paise. */
  monthlyWagesPaise: number;
  fixedTerm?: boolean;
  /** Death or disablement: eligible at any service. */
  deathOrDisablement?: boolean;
}

export interface GratuityResult {
  eligible: boolean;
  /** Full years served, and the days after the last anniversary. */
  fullYears: number;
  extraDays: number;
  /** The years the amount counts (part over six months rounded up). */
  countedYears: number;
  paise: number;
  /** Paid above the ceiling is cut to it; the amount exempt from tax (the ceiling). */
  ceilingPaise: number;
  capped: boolean;
  rule: string;
  sources: readonly string[];
}

export function gratuity(input: GratuityInput): GratuityResult {
  assertDate('joinedOn', input.joinedOn);
  assertDate('lastWorkingDay', input.lastWorkingDay);
  assertPaise('monthlyWagesPaise', input.monthlyWagesPaise);
  const figures: GratuityFigures = inForce(GRATUITY_FIGURES, (f) => f.from, input.lastWorkingDay, 'gratuity');
  const { fullYears, extraDays, partOverSixMonths } = serviceOf(input.joinedOn, input.lastWorkingDay);
  const countedYears = fullYears + (partOverSixMonths ? 1 : 0);
  const minYears = input.fixedTerm ? (figures.fixedTermMinYears ?? figures.minYears) : figures.minYears;
  const eligible =
    input.deathOrDisablement === true ||
    fullYears >= minYears ||
    (fullYears === minYears - 1 && extraDays >= figures.daysCountingAsYear);
  const ceilingPaise = rupees(figures.ceiling);
  // wages × 15 ÷ 26 × years, rounded once to the rupee (half up): ₹30,000, 8 years -> ₹1,38,462.
  const perRupee = figures.daysPerMonth * 100;
  const exact = eligible
    ? Math.floor((input.monthlyWagesPaise * figures.daysPerYear * countedYears + perRupee / 2) / perRupee) *
      100
    : 0;
  const paise = Math.min(exact, ceilingPaise);
  return {
    eligible,
    fullYears,
    extraDays,
    countedYears: eligible ? countedYears : 0,
    paise,
    ceilingPaise,
    capped: exact > ceilingPaise,
    rule: `${figures.daysPerYear}/${figures.daysPerMonth} × last Basic + DA × ${countedYears} completed year(s); eligible after ${minYears} year(s)`,
    sources: figures.sources,
  };
}

/** Full years from joining to the day after the last working day; the rest in days and whether it passes six months. */
export function serviceOf(
  joinedOn: string,
  lastWorkingDay: string,
): { fullYears: number; extraDays: number; partOverSixMonths: boolean } {
  const end = addDays(lastWorkingDay, 1); // service includes the last day
  let fullYears = 0;
  while (addMonths(joinedOn, (fullYears + 1) * 12) <= end) fullYears += 1;
  const anniversary = addMonths(joinedOn, fullYears * 12);
  return {
    fullYears,
    extraDays: daysBetween(anniversary, end),
    partOverSixMonths: addMonths(anniversary, 6) < end,
  };
}
