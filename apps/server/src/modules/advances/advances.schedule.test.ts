import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pay } from '../payroll/pay/breakdown-cases.test-helper.ts';
import { scheduleRows } from './advances.adjust.ts';
import { addMonths, balanceOf, paidFactsOf, recoveryLines, splitInstalments } from './advances.schedule.ts';

describe('splitInstalments', () => {
  it.each([
    [10_000_00, 3, [3_333_00, 3_333_00, 3_334_00]],
    [12_000_00, 3, [4_000_00, 4_000_00, 4_000_00]],
    [1_000_50, 2, [500_00, 500_50]],
    [2, 3, [1, 1]],
  ])('%i paise over %i months: %j', (amount, count, expected) => {
    expect(splitInstalments(amount, count)).toEqual(expected);
  });

  it('property: the instalments sum to the amount, each positive, whole rupees but the last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_00_000_00 }),
        fc.integer({ min: 1, max: 36 }),
        (amount, count) => {
          const parts = splitInstalments(amount, count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(parts.every((p) => p > 0 && Number.isInteger(p))).toBe(true);
          expect(parts.length).toBeLessThanOrEqual(count);
        },
      ),
    );
  });
});

/** A whole month's pay of `grossRupees` (no statutory lines) with these recoveries (payroll's own breakdown). */
const breakdownFor = (
  month: { year: number; month: number },
  grossRupees: number,
  recoveries: ReturnType<typeof recoveryLines>,
) => pay({ ...month, grossRupees, inputs: recoveries });

describe('a schedule through payroll, month after month', () => {
  it('property: recovered + outstanding = amount, the net is never negative, and it ends repaid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 3_00_000_00 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 80_000 }), { minLength: 24, maxLength: 24 }),
        (amountPaise, count, grosses) => {
          const advance = { id: 'a', kind: 'Advance', amountPaise };
          const first = { year: 2026, month: 12 };
          const instalments = scheduleRows({ id: 'a', amountPaise, instalmentCount: count }, first, 1).map(
            (row, i) => ({ ...row, id: `i${i}`, waived: false }),
          );
          expect(instalments.reduce((s, i) => s + i.amountPaise, 0)).toBe(amountPaise);
          const finalised: { ref: string; carried: boolean; year: number; month: number }[] = [];
          // Two years of salaries drawn at random (some too small for an instalment), then ₹5,00,000 a month (an instalment above the whole salary never fits: HR reschedules it).
          for (let m = 0; m < 40; m += 1) {
            const month = addMonths(first, m);
            const lines = recoveryLines(advance, instalments, paidFactsOf(finalised), month);
            const slip = breakdownFor(month, grosses[m] ?? 5_00_000, lines);
            expect(slip.netPaise).toBeGreaterThanOrEqual(0);
            for (const input of slip.inputs ?? []) finalised.push({ ...input, ...month });
            const { recovered, outstanding } = balanceOf(advance, instalments, paidFactsOf(finalised));
            expect(recovered + outstanding).toBe(amountPaise);
          }
          expect(balanceOf(advance, instalments, paidFactsOf(finalised)).outstanding).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('worked example: ₹12,000 over 3 months; December’s line says ₹8,000 left; a carried one is due again', () => {
    const advance = { id: 'a', kind: 'Advance', amountPaise: 12_000_00 };
    const instalments = scheduleRows(
      { id: 'a', amountPaise: 12_000_00, instalmentCount: 3 },
      { year: 2026, month: 12 },
      1,
    ).map((row, i) => ({ ...row, id: `i${i}`, waived: false }));
    const december = recoveryLines(advance, instalments, new Map(), { year: 2026, month: 12 });
    expect(december).toEqual([
      {
        code: 'ADV_REC',
        name: 'Advance recovery (₹8,000 left)',
        paise: 4_000_00,
        kind: 'recovery',
        ref: 'adv:i0',
      },
    ]);
    // December's net could not take it: carried on the finalised record; January asks both.
    const paid = paidFactsOf([{ ref: 'adv:i0', carried: true, year: 2026, month: 12 }]);
    expect(
      recoveryLines(advance, instalments, paid, { year: 2027, month: 1 }).map((l) => [l.name, l.paise]),
    ).toEqual([
      ['Advance recovery (₹8,000 left)', 4_000_00],
      ['Advance recovery (₹4,000 left)', 4_000_00],
    ]);
  });
});
