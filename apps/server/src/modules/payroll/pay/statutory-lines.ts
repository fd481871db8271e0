import {
  formatRupees,
  isoDay,
  MONTH_NAMES,
  paiseToRupees,
  type PayrollSettings,
  type PayrollProfileBody,
} from '@hrms/shared';
import {
  professionalTaxOfMonths,
  professionalTaxStates,
  taxOnEmploymentDeduction,
  taxYearOf,
  type EpfArrearsInput,
  type EpfInput,
  type EpfResult,
  type EsiCoverageInput,
  type EsiInput,
  type EsiResult,
  type LabourWelfareFundInput,
  type MonthlyTdsInput,
  type ProfessionalTaxInput,
} from '../../statutory/index.ts';
import type { PayLinePaise } from './breakdown.ts';

/**
 * The statutory lines of one record (docs/payroll.md, "Statutory lines"): which deductions are on, what
 * each needs from the person and the month, and the lines the engine's answers become. The figures
 * themselves are the statutory engine's (statutory/, docs/payroll-statutory.md).
 */
export interface StatutoryEngine {
  epf(input: EpfInput): EpfResult;
  /** PF on the arrears of an earlier month, under that month's ceiling (arrears.ts). */
  epfArrears(input: EpfArrearsInput): EpfResult;
  esiCoverage(input: EsiCoverageInput): boolean;
  esiContribution(input: EsiInput): EsiResult;
  /** The first day of the ESI contribution period (April or October) a date falls in. */
  esiPeriodStart(date: string): string;
  professionalTax(input: ProfessionalTaxInput): number;
  /** Labour Welfare Fund of the month (issue 44); an engine without it pays none. */
  labourWelfareFund?(input: LabourWelfareFundInput): { employeePaise: number; employerPaise: number };
  monthlyTds(input: MonthlyTdsInput): number;
}

export type StatutorySwitches = Pick<PayrollSettings, 'pf' | 'esi' | 'pt' | 'tds' | 'lwf'>;
export type StatutoryProfile = Pick<
  PayrollProfileBody,
  'workState' | 'gender' | 'taxRegime' | 'pfOnFullWages'
>;

export interface StatutoryInput {
  year: number;
  month: number;
  settings: StatutorySwitches;
  profile: StatutoryProfile;
  /** Earned Basic (+ DA: none yet) of the month: PF wages. */
  basicEarnedPaise: number;
  /** Earned gross of the month plus any arrears paid with it (ESI, PT and TDS are on both). */
  grossEarnedPaise: number;
  /** PF on the arrears of earlier months paid with this month (arrears.ts), summed; null when none. */
  arrearsPf?: EpfResult | null;
  paidDays: number;
  /** The person's monthly gross at the start of the ESI contribution period (or on joining, if later). */
  grossAtEsiPeriodStartPaise: number;
  /** The monthly gross expected for each remaining month of the tax year after this one. */
  monthlyGrossPaise: number;
  /**
   * Tax year so far, this month excluded: gross, TDS and Professional Tax (`ptPaise`: this employer's slips and
   * the imported months before them; absent: none), an earlier employer's gross and TDS included.
   */
  fySoFar: { grossPaise: number; tdsPaise: number; ptPaise?: number };
  /** The tax year's regime (null: the profile's) and old-regime deductions (issue 44); absent: none. */
  tax?: { regime: 'new' | 'old' | null; oldRegimeDeductionsPaise: number } | undefined;
}

export interface StatutoryLines {
  deductions: PayLinePaise[];
  employerContributions: PayLinePaise[];
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * What the year's tax is computed with besides the income, for the month's projection and the exit month alike
 * (docs/payroll-statutory.md, "Tax on employment"; docs/tax-year.md): in the old regime the counted declarations
 * and the tax on employment of the year (`ptOfYearPaise`: deducted so far, this month's and, in a projection, the
 * months ahead); in the new regime neither. `less` is the TDS line's words for them.
 */
export function tdsAllowances(
  regime: 'new' | 'old',
  fyStartYear: number,
  tax: StatutoryInput['tax'],
  ptOfYearPaise: number,
): { deductionsPaise?: number; taxOnEmploymentPaise?: number; less: string } {
  if (regime !== 'old') return { less: '' };
  const deductionsPaise = tax?.oldRegimeDeductionsPaise ?? 0;
  const counted = taxOnEmploymentDeduction(regime, fyStartYear, ptOfYearPaise);
  return {
    ...(deductionsPaise > 0 ? { deductionsPaise } : {}),
    ...(counted > 0 ? { taxOnEmploymentPaise: ptOfYearPaise } : {}),
    less:
      (counted > 0 ? `, less ${rupees(counted)} tax on employment` : '') +
      (deductionsPaise > 0 ? `, less ${rupees(deductionsPaise)} declared` : ''),
  };
}

/** The Professional Tax lines of a set of lines, paise. */
export const ptOf = (lines: readonly PayLinePaise[]) =>
  lines.filter((line) => line.code === 'PT').reduce((sum, line) => sum + line.paise, 0);

/** 'PF 12% of Basic ₹15,000': the wages the employee's 12% was taken on, and why when they are capped. */
function epfBasis(wagesPaise: number, basicPaise: number, arrears: boolean): string {
  const capped = wagesPaise < basicPaise ? ' (capped at the wage ceiling)' : '';
  return `PF 12% of Basic ${rupees(wagesPaise)}${capped}${arrears ? ', with PF on arrears' : ''}`;
}

export function statutoryLines(engine: StatutoryEngine, input: StatutoryInput): StatutoryLines {
  const { settings, profile } = input;
  const date = isoDay(input.year, input.month, 1);
  const deductions: PayLinePaise[] = [];
  const employer: PayLinePaise[] = [];
  if (settings.pf.enabled) {
    const epf = engine.epf({
      pfWagesPaise: input.basicEarnedPaise,
      pfOnFullWages: profile.pfOnFullWages,
      date,
    });
    const more = (field: keyof EpfResult) => epf[field] + (input.arrearsPf?.[field] ?? 0);
    deductions.push({
      code: 'EPF_EE',
      name: 'Provident Fund',
      paise: more('employeePaise'),
      basis: epfBasis(epf.epfWagesPaise, input.basicEarnedPaise, Boolean(input.arrearsPf)),
    });
    employer.push(
      { code: 'EPF_ER', name: 'Employer PF', paise: more('employerEpfPaise') },
      { code: 'EPS_ER', name: 'Employer Pension (EPS)', paise: more('epsPaise') },
      { code: 'EDLI_ER', name: 'EDLI', paise: more('edliPaise') },
    );
  }
  if (settings.esi.enabled) {
    const covered = engine.esiCoverage({
      monthlyGrossAtPeriodStartPaise: input.grossAtEsiPeriodStartPaise,
      date,
    });
    const esi = engine.esiContribution({
      grossEarnedPaise: input.grossEarnedPaise,
      covered,
      paidDays: input.paidDays,
      date,
    });
    deductions.push({
      code: 'ESI_EE',
      name: 'ESI',
      paise: esi.employeePaise,
      basis: `0.75% of gross ${rupees(input.grossEarnedPaise)}`,
    });
    employer.push({ code: 'ESI_ER', name: 'Employer ESI', paise: esi.employerPaise });
  }
  const state = profile.workState ?? settings.pt.defaultState;
  if (settings.pt.enabled && state) {
    const pt = engine.professionalTax({
      state,
      gender: profile.gender,
      grossEarnedPaise: input.grossEarnedPaise,
      year: input.year,
      month: input.month,
    });
    const stateName = professionalTaxStates().find((s) => s.code === state)?.name ?? state;
    deductions.push({
      code: 'PT',
      name: 'Professional Tax',
      paise: pt,
      basis: `PT ${stateName}, ${MONTH_NAMES[input.month - 1]} slab`,
    });
  }
  if (settings.lwf?.enabled && state && engine.labourWelfareFund) {
    const lwf = engine.labourWelfareFund({ state, year: input.year, month: input.month });
    if (lwf.employeePaise > 0) {
      const stateName = professionalTaxStates().find((s) => s.code === state)?.name ?? state;
      deductions.push({
        code: 'LWF_EE',
        name: 'Labour Welfare Fund',
        paise: lwf.employeePaise,
        basis: `LWF ${stateName}, ${MONTH_NAMES[input.month - 1]}`,
      });
      employer.push({ code: 'LWF_ER', name: 'Employer LWF', paise: lwf.employerPaise });
    }
  }
  if (settings.tds.enabled) {
    const { fyStartYear, remainingMonths } = taxYearOf(input.year, input.month);
    // Projection: payslips so far + this month's earned gross + the monthly gross for the months after it.
    const annualIncomePaise =
      input.fySoFar.grossPaise + input.grossEarnedPaise + input.monthlyGrossPaise * (remainingMonths - 1);
    const regime = input.tax?.regime ?? profile.taxRegime;
    // Old regime: the year's tax on employment as the income is projected (so far, this month, the months
    // ahead on the monthly gross) and the declared (then verified) deductions (docs/tax-year.md).
    const ptAheadPaise =
      regime === 'old' && settings.pt.enabled && state && remainingMonths > 1
        ? professionalTaxOfMonths((pt) => engine.professionalTax(pt), {
            state,
            gender: profile.gender,
            monthlyGrossPaise: input.monthlyGrossPaise,
            year: input.month === 12 ? input.year + 1 : input.year,
            month: (input.month % 12) + 1,
            count: remainingMonths - 1,
          })
        : 0;
    const ptOfYearPaise = (input.fySoFar.ptPaise ?? 0) + ptOf(deductions) + ptAheadPaise;
    const { less, ...allowances } = tdsAllowances(regime, fyStartYear, input.tax, ptOfYearPaise);
    const tds = engine.monthlyTds({
      annualIncomePaise,
      regime,
      fyStartYear,
      tdsSoFarPaise: input.fySoFar.tdsPaise,
      remainingMonths,
      ...allowances,
    });
    deductions.push({
      code: 'TDS',
      name: 'Income Tax (TDS)',
      paise: tds,
      basis: `${regime === 'old' ? 'Old' : 'New'} regime, on ${rupees(annualIncomePaise)} projected for the year${less}`,
    });
  }
  return { deductions, employerContributions: employer };
}
