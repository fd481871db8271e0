import { formatRupees, paiseToRupees } from '@hrms/shared';
import { taxYearOf } from '../../statutory/index.ts';
import type { PayLinePaise } from './breakdown.ts';
import {
  ptOf,
  statutoryLines,
  tdsAllowances,
  type StatutoryEngine,
  type StatutoryInput,
} from './statutory-lines.ts';

/**
 * The statutory lines of the exit month's final salary (issue 43, docs/exit.md "Deductions of the exit month"),
 * pure: PF, ESI, PT and LWF exactly as the month's payslip takes them (statutoryLines) on the salary up to the
 * last working day; TDS on the income actually earned in the tax year (the payslips so far, the final salary
 * and the taxable part of the settlement) with **no projection** for the months after the exit, all of the
 * year's remaining tax deducted now (Frappe HRMS #3309: projecting a leaver's salary to March over-deducts).
 */
export interface ExitStatutoryInput extends Omit<
  StatutoryInput,
  'monthlyGrossPaise' | 'arrearsPf' | 'basicEarnedPaise' | 'grossEarnedPaise'
> {
  /** The final salary's earned Basic (PF wages) and gross (ESI, PT). */
  basicEarnedPaise: number;
  grossEarnedPaise: number;
  /** The settlement's other taxable pay (notice pay, leave encashment above its exemption). */
  otherTaxablePaise: number;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function exitStatutoryLines(
  engine: StatutoryEngine,
  input: ExitStatutoryInput,
): { deductions: PayLinePaise[]; employerContributions: PayLinePaise[] } {
  const { settings } = input;
  const monthly = statutoryLines(engine, {
    ...input,
    settings: { ...settings, tds: { ...settings.tds, enabled: false } },
    monthlyGrossPaise: 0,
  });
  if (!settings.tds.enabled) return monthly;
  const { fyStartYear } = taxYearOf(input.year, input.month);
  const earnedPaise = input.fySoFar.grossPaise + input.grossEarnedPaise + input.otherTaxablePaise;
  const regime = input.tax?.regime ?? input.profile.taxRegime;
  // Old regime: the tax on employment actually deducted this year (the slips so far and the final salary's).
  const ptOfYearPaise = (input.fySoFar.ptPaise ?? 0) + ptOf(monthly.deductions);
  const { less, ...allowances } = tdsAllowances(regime, fyStartYear, input.tax, ptOfYearPaise);
  // One month left: the year's tax on what was earned, less what the payslips deducted, all now.
  const tds = engine.monthlyTds({
    annualIncomePaise: earnedPaise,
    regime,
    fyStartYear,
    tdsSoFarPaise: input.fySoFar.tdsPaise,
    remainingMonths: 1,
    ...allowances,
  });
  const year = `${fyStartYear}-${String((fyStartYear + 1) % 100).padStart(2, '0')}`;
  return {
    deductions: [
      ...monthly.deductions,
      {
        code: 'TDS',
        name: 'Income Tax (TDS)',
        paise: tds,
        basis:
          `${regime === 'old' ? 'Old' : 'New'} regime, tax year ${year}: on ${rupees(earnedPaise)} earned up to ` +
          `the last working day, no projection after it${less}; ${rupees(input.fySoFar.tdsPaise)} deducted before`,
      },
    ],
    employerContributions: monthly.employerContributions,
  };
}
