/*
 * ESI figures (docs/payroll-statutory.md). The entry in force on the contribution period's start
 * decides coverage; the entry in force in the wage month decides the contribution.
 */
export interface EsiFigures {
  from: string;
  /** Rupees a month: covered when the monthly gross at the period's start is at most this. */
  coverageCeiling: number;
  employeePercent: number;
  employerPercent: number;
  /** Rupees a day: no employee share when the average daily wage is at most this (the employer still pays). */
  exemptDailyWage: number;
  sources: readonly string[];
}

export const ESI_FIGURES: readonly EsiFigures[] = [
  {
    from: '2019-07-01',
    coverageCeiling: 21_000,
    employeePercent: 0.75,
    employerPercent: 3.25,
    exemptDailyWage: 176,
    sources: [
      'ESI (Central) Rules, 1950, rule 51 as amended by G.S.R. 423(E) of 13 June 2019: employer 3.25%, employee 0.75% of wages from 1 July 2019, each rounded off to the next higher rupee',
      'ESI (Central) Rules, 1950, rule 50 (G.S.R. 1190(E) of 22 December 2016): coverage for wages up to ₹21,000 a month from 1 January 2017',
      'ESI (Central) Rules, 1950, rule 52 as amended in 2019: no employee contribution when the average daily wage is up to and including ₹176 (was ₹137) (https://complianceuncovered.com/2019/09/06/employees-getting-rs-176-or-less-as-average-daily-wage-are-exempted-from-paying-esic-contribution/)',
      'ESI (General) Regulations, 1950, regulation 4: contribution periods 1 April-30 September and 1 October-31 March; ESI Act, 1948, section 2(9), proviso: a person covered at a period’s start stays an employee to its end',
    ],
  },
];
