/*
 * House rent allowance exemption (issue 44, docs/tax-year.md "HRA exemption"), old regime only: the least of
 * the HRA received, the rent paid less 10% of salary (Basic + DA) and 50% of salary in the cities the rules
 * name (40% elsewhere). The cities and the landlord-PAN threshold are data with the tax year they apply from.
 */
export interface HraFigures {
  fromFy: number;
  /** Cities where the 50% applies (codes the declaration uses). */
  metroCities: readonly { code: string; name: string }[];
  metroPercent: number;
  otherPercent: number;
  /** Rent less this share of salary. */
  rentExcessPercent: number;
  /** The landlord's PAN is needed when the year's rent exceeds this (rupees). */
  landlordPanAbove: number;
  /** The 2025 Act's section; blank before tax year 2026-27 (the 1961 Act applies). */
  act2025: string;
  act1961: string;
  sources: readonly string[];
}

const FOUR = [
  { code: 'MUMBAI', name: 'Mumbai' },
  { code: 'DELHI', name: 'Delhi' },
  { code: 'KOLKATA', name: 'Kolkata' },
  { code: 'CHENNAI', name: 'Chennai' },
] as const;

const COMMON = {
  metroPercent: 50,
  otherPercent: 40,
  rentExcessPercent: 10,
  landlordPanAbove: 100_000,
  act1961: 'Section 10(13A), Rule 2A',
};

export const HRA_FIGURES: readonly HraFigures[] = [
  {
    fromFy: 2025,
    ...COMMON,
    metroCities: FOUR,
    act2025: '',
    sources: [
      'Income-tax Act, 1961, section 10(13A) and Income-tax Rules, 1962, rule 2A: least of HRA received, rent paid less 10% of salary, 50% of salary in Bombay, Calcutta, Delhi or Madras, 40% elsewhere; salary = Basic + DA (https://incometaxindia.gov.in/charts%20%20tables/allowances_available.htm)',
      "CBDT Circular No. 08/2013 of 10 October 2013: the landlord's PAN when the year's rent exceeds ₹1,00,000",
    ],
  },
  {
    fromFy: 2026,
    ...COMMON,
    metroCities: [
      ...FOUR,
      { code: 'BENGALURU', name: 'Bengaluru' },
      { code: 'HYDERABAD', name: 'Hyderabad' },
      { code: 'PUNE', name: 'Pune' },
      { code: 'AHMEDABAD', name: 'Ahmedabad' },
    ],
    act2025: 'Section 19 (Schedule II) with the Income-tax Rules, 2026',
    sources: [
      "Income-tax Act, 2025, section 19: the salary exemptions of the 1961 Act's sections 10 and 16 in one table (https://www.taxtmi.com/highlights?id=86123)",
      'Income-tax Rules, 2026 (draft of 7 February 2026): the 50% extended to Bengaluru, Hyderabad, Pune and Ahmedabad from 1 April 2026 (https://www.financialexpress.com/india-news/bengaluru-and-hyderabad-among-cities-that-may-get-50-hra-exemption-new-income-tax-draft-rules-explained/4136772/); check against the Rules as notified',
      "CBDT Circular No. 08/2013: the landlord's PAN when the year's rent exceeds ₹1,00,000",
    ],
  },
];
