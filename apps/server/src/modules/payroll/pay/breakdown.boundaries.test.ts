import { describe, expect, it } from 'vitest';
import { amounts, pay } from './breakdown-cases.test-helper.ts';

/**
 * The boundaries through the whole breakdown (days -> earned pay -> statutory lines -> deductions), to
 * the paisa (docs/payroll.md, "Worked examples of the breakdown"). Sunday is the weekly off. October 2026 has
 * 31 days, November 2026 30, February 2028 (leap) 29 with Sundays 6, 13, 20 and 27.
 */
describe('ESI: no employee share at an average daily wage of ₹176 or less', () => {
  it('₹5,456 in October (₹176 x 31): employer ₹178 only; ₹5,457 (₹176.03 a day): employee ₹41 as well', () => {
    const at176 = pay({ year: 2026, month: 10, grossRupees: 5_456, on: { esi: true } });
    expect(at176.deductions).toEqual([]);
    expect(amounts(at176.employerContributions)).toEqual({ ESI_ER: 178 }); // 177.32 up to the rupee
    expect(at176.netPaise).toBe(545_600);
    const above = pay({ year: 2026, month: 10, grossRupees: 5_457, on: { esi: true } });
    expect(amounts(above.deductions)).toEqual({ ESI_EE: 41 }); // 40.93 up to the rupee
    expect(amounts(above.employerContributions)).toEqual({ ESI_ER: 178 });
    expect(above.netPaise).toBe(545_700 - 4_100);
  });

  it('the daily wage is over paid days: one absent day of ₹5,456 leaves ₹5,280 for 30 days, still ₹176 a day', () => {
    const b = pay({
      year: 2026,
      month: 10,
      grossRupees: 5_456,
      on: { esi: true },
      statuses: { '2026-10-05': 'Absent' },
    });
    expect(b).toMatchObject({ paidDays: 30, lopDays: 1, grossPaise: 528_000, deductions: [] });
    expect(amounts(b.employerContributions)).toEqual({ ESI_ER: 172 }); // 171.60 up to the rupee
  });
});

describe('Professional Tax slabs', () => {
  const pt = (c: Parameters<typeof pay>[0]) => amounts(pay({ ...c, on: { pt: true } }).deductions).PT ?? 0;

  it('Karnataka: ₹24,999 nil, ₹25,000 ₹200, ₹300 in February, the same for women', () => {
    expect(pt({ year: 2026, month: 10, grossRupees: 24_999, workState: 'KA' })).toBe(0);
    expect(pt({ year: 2026, month: 10, grossRupees: 25_000, workState: 'KA' })).toBe(200);
    expect(pt({ year: 2027, month: 2, grossRupees: 25_000, workState: 'KA' })).toBe(300);
    expect(pt({ year: 2027, month: 2, grossRupees: 24_999, workState: 'KA' })).toBe(0);
    expect(pt({ year: 2026, month: 10, grossRupees: 25_000, workState: 'KA', gender: 'female' })).toBe(200);
  });

  it('Maharashtra men: ₹7,501-10,000 ₹175 (February too), ₹10,001 ₹200 and ₹300 in February', () => {
    expect(pt({ year: 2026, month: 10, grossRupees: 7_501 })).toBe(175);
    expect(pt({ year: 2026, month: 10, grossRupees: 10_000 })).toBe(175);
    expect(pt({ year: 2027, month: 2, grossRupees: 10_000 })).toBe(175);
    expect(pt({ year: 2026, month: 10, grossRupees: 10_001 })).toBe(200);
    expect(pt({ year: 2027, month: 2, grossRupees: 10_001 })).toBe(300);
  });

  it('Maharashtra women: ₹25,000 nil, ₹25,001 ₹200 and ₹300 in February', () => {
    expect(pt({ year: 2026, month: 10, grossRupees: 25_000, gender: 'female' })).toBe(0);
    expect(pt({ year: 2027, month: 2, grossRupees: 25_000, gender: 'female' })).toBe(0);
    expect(pt({ year: 2026, month: 10, grossRupees: 25_001, gender: 'female' })).toBe(200);
    expect(pt({ year: 2027, month: 2, grossRupees: 25_001, gender: 'female' })).toBe(300);
  });

  it('PT is on the earned gross: ₹10,001 with one absent day in October (₹9,678.39) is in the ₹175 slab', () => {
    const b = pay({
      year: 2026,
      month: 10,
      grossRupees: 10_001,
      on: { pt: true },
      statuses: { '2026-10-05': 'Absent' },
    });
    expect(b.grossPaise).toBe(967_839); // 1,000,100 x 30 / 31 = 967,838.7 half up
    expect(amounts(b.deductions)).toEqual({ PT: 175 });
  });
});

describe('TDS around ₹12 lakh taxable (new regime, FY 2026-27), projected over the tax year', () => {
  const tds = (c: Parameters<typeof pay>[0]) => amounts(pay({ ...c, on: { tds: true } }).deductions).TDS ?? 0;

  it('April on ₹1,06,250 a month: ₹12,75,000 a year, taxable ₹12,00,000, the rebate leaves nil', () => {
    expect(tds({ year: 2026, month: 4, grossRupees: 106_250 })).toBe(0);
  });

  it('April on ₹1,07,250: ₹12,87,000, taxable ₹12,12,000; marginal relief leaves ₹12,000 + cess = ₹12,480, ₹1,040 a month', () => {
    const april = pay({ year: 2026, month: 4, grossRupees: 107_250, on: { tds: true } });
    expect(amounts(april.deductions)).toEqual({ TDS: 1_040 });
    expect(april.ytd).toEqual({ grossPaise: 10_725_000, tdsPaise: 104_000 });
  });

  it('October after six months at ₹1,07,250 with ₹6,240 deducted: the rest of ₹12,480 over six months, ₹1,040', () => {
    expect(
      tds({
        year: 2026,
        month: 10,
        grossRupees: 107_250,
        fySoFar: { grossPaise: 6 * 10_725_000, tdsPaise: 6 * 104_000 },
      }),
    ).toBe(1_040);
  });

  it('a raise in October: six months at ₹1,00,000 (nil so far), then ₹1,12,500 stays nil, ₹1,15,000 owes ₹15,600 over six months', () => {
    const soFar = { grossPaise: 6 * 10_000_000, tdsPaise: 0 };
    // 6,00,000 + 6 x 1,12,500 = 12,75,000 -> taxable 12,00,000 -> nil.
    expect(tds({ year: 2026, month: 10, grossRupees: 112_500, fySoFar: soFar })).toBe(0);
    // 6,00,000 + 6 x 1,15,000 = 12,90,000 -> taxable 12,15,000 -> 15,000 + 4% = 15,600 -> 2,600 a month.
    expect(tds({ year: 2026, month: 10, grossRupees: 115_000, fySoFar: soFar })).toBe(2_600);
  });

  it('March, the last month, takes what is left of the year’s tax', () => {
    // Eleven months at ₹1,07,250 and ₹11,000 deducted: ₹12,480 - 11,000 = ₹1,480 in March.
    expect(
      tds({
        year: 2027,
        month: 3,
        grossRupees: 107_250,
        fySoFar: { grossPaise: 11 * 10_725_000, tdsPaise: 1_100_000 },
      }),
    ).toBe(1_480);
  });
});

describe('leap February 2028 under the fixed-30 and calendar divisors', () => {
  it('fixed 30: a full month pays ₹30,000, one absent day ₹29,000, a joiner on the 16th 15/30 = ₹15,000', () => {
    expect(pay({ year: 2028, month: 2, grossRupees: 30_000, divisor: 'fixed30' })).toMatchObject({
      divisor: 30,
      paidDays: 29,
      grossPaise: 3_000_000,
    });
    expect(
      pay({
        year: 2028,
        month: 2,
        grossRupees: 30_000,
        divisor: 'fixed30',
        statuses: { '2028-02-10': 'Absent' },
      }).grossPaise,
    ).toBe(2_900_000);
    expect(
      pay({ year: 2028, month: 2, grossRupees: 30_000, divisor: 'fixed30', joinedOn: '2028-02-16' })
        .grossPaise,
    ).toBe(1_500_000);
  });

  it('calendar: 29 days; a joiner on the 16th of ₹29,000 is paid 14 days = ₹14,000', () => {
    const b = pay({ year: 2028, month: 2, grossRupees: 29_000, joinedOn: '2028-02-16' });
    expect(b).toMatchObject({ daysInMonth: 29, divisor: 29, eligibleDays: 14, paidDays: 14 });
    expect(b.grossPaise).toBe(1_400_000);
  });
});

describe('a joiner on the 16th with PF on', () => {
  it('₹40,000 in November: Basic earned ₹10,000 -> EPF 1,200; EPS 833, employer EPF 367, EDLI 50', () => {
    const b = pay({ year: 2026, month: 11, grossRupees: 40_000, joinedOn: '2026-11-16', on: { pf: true } });
    expect(amounts(b.earnings)).toEqual({ BASIC: 10_000, HRA: 5_000, SPECIAL: 5_000 });
    expect(amounts(b.deductions)).toEqual({ EPF_EE: 1_200 });
    expect(amounts(b.employerContributions)).toEqual({ EPF_ER: 367, EPS_ER: 833, EDLI_ER: 50 });
    expect(b.netPaise).toBe(2_000_000 - 120_000);
  });

  it('₹80,000: Basic earned ₹20,000 is capped at the ₹15,000 ceiling -> 1,800 / 1,250 / 550 / 75', () => {
    const b = pay({ year: 2026, month: 11, grossRupees: 80_000, joinedOn: '2026-11-16', on: { pf: true } });
    expect(amounts(b.deductions)).toEqual({ EPF_EE: 1_800 });
    expect(amounts(b.employerContributions)).toEqual({ EPF_ER: 550, EPS_ER: 1_250, EDLI_ER: 75 });
  });
});
