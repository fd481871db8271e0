/*
 * Leave encashment on leaving (issue 43, docs/exit.md "Tax of the exit month"). The entry in force on the last
 * working day applies. Rupees as the law writes them.
 */
export interface LeaveEncashmentFigures {
  from: string;
  /** The most a non-government employee's encashment on leaving is exempt from income tax. */
  exemptUpTo: number;
  /** …and never more than this many months' average salary (Basic + DA). */
  exemptMonthsOfSalary: number;
  sources: readonly string[];
}

export const LEAVE_ENCASHMENT_FIGURES: readonly LeaveEncashmentFigures[] = [
  {
    from: '2023-04-01',
    exemptUpTo: 25_00_000,
    exemptMonthsOfSalary: 10,
    sources: [
      'Income-tax Act, 1961, section 10(10AA)(ii): leave encashment on retirement, whether on superannuation or otherwise, exempt up to the least of the amount received, ten months’ average salary and the notified limit',
      'CBDT notification 31/2023 of 24 May 2023: the limit is ₹25,00,000 from 1 April 2023 (https://www.taxtmi.com/tmi_blog_details?id=714616)',
      'Income-tax Act, 2025, section 19 (Table: deductions from salaries), from 1 April 2026: the same deduction carried over (https://eztax.in/income-tax-act-2025/section-19)',
    ],
  },
];
