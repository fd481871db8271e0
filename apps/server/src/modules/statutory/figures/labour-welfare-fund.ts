/*
 * Labour Welfare Fund by state (issue 44, docs/tax-year.md "Labour Welfare Fund"): fixed contributions in the
 * months the state's Act names, for people on the register on that month's last day; the employer's share beside
 * the employee's. A change is a new schedule with its `from` date (the first month it is deducted in).
 */
export interface LwfSchedule {
  /** First day of the first month the schedule applies to (YYYY-MM-01). */
  from: string;
  /** Months (1-12) the contribution is deducted in. */
  months: readonly number[];
  /** Rupees per person per deduction. */
  employee: number;
  employer: number;
  sources: readonly string[];
}

export interface LwfState {
  code: string;
  name: string;
  schedules: readonly LwfSchedule[];
}

export const LWF_STATES: readonly LwfState[] = [
  {
    code: 'MH',
    name: 'Maharashtra',
    schedules: [
      {
        from: '2024-06-01',
        months: [6, 12],
        employee: 25,
        employer: 75,
        sources: [
          'Maharashtra Labour Welfare Fund Act, 1953, section 6BB as amended by the Maharashtra Labour Welfare Fund (Amendment) Act, 2024 (Gazette of 18 March 2024): ₹25 for each employee on the register on 30 June and 31 December, the employer thrice that (https://lexplosion.in/maharashtra-labour-welfare-fund-amendment-act-2024-notified-by-state-government-enhances-contribution-rates)',
          "Maharashtra Labour Welfare Board's public notice: the half-yearly ₹25 + ₹75 from June 2024 (https://blog.sgcservices.com/notification-for-maharashtra-labour-welfare-fund-amendment-act-2024-sgc-services-2)",
        ],
      },
    ],
  },
  {
    code: 'KA',
    name: 'Karnataka',
    schedules: [
      {
        from: '2017-04-01',
        months: [12],
        employee: 20,
        employer: 40,
        sources: [
          'Karnataka Labour Welfare Fund Act, 1965, section 7A(2) as amended in 2017: ₹20 and ₹40 a year for each employee on the register on 31 December, paid by 15 January (https://www.citehr.com/amp.php?t=584687)',
        ],
      },
      {
        from: '2025-02-01',
        months: [12],
        employee: 50,
        employer: 100,
        sources: [
          'Karnataka Labour Welfare Fund (Amendment) Act, 2024 (Gazette of 10 January 2025, DPAL 60 Shasana 2024, in force 24 January 2025): ₹50 employee, ₹100 employer a year (https://akriviahcm.com/resources/global-payroll/alerts/revised-karnataka-labour-welfare-fund-contribution)',
        ],
      },
    ],
  },
];
