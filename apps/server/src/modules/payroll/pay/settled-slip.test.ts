import { describe, expect, it } from 'vitest';
import { splitPayInputs, type PayInputLine } from './pay-inputs.ts';
import { settledBreakdown } from './settled-slip.ts';

// A leaver's slip carrying their full and final settlement (issue 43, docs/exit.md "Paid with the run"), to the paisa.
const rupees = (amount: number) => Math.round(amount * 100);
const ref = 'settlement:s-1';
const statement: PayInputLine[] = [
  {
    code: 'SALARY',
    name: 'Salary for November 2026 up to 18/11/2026',
    paise: rupees(24_000),
    kind: 'settled',
    ref,
  },
  { code: 'GRATUITY', name: 'Gratuity', paise: rupees(1_38_462), kind: 'settled', taxablePaise: 0, ref },
  { code: 'EPF_EE', name: 'PF', paise: rupees(1_440), kind: 'settled-deduction', ref },
  { code: 'PT', name: 'Professional Tax', paise: rupees(200), kind: 'settled-deduction', ref },
  { code: 'TDS', name: 'TDS', paise: rupees(500), kind: 'settled-deduction', ref },
  { code: 'ADJUSTMENT', name: 'Laptop not returned', paise: rupees(2_000), kind: 'settled-deduction', ref },
];
const slip = (lines: PayInputLine[], ytdBefore = { grossPaise: rupees(1_00_000), tdsPaise: rupees(5_000) }) =>
  settledBreakdown({
    daysInMonth: 30,
    divisorKind: 'calendar',
    divisor: 30,
    monthlyGrossPaise: rupees(40_000),
    settled: splitPayInputs(lines).settled!,
    ytdBefore,
  });

describe('the settled slip', () => {
  it.each([
    // [case, lines, gross, deductions, net, year's taxable gross after, TDS after]
    ['the worked statement', statement, 1_62_462, 4_140, 1_58_322, 1_24_000, 5_500],
    ['salary alone', statement.slice(0, 1), 24_000, 0, 24_000, 1_24_000, 5_000],
    ['gratuity alone: paid, not taxed', statement.slice(1, 2), 1_38_462, 0, 1_38_462, 1_00_000, 5_000],
  ] as const)('%s', (_, lines, gross, deductions, net, ytdGross, ytdTds) => {
    const b = slip([...lines]);
    expect(b).toMatchObject({
      grossPaise: rupees(gross),
      totalDeductionsPaise: rupees(deductions),
      netPaise: rupees(net),
      ytd: { grossPaise: rupees(ytdGross), tdsPaise: rupees(ytdTds) },
      paidDays: 0,
      employerContributions: [],
      settled: true,
    });
  });

  it('carries the statement’s lines in order, each with its reference, none carried', () => {
    const b = slip(statement);
    expect(b.earnings.map((l) => l.code)).toEqual(['SALARY', 'GRATUITY']);
    expect(b.deductions.map((l) => l.code)).toEqual(['EPF_EE', 'PT', 'TDS', 'ADJUSTMENT']);
    expect(b.nonTaxablePaise).toBe(rupees(1_38_462));
    expect(b.inputs?.every((l) => l.ref === ref && !l.carried)).toBe(true);
  });

  it('never takes more than it pays (a deduction beyond what is left is cut to it)', () => {
    const b = slip([statement[0]!, { ...statement[5]!, paise: rupees(30_000) }]);
    expect(b).toMatchObject({ netPaise: 0, totalDeductionsPaise: rupees(24_000) });
  });

  it('other lines split as before, and a month without settled lines has none', () => {
    expect(
      splitPayInputs([{ code: 'OT', name: 'Overtime', paise: 100, kind: 'earning', ref: 'o' }]).settled,
    ).toBe(undefined);
  });
});
