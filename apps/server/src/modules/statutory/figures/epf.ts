/*
 * EPF, EPS and EDLI figures (docs/payroll-statutory.md). A change of rate or ceiling is a new entry
 * with the date it takes effect; the entry in force on a date of the wage month applies.
 */
export interface EpfFigures {
  /** 'YYYY-MM-DD' the figures apply from. */
  from: string;
  /** Rupees a month: the wage ceiling of EPF (unless on full wages), EPS and EDLI. */
  wageCeiling: number;
  employeePercent: number;
  /** The employer's whole share; EPS is carved out of it, the rest is employer EPF. */
  employerPercent: number;
  epsPercent: number;
  edliPercent: number;
  sources: readonly string[];
}

export const EPF_FIGURES: readonly EpfFigures[] = [
  {
    from: '2014-09-01',
    wageCeiling: 15_000,
    employeePercent: 12,
    employerPercent: 12,
    epsPercent: 8.33,
    edliPercent: 0.5,
    sources: [
      'Employees’ Provident Funds and Miscellaneous Provisions Act, 1952, section 6 (12% of basic wages, dearness allowance and retaining allowance), section 6C (EDLI 0.5%)',
      'Employees’ Pension Scheme, 1995, paragraph 3 (8.33% of the employer’s share to the pension fund, on pay up to the ceiling)',
      'Ministry of Labour and Employment notifications G.S.R. 609(E) and 610(E) of 22 August 2014: wage ceiling ₹6,500 -> ₹15,000 from 1 September 2014',
      'Employees’ Provident Funds Scheme, 1952, paragraph 29(4): each contribution calculated to the nearest rupee, 50 paise or more counted as the next higher rupee (https://comply4hr.com/showsec.asp?seccode=EPF35)',
    ],
  },
];
