import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PayrollSettings } from '@hrms/shared';
import { amounts, pay } from './breakdown-cases.test-helper.ts';

/** The breakdown's worked examples (docs/payroll.md, issue 21), to the paisa; boundaries in breakdown.boundaries.test.ts. */
describe('the structure and earned pay', () => {
  it('splits ₹40,000 into Basic 20,000, HRA 10,000, Special 10,000 for a full month', () => {
    const b = pay({ year: 2026, month: 10, grossRupees: 40_000 });
    expect(amounts(b.earnings)).toEqual({ BASIC: 20_000, HRA: 10_000, SPECIAL: 10_000 });
    expect(b).toMatchObject({ grossPaise: 4_000_000, netPaise: 4_000_000, paidDays: 31, lopDays: 0 });
  });

  it('with no deduction on, the net is today’s amount: ₹31,000, 3 absent + 1 half day + 1 short leave in October 2026', () => {
    const b = pay({
      year: 2026,
      month: 10,
      grossRupees: 31_000,
      statuses: {
        '2026-10-05': 'Absent',
        '2026-10-06': 'Absent',
        '2026-10-07': 'Absent',
        '2026-10-08': 'Half Day',
        '2026-10-09': 'Short Leave',
      },
    });
    // 3 + 0.5 + 0.25 = 3.75 LOP days; 31,000 x 27.25 / 31 = 27,250.
    expect(b).toMatchObject({ lopDays: 3.75, paidDays: 27.25, grossPaise: 2_725_000, netPaise: 2_725_000 });
    expect(b.lopDates).toEqual([
      { date: '2026-10-05', days: 1, reason: 'Absent' },
      { date: '2026-10-06', days: 1, reason: 'Absent' },
      { date: '2026-10-07', days: 1, reason: 'Absent' },
      { date: '2026-10-08', days: 0.5, reason: 'Half Day' },
      { date: '2026-10-09', days: 0.25, reason: 'Short Leave' },
    ]);
    expect(b.earnings.reduce((sum, l) => sum + l.paise, 0)).toBe(b.grossPaise);
  });

  it('a joiner on the 16th of a 30-day month is paid 15 of 30 days', () => {
    const b = pay({ year: 2026, month: 11, grossRupees: 30_000, joinedOn: '2026-11-16' });
    expect(b).toMatchObject({ eligibleDays: 15, paidDays: 15, lopDays: 0, grossPaise: 1_500_000 });
  });

  it('divisors: fixed 30 pays a full February in full and one absent day as 1/30; working days as 1/working days', () => {
    expect(pay({ year: 2026, month: 2, grossRupees: 30_000, divisor: 'fixed30' }).grossPaise).toBe(3_000_000);
    const absent = { '2026-02-10': 'Absent' } as const;
    expect(
      pay({ year: 2026, month: 2, grossRupees: 30_000, divisor: 'fixed30', statuses: absent }).grossPaise,
    ).toBe(2_900_000);
    // February 2026: 28 days, 4 Sundays, 24 working days; one absent = 23/24 of 24,000 = 23,000.
    const working = pay({ year: 2026, month: 2, grossRupees: 24_000, divisor: 'working', statuses: absent });
    expect(working).toMatchObject({ divisorKind: 'working', divisor: 24, grossPaise: 2_300_000 });
    // Calendar: leap February 2028 has 29 days; one absent day of ₹29,000 costs ₹1,000.
    expect(
      pay({ year: 2028, month: 2, grossRupees: 29_000, statuses: { '2028-02-10': 'Absent' } }).grossPaise,
    ).toBe(2_800_000);
  });

  it('a revision on the 16th of a 30-day month prorates by days: 15 days at ₹30,000 and 15 at ₹36,000', () => {
    const b = pay({
      year: 2026,
      month: 11,
      grossRupees: 30_000,
      revisions: [{ effectiveFrom: '2026-11-16', grossRupees: 36_000 }],
    });
    expect(b.grossPaise).toBe(3_300_000);
    expect(b.monthlyGrossPaise).toBe(3_300_000);
    expect(amounts(b.earnings)).toEqual({ BASIC: 16_500, HRA: 8_250, SPECIAL: 8_250 });
  });
});

describe('statutory lines', () => {
  it('EPF on Basic ₹20,000: employee 1,800; EPS 1,250, employer EPF 550, EDLI 75', () => {
    const b = pay({ year: 2026, month: 10, grossRupees: 40_000, on: { pf: true } });
    expect(amounts(b.deductions)).toEqual({ EPF_EE: 1_800 });
    expect(amounts(b.employerContributions)).toEqual({ EPF_ER: 550, EPS_ER: 1_250, EDLI_ER: 75 });
    expect(b.netPaise).toBe(4_000_000 - 180_000);
  });

  it('EPF at the ₹15,000 ceiling and ESI on gross ₹20,000: 150 and 650', () => {
    const b = pay({ year: 2026, month: 10, grossRupees: 20_000, on: { pf: true, esi: true } });
    // Basic 10,000: below the ceiling, 12% = 1,200.
    expect(amounts(b.deductions)).toEqual({ EPF_EE: 1_200, ESI_EE: 150 });
    expect(amounts(b.employerContributions)).toMatchObject({ ESI_ER: 650 });
  });

  it('ESI: gross ₹21,000 is covered, ₹21,001 is not', () => {
    expect(
      amounts(pay({ year: 2026, month: 10, grossRupees: 21_000, on: { esi: true } }).deductions),
    ).toEqual({ ESI_EE: 158 });
    expect(pay({ year: 2026, month: 10, grossRupees: 21_001, on: { esi: true } }).deductions).toEqual([]);
  });

  it('PT in Maharashtra: men ₹200 a month and ₹300 in February; women up to ₹25,000 nil', () => {
    expect(amounts(pay({ year: 2026, month: 10, grossRupees: 20_000, on: { pt: true } }).deductions)).toEqual(
      { PT: 200 },
    );
    expect(amounts(pay({ year: 2027, month: 2, grossRupees: 20_000, on: { pt: true } }).deductions)).toEqual({
      PT: 300,
    });
    expect(
      pay({ year: 2026, month: 10, grossRupees: 20_000, on: { pt: true }, gender: 'female' }).deductions,
    ).toEqual([]);
    expect(pay({ year: 2026, month: 10, grossRupees: 7_500, on: { pt: true } }).deductions).toEqual([]);
  });

  it('TDS: ₹1,00,000 a month from April (₹12L a year, new regime) is nil; the tax of ₹16,75,000 is spread over the year', () => {
    expect(pay({ year: 2026, month: 4, grossRupees: 100_000, on: { tds: true } }).deductions).toEqual([]);
    // 16,75,000 a year = 1,39,583.33 a month; the total tax is 1,24,800 = 10,400 a month over 12 months.
    const april = pay({ year: 2026, month: 4, grossRupees: 139_583.33, on: { tds: true } });
    expect(amounts(april.deductions).TDS).toBeCloseTo(10_400, -1);
    expect(april.ytd.tdsPaise).toBe(april.deductions.find((l) => l.code === 'TDS')!.paise);
  });
});

describe('properties', () => {
  it('net = gross − deductions, lines add to totals, nothing negative, paid + LOP = eligible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.subarray(['2026-MM-05', '2026-MM-06', '2026-MM-12', '2026-MM-20']),
        fc.constantFrom('calendar', 'fixed30', 'working'),
        fc.record({ pf: fc.boolean(), esi: fc.boolean(), pt: fc.boolean(), tds: fc.boolean() }),
        (paise, month, joinDay, absent, divisor, on) => {
          const mm = String(month).padStart(2, '0');
          const statuses = Object.fromEntries(absent.map((d) => [d.replace('MM', mm), 'Absent' as const]));
          const b = pay({
            year: 2026,
            month,
            grossRupees: paise / 100,
            joinedOn: `2026-${mm}-${String(joinDay).padStart(2, '0')}`,
            statuses,
            divisor: divisor as PayrollSettings['divisor'],
            on,
          });
          const sum = (lines: { paise: number }[]) => lines.reduce((s, l) => s + l.paise, 0);
          expect(b.netPaise).toBe(b.grossPaise - b.totalDeductionsPaise);
          expect(sum(b.earnings)).toBe(b.grossPaise);
          expect(sum(b.deductions)).toBe(b.totalDeductionsPaise);
          for (const line of [...b.earnings, ...b.deductions, ...b.employerContributions])
            expect(line.paise).toBeGreaterThanOrEqual(0);
          expect(b.netPaise).toBeGreaterThanOrEqual(0);
          expect(b.paidDays + b.lopDays).toBe(b.eligibleDays);
        },
      ),
      { numRuns: 300 },
    );
  });
});
