import type { PayslipContent } from './payslip-content.ts';

/**
 * A full payslip's content (tests, the bench, visual checks): ₹1,24,800 net for October 2026 with the
 * structure, EPF, ESI-free (gross above ₹21,000), Professional Tax and TDS on, two days of loss of pay.
 */
export function samplePayslip(employee: Partial<PayslipContent['employee']> = {}): PayslipContent {
  return {
    organisation: {
      name: 'Acme Software Pvt Ltd',
      address: '4th Floor, Prestige Tech Park, Outer Ring Road\nBengaluru, Karnataka 560103',
    },
    period: 'October 2026',
    generatedOn: '2026-11-02',
    employee: {
      name: 'Priya Sharma',
      code: 'EMP-0042',
      designation: 'Senior Engineer',
      department: 'Engineering',
      pan: 'XXXXXX234F',
      uan: '100200300400',
      bankAccount: 'XXXXXXXX4321',
      ...employee,
    },
    breakdown: {
      daysInMonth: 31,
      divisorKind: 'calendar',
      divisor: 31,
      eligibleDays: 31,
      paidDays: 29.5,
      lopDays: 1.5,
      lopDates: [
        { date: '2026-10-07', days: 1, reason: 'Absent' },
        { date: '2026-10-21', days: 0.5, reason: 'Half Day' },
      ],
      earnings: [
        { code: 'BASIC', name: 'Basic', amount: 71_370.97 },
        { code: 'HRA', name: 'House Rent Allowance', amount: 35_685.48 },
        { code: 'CONVEYANCE', name: 'Conveyance Allowance', amount: 1_522.58 },
        { code: 'SPECIAL', name: 'Special Allowance', amount: 33_911.29 },
      ],
      deductions: [
        {
          code: 'EPF_EE',
          name: 'Provident Fund (employee)',
          amount: 1_800,
          basis: 'PF 12% of Basic ₹15,000 (capped at the wage ceiling)',
        },
        { code: 'PT', name: 'Professional Tax', amount: 200, basis: 'PT Maharashtra, October slab' },
        { code: 'TDS', name: 'Income Tax (TDS)', amount: 14_290.32 },
        { code: 'LOP_ADJ', name: 'Loss of pay for September 2026', amount: 500 },
      ],
      employerContributions: [
        { code: 'EPF_ER', name: 'Provident Fund (employer)', amount: 550 },
        { code: 'EPS_ER', name: 'Pension Scheme (employer)', amount: 1_250 },
        { code: 'EDLI_ER', name: 'EDLI (employer)', amount: 75 },
      ],
      gross: 142_490.32,
      totalDeductions: 16_790.32,
      net: 125_700,
      attendanceUpTo: '2026-10-28',
      ytd: { gross: 854_941.92, tds: 85_741.92 },
    },
  };
}
