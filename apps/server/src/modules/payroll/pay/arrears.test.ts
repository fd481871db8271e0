import { DEFAULT_PAYROLL_SETTINGS } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { arrearsFor, NO_PF, type ArrearsInput, type FinalisedMonth } from './arrears.ts';
import type { PayBreakdown } from './breakdown.ts';
import * as engine from '../../statutory/index.ts';

/*
 * Arrears of a back-dated revision, to the paisa (docs/payroll.md, "Revisions and arrears"). Template: Basic
 * 50% of gross, HRA 50% of Basic, Special the rest; calendar divisor. Every figure below is worked by hand.
 */
const template = DEFAULT_PAYROLL_SETTINGS.template;

function month(
  m: number,
  label: string,
  days: { inMonth: number; paid: number },
  earnings: [number, number, number],
  base: number,
  snapshot = true,
): FinalisedMonth {
  const [basic, hra, special] = earnings;
  const pay = {
    daysInMonth: days.inMonth,
    divisorKind: 'calendar',
    divisor: days.inMonth,
    paidDays: days.paid,
    earnings: [
      { code: 'BASIC', name: 'Basic', paise: basic },
      { code: 'HRA', name: 'House Rent Allowance', paise: hra },
      { code: 'SPECIAL', name: 'Special Allowance', paise: special },
    ],
    ...(snapshot ? { structure: { baseSalaryPaise: base, template } } : {}),
  } as PayBreakdown;
  return { year: 2026, month: m, label, baseSalaryPaise: base, pay };
}

// ₹20,000 a month: September paid in full (30 days); October 28 of 31 days (3 days LOP):
// gross 20,00,000 × 28/31 = 18,06,451.6 -> 18,06,452; Basic ⌊10,00,000 × 28/31⌋ = 9,03,225; HRA 4,51,612.
const SEPTEMBER = month(
  9,
  'September 2026',
  { inMonth: 30, paid: 30 },
  [1_000_000, 500_000, 500_000],
  2_000_000,
);
const OCTOBER = month(10, 'October 2026', { inMonth: 31, paid: 28 }, [903_225, 451_612, 451_615], 2_000_000);

const lines = (codes: [string, number][]) =>
  codes.map(([code, paise]) => ({ code, name: expect.any(String), paise }));
const pf = (
  wages: number,
  employee: number,
  eps: number,
  employerEpf: number,
  edli: number,
  epfWages = wages,
) => ({
  epfWagesPaise: epfWages,
  epsWagesPaise: wages,
  edliWagesPaise: wages,
  employeePaise: employee,
  epsPaise: eps,
  employerEpfPaise: employerEpf,
  edliPaise: edli,
});

// September at ₹24,000: Basic 12,00,000, HRA 6,00,000, Special 6,00,000 -> +2,00,000 / +1,00,000 / +1,00,000.
// PF wages ₹10,000 -> ₹12,000 (under the ₹15,000 ceiling): arrear wages ₹2,000; EE 12% ₹240; EPS 8.33%
// ₹166.60 -> ₹167; employer EPF ₹240 − ₹167 = ₹73; EDLI 0.5% ₹10.
const SEPTEMBER_ARREARS = {
  year: 2026,
  month: 9,
  code: 'ARREARS_2026_09',
  name: 'Arrears for September 2026',
  paise: 400_000,
  components: lines([
    ['BASIC', 200_000],
    ['HRA', 100_000],
    ['SPECIAL', 100_000],
  ]),
  pf: pf(200_000, 24_000, 16_700, 7_300, 1_000),
};
// October at ₹24,000 for the same 28 days: gross 21,67,741.9 -> 21,67,742; Basic 10,83,870; HRA 5,41,935;
// Special 5,41,937. Arrears 3,61,290 = 1,80,645 + 90,323 + 90,322. PF on ₹1,806.45: EE ₹216.77 -> ₹217;
// EPS ₹150.48 -> ₹150; employer EPF ₹217 − ₹150 = ₹67; EDLI ₹9.03 -> ₹9.
const OCTOBER_ARREARS = {
  year: 2026,
  month: 10,
  code: 'ARREARS_2026_10',
  name: 'Arrears for October 2026',
  paise: 361_290,
  components: lines([
    ['BASIC', 180_645],
    ['HRA', 90_323],
    ['SPECIAL', 90_322],
  ]),
  pf: pf(180_645, 21_700, 15_000, 6_700, 900),
};

const revision = (effectiveFrom: string, grossPaise: number) => ({
  effectiveFrom,
  grossPaise,
  override: null,
});
const input = (over: Partial<ArrearsInput> & { months?: FinalisedMonth[] }): ArrearsInput => ({
  source: { months: over.months ?? [SEPTEMBER, OCTOBER], settled: new Map() },
  revisions: [revision('2026-09-01', 2_400_000)],
  template,
  pfEnabled: true,
  pfOnFullWages: false,
  engine,
  ...over,
});

describe('arrears of a back-dated revision', () => {
  it.each([
    [
      'two finalised months: one line each, PF under the ceiling',
      input({}),
      [SEPTEMBER_ARREARS, OCTOBER_ARREARS],
    ],
    [
      'September already paid as arrears on another payslip: only October',
      input({
        source: {
          months: [SEPTEMBER, OCTOBER],
          settled: new Map([
            [
              '2026-09',
              new Map([
                ['BASIC', 200_000],
                ['HRA', 100_000],
                ['SPECIAL', 100_000],
              ]),
            ],
          ]),
        },
      }),
      [OCTOBER_ARREARS],
    ],
    [
      'a revision from November reaches no finalised month',
      input({ revisions: [revision('2026-11-01', 2_400_000)] }),
      [],
    ],
    ['no revisions (a fresh install)', input({ revisions: [] }), []],
    ['a back-dated cut is not recovered', input({ revisions: [revision('2026-09-01', 1_800_000)] }), []],
    [
      'PF off: the arrears without PF',
      input({ pfEnabled: false, months: [SEPTEMBER] }),
      [{ ...SEPTEMBER_ARREARS, pf: NO_PF }],
    ],
    [
      'a payslip made before the structure was kept: its monthly gross and the template now',
      input({
        months: [
          month(
            9,
            'September 2026',
            { inMonth: 30, paid: 30 },
            [1_000_000, 500_000, 500_000],
            2_000_000,
            false,
          ),
        ],
      }),
      [SEPTEMBER_ARREARS],
    ],
  ])('%s', (_name, given, expected) => {
    expect(arrearsFor(given)).toEqual(expected);
  });

  it('a revision from 16 October prorates the month: 15 days at ₹20,000, 16 at ₹24,000', () => {
    const full = month(
      10,
      'October 2026',
      { inMonth: 31, paid: 31 },
      [1_000_000, 500_000, 500_000],
      2_000_000,
    );
    // Gross (20,00,000 × 15 + 24,00,000 × 16) / 31 = 22,06,451.6 -> 22,06,452; Basic ⌊3,42,00,000 / 31⌋
    // = 11,03,225; HRA ⌊1,71,00,000 / 31⌋ = 5,51,612; Special 5,51,615. PF on ₹1,032.25: EE ₹123.87 -> ₹124,
    // EPS ₹85.99 -> ₹86, employer EPF ₹38, EDLI ₹5.16 -> ₹5.
    expect(arrearsFor(input({ months: [full], revisions: [revision('2026-10-16', 2_400_000)] }))).toEqual([
      {
        ...OCTOBER_ARREARS,
        paise: 206_452,
        components: lines([
          ['BASIC', 103_225],
          ['HRA', 51_612],
          ['SPECIAL', 51_615],
        ]),
        pf: pf(103_225, 12_400, 8_600, 3_800, 500),
      },
    ]);
  });

  it('PF wages past the ceiling: only what the revision adds below ₹15,000, or all of it on full wages', () => {
    // ₹28,000 -> ₹34,000 in September: Basic ₹14,000 -> ₹17,000, arrears ₹6,000.
    const high = month(
      9,
      'September 2026',
      { inMonth: 30, paid: 30 },
      [1_400_000, 700_000, 700_000],
      2_800_000,
    );
    const given = input({ months: [high], revisions: [revision('2026-09-01', 3_400_000)] });
    // Capped: min(17,000, 15,000) − min(14,000, 15,000) = ₹1,000: EE ₹120, EPS ₹83.30 -> ₹83, ER EPF ₹37, EDLI ₹5.
    expect(arrearsFor(given)[0]).toMatchObject({
      paise: 600_000,
      pf: pf(100_000, 12_000, 8_300, 3_700, 500),
    });
    // Full wages: EPF on ₹3,000 (EE ₹360, employer ₹360 − EPS ₹83 = ₹277); EPS and EDLI stay on ₹1,000.
    expect(arrearsFor({ ...given, pfOnFullWages: true })[0]!.pf).toEqual(
      pf(100_000, 36_000, 8_300, 27_700, 500, 300_000),
    );
  });
});
