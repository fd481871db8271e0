import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amounts, pay } from './breakdown-cases.test-helper.ts';
import { toWireBreakdown } from './breakdown.ts';
import { combinePayInputs, type PayInputLine } from './pay-inputs.ts';

/** Lines other modules add to a month (docs/payroll.md, "Lines from other modules"), to the paisa. */
const overtime = (rupees: number): PayInputLine => ({
  code: 'OVERTIME',
  name: 'Overtime',
  paise: rupees * 100,
  kind: 'earning',
  ref: 'ot-1',
});
const reimbursement = (rupees: number): PayInputLine => ({
  code: 'REIMB',
  name: 'Travel reimbursement',
  paise: rupees * 100,
  kind: 'reimbursement',
  ref: 'claim-1',
});
const recovery = (rupees: number, ref = 'inst-1'): PayInputLine => ({
  code: 'ADV_REC',
  name: 'Advance recovery',
  paise: rupees * 100,
  kind: 'recovery',
  ref,
});
const NOVEMBER = { year: 2026, month: 11 } as const;

describe('earnings and reimbursements from other modules', () => {
  it('₹30,000 with ₹1,500 overtime and an ₹800 reimbursement: gross ₹32,300, lines after the structure', () => {
    const b = pay({ ...NOVEMBER, grossRupees: 30_000, inputs: [overtime(1_500), reimbursement(800)] });
    expect(amounts(b.earnings)).toEqual({
      BASIC: 15_000,
      HRA: 7_500,
      SPECIAL: 7_500,
      OVERTIME: 1_500,
      REIMB: 800,
    });
    expect(b).toMatchObject({ grossPaise: 3_230_000, netPaise: 3_230_000, nonTaxablePaise: 80_000 });
    expect(b.inputs?.map((line) => [line.ref, line.carried])).toEqual([
      ['ot-1', false],
      ['claim-1', false],
    ]);
  });

  it('overtime is in the ESI base and a reimbursement is not: gross ₹20,000 → ESI ₹150; +₹1,500 overtime → ₹162', () => {
    const esi = (inputs: PayInputLine[]) =>
      pay({ ...NOVEMBER, grossRupees: 20_000, on: { esi: true }, inputs }).deductions.find(
        (line) => line.code === 'ESI_EE',
      )?.paise;
    expect(esi([])).toBe(15_000);
    expect(esi([reimbursement(5_000)])).toBe(15_000);
    // 0.75% of ₹21,500 = ₹161.25, rounded up to the rupee (docs/payroll-statutory.md).
    expect(esi([overtime(1_500)])).toBe(16_200);
  });

  it('the year to date counts overtime and leaves a reimbursement out', () => {
    const b = pay({
      ...NOVEMBER,
      grossRupees: 30_000,
      fySoFar: { grossPaise: 10_000_000, tdsPaise: 0 },
      inputs: [overtime(1_500), reimbursement(800)],
    });
    expect(b.ytd.grossPaise).toBe(10_000_000 + 3_150_000);
  });
});

describe('recoveries', () => {
  it('an instalment of ₹5,000 is deducted after the statutory lines', () => {
    const b = pay({ ...NOVEMBER, grossRupees: 30_000, on: { pt: true }, inputs: [recovery(5_000)] });
    expect(b.deductions.map((line) => line.code)).toEqual(['PT', 'ADV_REC']);
    expect(b.netPaise).toBe(3_000_000 - 20_000 - 500_000);
  });

  it('an instalment larger than what is left is carried whole, and the payslip says so', () => {
    const b = pay({
      ...NOVEMBER,
      grossRupees: 30_000,
      inputs: [recovery(40_000, 'big'), recovery(1_000, 'small')],
    });
    expect(b.deductions.map((line) => line.code)).toEqual(['ADV_REC']);
    expect(b.netPaise).toBe(2_900_000);
    expect(b.inputs?.map((line) => [line.ref, line.carried])).toEqual([
      ['big', true],
      ['small', false],
    ]);
    expect(toWireBreakdown(b).carried).toEqual([
      { code: 'ADV_REC', name: 'Advance recovery', amount: 40_000 },
    ]);
  });

  it('no carried line: the wire has no `carried` (payslips without inputs are unchanged)', () => {
    expect(toWireBreakdown(pay({ ...NOVEMBER, grossRupees: 30_000 }))).not.toHaveProperty('carried');
  });

  it('property: the net is never negative, and every recovery is either taken whole or carried', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 2_00_000 }),
        fc.array(fc.integer({ min: 1, max: 1_00_000 }), { maxLength: 6 }),
        (gross, instalments) => {
          const inputs = instalments.map((rupees, i) => recovery(rupees, `i${i}`));
          const b = pay({ ...NOVEMBER, grossRupees: gross, on: { pf: true, pt: true }, inputs });
          expect(b.netPaise).toBeGreaterThanOrEqual(0);
          const taken = b.deductions
            .filter((line) => line.code === 'ADV_REC')
            .reduce((s, l) => s + l.paise, 0);
          const carried = (b.inputs ?? []).filter((l) => l.carried).reduce((s, l) => s + l.paise, 0);
          expect(taken + carried).toBe(instalments.reduce((s, r) => s + r * 100, 0));
        },
      ),
    );
  });
});

describe('combinePayInputs', () => {
  it('answers every source’s lines for a person, in the sources’ order', async () => {
    const a = async () => new Map([['u1', [overtime(100)]]]);
    const b = async () =>
      new Map([
        ['u1', [reimbursement(50)]],
        ['u2', [recovery(10)]],
      ]);
    const both = await combinePayInputs([a, b])(['u1', 'u2'], 2026, 11);
    expect(both.get('u1')?.map((line) => line.code)).toEqual(['OVERTIME', 'REIMB']);
    expect(both.get('u2')?.map((line) => line.code)).toEqual(['ADV_REC']);
  });
});
