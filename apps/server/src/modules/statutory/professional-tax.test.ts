import type { Gender } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { professionalTax, professionalTaxOfMonths, professionalTaxStates } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);

/** [state, gender, gross (₹), year, month, PT (₹)] */
const TABLE: [string, Gender | null, number, number, number, number][] = [
  // Maharashtra, men: ₹7,500 nil, then ₹175 to ₹10,000, then ₹200 (₹300 in February)
  ['MH', 'male', 7_500, 2026, 11, 0],
  ['MH', 'male', 7_500.01, 2026, 11, 175],
  ['MH', 'male', 10_000, 2026, 11, 175],
  ['MH', 'male', 10_000, 2027, 2, 175],
  ['MH', 'male', 10_000.01, 2026, 11, 200],
  ['MH', 'male', 10_000.01, 2027, 2, 300],
  // women: nil to ₹25,000
  ['MH', 'female', 10_000.01, 2026, 11, 0],
  ['MH', 'female', 25_000, 2026, 11, 0],
  ['MH', 'female', 25_000.01, 2026, 11, 200],
  ['MH', 'female', 25_000.01, 2027, 2, 300],
  // other and unset take the men's slabs
  ['MH', 'other', 8_000, 2026, 11, 175],
  ['MH', null, 12_000, 2027, 2, 300],
  // Karnataka: from ₹25,000 (inclusive) ₹200, ₹300 in February from FY 2025-26
  ['KA', 'male', 24_999.99, 2026, 11, 0],
  ['KA', 'female', 25_000, 2026, 11, 200],
  ['KA', 'male', 25_000, 2026, 2, 300],
  ['KA', 'male', 25_000, 2025, 2, 200], // February 2025: the 2023 schedule, ₹200 every month
  ['ka', 'male', 40_000, 2026, 4, 200],
  // a state without data pays nothing
  ['TN', 'male', 90_000, 2026, 11, 0],
];

describe('professionalTax', () => {
  it.each(TABLE)('%s %s, ₹%d in %d-%d -> ₹%d', (state, gender, gross, year, month, due) => {
    expect(professionalTax({ state, gender, grossEarnedPaise: R(gross), year, month })).toBe(R(due));
  });

  it('has no figures before the data starts', () => {
    expect(() =>
      professionalTax({ state: 'MH', gender: 'male', grossEarnedPaise: R(20_000), year: 2023, month: 3 }),
    ).toThrow(RangeError);
  });

  it.each([0, 13, 1.5])('refuses month %d', (month) => {
    expect(() =>
      professionalTax({ state: 'MH', gender: null, grossEarnedPaise: 0, year: 2026, month }),
    ).toThrow(RangeError);
  });
});

describe('professionalTaxOfMonths (the PT ahead that the old regime’s TDS projection counts)', () => {
  it.each([
    // ₹50,000 a month in Maharashtra, a man: April to March, 11 × ₹200 + February's ₹300
    ['MH', 'male', 50_000, 2026, 4, 12, 2_500],
    // October to March: ₹200 × 5 + ₹300
    ['MH', 'male', 50_000, 2026, 10, 6, 1_300],
    // May to March (the months after April)
    ['MH', 'male', 50_000, 2026, 5, 11, 2_300],
    // across the calendar year: January to March 2027
    ['MH', 'male', 50_000, 2027, 1, 3, 700],
    // a woman at ₹20,000 in Maharashtra pays none
    ['MH', 'female', 20_000, 2026, 4, 12, 0],
    ['KA', 'male', 30_000, 2026, 4, 12, 2_500],
    ['MH', 'male', 50_000, 2026, 4, 0, 0],
  ] as const)('%s %s ₹%d from %d-%d, %d months -> ₹%d', (state, gender, gross, year, month, count, due) => {
    expect(
      professionalTaxOfMonths(professionalTax, {
        state,
        gender,
        monthlyGrossPaise: gross * 100,
        year,
        month,
        count,
      }),
    ).toBe(due * 100);
  });
});

describe('professionalTaxStates', () => {
  it('lists the states with data by name', () => {
    expect(professionalTaxStates()).toEqual([
      { code: 'KA', name: 'Karnataka' },
      { code: 'MH', name: 'Maharashtra' },
    ]);
  });
});
