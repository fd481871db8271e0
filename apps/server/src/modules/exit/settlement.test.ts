import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gratuity } from '../statutory/index.ts';
import { settlementLines, type SettlementInput } from './settlement.ts';
import { settledLines } from './settlement.pay.ts';

const rupees = (amount: number) => Math.round(amount * 100);

const base = (over: Partial<SettlementInput> = {}): SettlementInput => ({
  lastWorkingDay: '2025-08-31',
  finalMonth: { grossPaise: rupees(60_000), paidDays: 31, label: 'August 2025' },
  monthlyGrossPaise: rupees(60_000),
  divisor: 30,
  basicDaPaise: rupees(30_000),
  encashableDays: 0,
  encashmentDivisor: 26,
  gratuity: gratuity({
    joinedOn: '2018-01-01',
    lastWorkingDay: '2025-08-31',
    monthlyWagesPaise: rupees(30_000),
  }),
  shortfallDays: 0,
  recoveryWaivedReason: null,
  releasedEarlyDays: 0,
  adjustments: [],
  ...over,
});

const line = (result: ReturnType<typeof settlementLines>, code: string) =>
  result.lines.find((l) => l.code === code)?.paise;

describe('settlement lines: the issue’s worked examples', () => {
  it('7 years 8 months on Basic ₹30,000: gratuity ₹1,38,462 beside the final month', () => {
    const result = settlementLines(base());
    expect(line(result, 'GRATUITY')).toBe(rupees(1_38_462));
    expect(result.netPaise).toBe(rupees(60_000 + 1_38_462));
  });

  it('12 encashable days on Basic ₹26,000, divisor 26: ₹12,000', () => {
    const result = settlementLines(base({ basicDaPaise: rupees(26_000), encashableDays: 12 }));
    expect(line(result, 'LEAVE_ENCASHMENT')).toBe(rupees(12_000));
  });

  it('3 years 11 months, permanent: a gratuity line of nothing, saying why', () => {
    const g = gratuity({
      joinedOn: '2021-10-01',
      lastWorkingDay: '2025-08-31',
      monthlyWagesPaise: rupees(30_000),
    });
    const result = settlementLines(base({ gratuity: g }));
    expect(line(result, 'GRATUITY')).toBe(0);
    expect(result.lines.find((l) => l.code === 'GRATUITY')?.rule).toMatch(/^Not eligible: 3 year\(s\)/);
  });

  it('notice shortfall: monthly gross ÷ divisor × days recovered; waived with a reason; early release paid', () => {
    expect(line(settlementLines(base({ shortfallDays: 15 })), 'NOTICE_RECOVERY')).toBe(-rupees(30_000));
    const waived = settlementLines(base({ shortfallDays: 15, recoveryWaivedReason: 'Moved abroad' }));
    expect(line(waived, 'NOTICE_RECOVERY')).toBe(-0);
    expect(line(settlementLines(base({ releasedEarlyDays: 10 })), 'NOTICE_PAY')).toBe(rupees(20_000));
  });

  it('explained adjustments are lines of their own (an unreturned laptop)', () => {
    const result = settlementLines(
      base({ adjustments: [{ name: 'Laptop', paise: -rupees(25_000), reason: 'Not returned' }] }),
    );
    expect(result.lines.at(-1)).toEqual({
      code: 'ADJUSTMENT',
      name: 'Laptop',
      paise: -rupees(25_000),
      rule: 'Not returned',
    });
    expect(result.netPaise).toBe(rupees(60_000 + 1_38_462 - 25_000));
  });
});

describe('settlement property', () => {
  it('the final month’s pay plus the notice recovery never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_00_000_00 }),
        fc.integer({ min: 0, max: 5_00_000_00 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom(26, 28, 30, 31),
        (salary, monthly, shortfall, divisor) => {
          const result = settlementLines(
            base({
              finalMonth: { grossPaise: salary, paidDays: 1, label: 'August 2025' },
              monthlyGrossPaise: monthly,
              divisor,
              shortfallDays: shortfall,
            }),
          );
          expect(salary + (line(result, 'NOTICE_RECOVERY') ?? 0)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('a statement paid with the run: its lines as payroll takes them', () => {
  it('pays the paid lines with their taxable part and deducts the rest, under their own codes', () => {
    const lines = settledLines('s-1', [
      { code: 'SALARY', name: 'Salary', paise: rupees(24_000), rule: '', taxablePaise: rupees(24_000) },
      {
        code: 'LEAVE_ENCASHMENT',
        name: 'Leave encashment',
        paise: rupees(12_000),
        rule: '',
        taxablePaise: rupees(2_000),
      },
      { code: 'GRATUITY', name: 'Gratuity', paise: 0, rule: '' },
      { code: 'NOTICE_PAY', name: 'Notice pay', paise: rupees(20_000), rule: '' },
      { code: 'ADJUSTMENT', name: 'Bonus', paise: rupees(1_000), rule: '' },
      { code: 'EPF_EE', name: 'PF', paise: -rupees(1_440), rule: '' },
    ]);
    expect(lines.map((l) => [l.code, l.kind, l.paise, l.taxablePaise, l.ref])).toEqual([
      ['SALARY', 'settled', rupees(24_000), rupees(24_000), 'settlement:s-1'],
      ['LEAVE_ENCASHMENT', 'settled', rupees(12_000), rupees(2_000), 'settlement:s-1'],
      ['NOTICE_PAY', 'settled', rupees(20_000), rupees(20_000), 'settlement:s-1'],
      ['ADJUSTMENT', 'settled', rupees(1_000), 0, 'settlement:s-1'],
      ['EPF_EE', 'settled-deduction', rupees(1_440), undefined, 'settlement:s-1'],
    ]);
  });
});
