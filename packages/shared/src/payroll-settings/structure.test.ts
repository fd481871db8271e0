import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStructure } from './structure.ts';

const template = { basicPercent: 50, hraPercentOfBasic: 50, allowances: [] };
const amounts = (gross: number) => splitStructure(gross, template).map((line) => [line.code, line.paise]);

describe('splitStructure at the smallest grosses', () => {
  it('gives HRA only what Basic leaves, so Special is never negative (both round up at a half)', () => {
    expect(amounts(1)).toEqual([
      ['BASIC', 1],
      ['HRA', 0],
      ['SPECIAL', 0],
    ]);
    expect(amounts(2)).toEqual([
      ['BASIC', 1],
      ['HRA', 1],
      ['SPECIAL', 0],
    ]);
    expect(amounts(0)).toEqual([
      ['BASIC', 0],
      ['HRA', 0],
      ['SPECIAL', 0],
    ]);
  });

  it('the lines add to the gross and none is negative, for any gross and split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 5000, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, basicBp, hraBp) => {
          const lines = splitStructure(gross, {
            basicPercent: basicBp / 100,
            hraPercentOfBasic: hraBp / 100,
            allowances: [],
          });
          expect(lines.reduce((sum, line) => sum + line.paise, 0)).toBe(gross);
          for (const line of lines) expect(line.paise).toBeGreaterThanOrEqual(0);
        },
      ),
      { seed: 20261126, numRuns: 500 },
    );
  });
});
