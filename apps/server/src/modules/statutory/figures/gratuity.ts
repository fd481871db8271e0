/*
 * Gratuity figures (issue 43, docs/exit.md). The entry in force on the last working day applies. Rates are
 * `daysPerYear` days' wages per completed year of service, a month's wages being `daysPerMonth` days; Basic + DA
 * are the wages. Amounts in rupees as the law writes them.
 */
export interface GratuityFigures {
  from: string;
  daysPerYear: number;
  daysPerMonth: number;
  /** Completed years of continuous service before a permanent employee is eligible. */
  minYears: number;
  /** A fixed-term employee's minimum (null: the same as everyone's). */
  fixedTermMinYears: number | null;
  /**
   * Days of actual work in the year after the last completed year that make it count as continuous service
   * for eligibility (the 4 years 240 days rule).
   */
  daysCountingAsYear: number;
  /** Rupees: the most gratuity payable, and the income-tax exemption limit. */
  ceiling: number;
  sources: readonly string[];
}

export const GRATUITY_FIGURES: readonly GratuityFigures[] = [
  {
    from: '2018-03-29',
    daysPerYear: 15,
    daysPerMonth: 26,
    minYears: 5,
    fixedTermMinYears: null,
    daysCountingAsYear: 240,
    ceiling: 20_00_000,
    sources: [
      'Payment of Gratuity Act, 1972, section 4(1): payable after not less than five years of continuous service, and on death or disablement at any service; section 4(2): fifteen days’ wages for every completed year of service or part thereof in excess of six months, the monthly rate divided by 26',
      'Payment of Gratuity Act, 1972, section 2A(2)(b): an employee who actually worked not less than 240 days in the twelve months is deemed in continuous service for one year; so 240 days worked in the year after four completed years make the fifth',
      'Payment of Gratuity (Amendment) Act, 2018 and notification S.O. 1420(E) of 29 March 2018: ceiling ₹20,00,000 (section 4(3))',
      'Income-tax Act, 1961, section 10(10)(ii)/(iii) and notification 19/2019: gratuity exempt up to ₹20,00,000; Income-tax Act, 2025 (from 1 April 2026): the same exemption carried into its Schedule of exempt income',
    ],
  },
  {
    from: '2025-11-21',
    daysPerYear: 15,
    daysPerMonth: 26,
    minYears: 5,
    fixedTermMinYears: 1,
    daysCountingAsYear: 240,
    ceiling: 20_00_000,
    sources: [
      'Code on Social Security, 2020, section 53 (in force from 21 November 2025): gratuity after five years of continuous service, after one year for a fixed-term employee, and at any service on death or disablement; fifteen days’ wages per completed year or part over six months',
      'Code on Social Security, 2020, section 2(88) (wages): when allowances exceed half of the remuneration, the excess counts as wages',
      'Ceiling ₹20,00,000 (section 53(3), as notified); Income-tax Act, 1961, section 10(10) / Income-tax Act, 2025 exemption up to ₹20,00,000',
    ],
  },
];
