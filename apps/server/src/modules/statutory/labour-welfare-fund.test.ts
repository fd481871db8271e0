import { describe, expect, it } from 'vitest';
import { labourWelfareFund, labourWelfareFundStates } from './index.ts';

const R = (rupees: number) => rupees * 100;

describe('Labour Welfare Fund (issue 44)', () => {
  it.each([
    // [state, year, month, employee, employer]
    ['MH', 2026, 6, 25, 75],
    ['MH', 2026, 12, 25, 75],
    ['MH', 2026, 7, 0, 0],
    ['mh', 2024, 6, 25, 75],
    ['KA', 2025, 12, 50, 100],
    ['KA', 2024, 12, 20, 40],
    ['KA', 2026, 6, 0, 0],
    ['TN', 2026, 6, 0, 0],
  ] as const)('%s %d-%d: employee ₹%d, employer ₹%d', (state, year, month, employee, employer) => {
    expect(labourWelfareFund({ state, year, month })).toEqual({
      employeePaise: R(employee),
      employerPaise: R(employer),
    });
  });

  it('refuses a month before the state’s first schedule and a month that is not one', () => {
    expect(() => labourWelfareFund({ state: 'MH', year: 2024, month: 5 })).toThrow(RangeError);
    expect(() => labourWelfareFund({ state: 'MH', year: 2026, month: 13 })).toThrow(RangeError);
  });

  it('lists its states', () => {
    expect(labourWelfareFundStates()).toEqual([
      { code: 'KA', name: 'Karnataka' },
      { code: 'MH', name: 'Maharashtra' },
    ]);
  });
});
