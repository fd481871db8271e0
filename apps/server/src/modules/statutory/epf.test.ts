import { describe, expect, it } from 'vitest';
import { epf, epfArrears } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);
const month = '2026-11-01';

/** [basic + DA earned (₹), on full wages, employee, EPS, employer EPF, EDLI, EPF wages] in rupees. */
const TABLE: [number, boolean, number, number, number, number, number][] = [
  // the worked example: Basic ₹20,000 for a full month
  [20_000, false, 1_800, 1_250, 550, 75, 15_000],
  [20_000, true, 2_400, 1_250, 1_150, 75, 20_000],
  // the ₹15,000 ceiling, a paisa and a rupee either side
  [15_000, false, 1_800, 1_250, 550, 75, 15_000],
  [15_000.01, false, 1_800, 1_250, 550, 75, 15_000],
  [15_001, false, 1_800, 1_250, 550, 75, 15_000],
  [15_001, true, 1_800, 1_250, 550, 75, 15_001], // 12% = 1,800.12 -> 1,800
  // below the ceiling EPS 8.33% of ₹14,999.99 is 1,249.499...: 1,249, so employer EPF takes 551
  [14_999.99, false, 1_800, 1_249, 551, 75, 14_999.99],
  [14_999, false, 1_800, 1_249, 551, 75, 14_999],
  // paragraph 29(4): 50 paise or more is the next rupee (12% of ₹8,337.50 is exactly ₹1,000.50)
  [8_337.5, false, 1_001, 695, 306, 42, 8_337.5],
  [8_337.49, false, 1_000, 695, 305, 42, 8_337.49],
  // a joiner's half month: Basic ₹10,000 earned
  [10_000, false, 1_200, 833, 367, 50, 10_000],
  [0, false, 0, 0, 0, 0, 0],
];

describe('epf', () => {
  it.each(TABLE)(
    'PF wages ₹%d (full wages: %s) -> employee ₹%d, EPS ₹%d, employer EPF ₹%d, EDLI ₹%d',
    (wages, pfOnFullWages, employee, eps, employerEpf, edli, epfWages) => {
      expect(epf({ pfWagesPaise: R(wages), pfOnFullWages, date: month })).toEqual({
        epfWagesPaise: R(epfWages),
        epsWagesPaise: R(Math.min(wages, 15_000)),
        edliWagesPaise: R(Math.min(wages, 15_000)),
        employeePaise: R(employee),
        epsPaise: R(eps),
        employerEpfPaise: R(employerEpf),
        edliPaise: R(edli),
      });
    },
  );

  it('applies the ₹15,000 ceiling from 1 September 2014 and has no figures before', () => {
    expect(epf({ pfWagesPaise: R(20_000), pfOnFullWages: false, date: '2014-09-01' }).employeePaise).toBe(
      R(1_800),
    );
    expect(() => epf({ pfWagesPaise: R(20_000), pfOnFullWages: false, date: '2014-08-31' })).toThrow(
      RangeError,
    );
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d paise', (pfWagesPaise) => {
    expect(() => epf({ pfWagesPaise, pfOnFullWages: false, date: month })).toThrow(RangeError);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => epf({ pfWagesPaise: 0, pfOnFullWages: false, date: '2026-13-01' })).toThrow(RangeError);
  });
});

/** [paid, revised PF wages (₹), on full wages, EE, EPS, employer EPF, EDLI, EPF wages, EPS/EDLI wages] of arrears. */
const ARREARS: [number, number, boolean, number, number, number, number, number, number][] = [
  // under the ceiling: on the whole difference, ₹2,000 (EPS 8.33% = ₹166.60 -> ₹167)
  [10_000, 12_000, false, 240, 167, 73, 10, 2_000, 2_000],
  // across it: only up to ₹15,000 counts (₹1,000), or all of it for EPF on full wages
  [14_000, 17_000, false, 120, 83, 37, 5, 1_000, 1_000],
  [14_000, 17_000, true, 360, 83, 277, 5, 3_000, 1_000],
  // both above it: nothing (on full wages, EPF only)
  [60_000, 75_000, false, 0, 0, 0, 0, 0, 0],
  [60_000, 75_000, true, 1_800, 0, 1_800, 0, 15_000, 0],
  // a cut is never negative
  [12_000, 10_000, false, 0, 0, 0, 0, 0, 0],
];

describe('epfArrears', () => {
  it.each(ARREARS)(
    'paid ₹%d, revised ₹%d (full wages: %s) -> EE ₹%d, EPS ₹%d, ER EPF ₹%d, EDLI ₹%d',
    (paid, revised, pfOnFullWages, employee, eps, employerEpf, edli, epfWages, cappedWages) => {
      expect(
        epfArrears({
          revisedPfWagesPaise: R(revised),
          paidPfWagesPaise: R(paid),
          pfOnFullWages,
          date: month,
        }),
      ).toEqual({
        epfWagesPaise: R(epfWages),
        epsWagesPaise: R(cappedWages),
        edliWagesPaise: R(cappedWages),
        employeePaise: R(employee),
        epsPaise: R(eps),
        employerEpfPaise: R(employerEpf),
        edliPaise: R(edli),
      });
    },
  );
});
