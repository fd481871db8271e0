import { describe, expect, it } from 'vitest';
import { estimateTax } from './tax-estimate.ts';
import { taxYearOfDate } from './tax-year.ts';

describe('taxYearOfDate', () => {
  it.each([
    ['2026-04-01', 2026],
    ['2026-11-20', 2026],
    ['2027-03-31', 2026],
    ['2026-03-31', 2025],
  ])('%s is in FY %d', (date, fy) => {
    expect(taxYearOfDate(date)).toBe(fy);
  });
});

describe('estimateTax', () => {
  it('takes the financial year of today unless one is asked for', () => {
    // FY 2025-26 and 2026-27 share figures: the year only has to resolve to one with data
    expect(estimateTax({ income: 1_285_000, regime: 'new' }, '2026-03-31').totalTax).toBe(10_400);
    expect(() => estimateTax({ income: 1_285_000, regime: 'new' }, '2025-03-31')).toThrow(RangeError);
    expect(estimateTax({ income: 1_285_000, regime: 'new', fy: 2026 }, '2025-03-31').totalTax).toBe(10_400);
  });
});
