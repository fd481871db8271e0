import { ESI_FIGURES } from './figures/esi.ts';
import { assertDate, assertPaise, basisPoints, inForce, percentUpToRupee, rupees } from './money-math.ts';
import type { EsiCoverageInput, EsiInput, EsiResult } from './types.ts';

const figuresOn = (date: string) => inForce(ESI_FIGURES, (entry) => entry.from, date, 'ESI');

/** The first day of the ESI contribution period a date falls in: 1 April (April-September) or 1 October. */
export function esiPeriodStart(date: string): string {
  assertDate('date', date);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month >= 4 && month <= 9) return `${year}-04-01`;
  return month >= 10 ? `${year}-10-01` : `${year - 1}-10-01`;
}

/** The coverage ceiling (paise a month) of the contribution period `date` falls in. */
export function esiCeilingPaise(date: string): number {
  return rupees(figuresOn(esiPeriodStart(date)).coverageCeiling);
}

/**
 * Whether a person is covered for the contribution period `date` falls in: the monthly gross at the
 * period's start (or at joining, for someone who joined during it) at most the ceiling then in force.
 * A rise during the period does not end the coverage: the caller passes the gross at the start.
 */
export function esiCoverage({ monthlyGrossAtPeriodStartPaise, date }: EsiCoverageInput): boolean {
  assertPaise('monthlyGrossAtPeriodStartPaise', monthlyGrossAtPeriodStartPaise);
  const figures = figuresOn(esiPeriodStart(date));
  return monthlyGrossAtPeriodStartPaise <= rupees(figures.coverageCeiling);
}

/**
 * ESI of one wage month, each share rounded up to the next rupee (ESI (Central) Rules, rule 51). No
 * employee share when the average daily wage (gross earned ÷ paid days) is at most ₹176 (rule 52).
 */
export function esiContribution({ grossEarnedPaise, covered, paidDays, date }: EsiInput): EsiResult {
  assertPaise('grossEarnedPaise', grossEarnedPaise);
  assertDate('date', date);
  if (!Number.isFinite(paidDays) || paidDays < 0) {
    throw new RangeError(`paidDays must be zero or more: ${paidDays}`);
  }
  if (!covered) return { employeePaise: 0, employerPaise: 0 };
  const figures = figuresOn(date);
  // gross / paidDays <= limit, kept in multiplication so half days stay exact
  const exempt = grossEarnedPaise <= rupees(figures.exemptDailyWage) * paidDays;
  return {
    employeePaise: exempt ? 0 : percentUpToRupee(grossEarnedPaise, basisPoints(figures.employeePercent)),
    employerPaise: percentUpToRupee(grossEarnedPaise, basisPoints(figures.employerPercent)),
  };
}
