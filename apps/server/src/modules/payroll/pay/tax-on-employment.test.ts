import { describe, expect, it } from 'vitest';
import * as engine from '../../statutory/index.ts';
import { settings } from './breakdown-cases.test-helper.ts';
import { exitStatutoryLines } from './exit-statutory.ts';
import { statutoryLines, type StatutoryInput } from './statutory-lines.ts';

/*
 * Tax on employment in the old regime's TDS (docs/payroll-statutory.md, "Tax on employment"): the year's
 * Professional Tax (the slips so far, this month's, the months ahead on the monthly gross) comes off the salary
 * income, to ₹2,500 (section 19(1) Table Sl. No. 1 of the Income-tax Act, 2025; 16(iii) of the 1961 Act); the new
 * regime is unchanged (section 202(2)(a)(iv); 115BAC(2)). Tax year 2026-27, Maharashtra, a man.
 */
const R = (rupees: number) => rupees * 100;

function month(over: Partial<StatutoryInput> & { regime?: 'new' | 'old'; gross?: number }): StatutoryInput {
  const { regime = 'old', gross = 50_000, ...rest } = over;
  return {
    year: 2026,
    month: 4,
    settings: settings({ pt: true, tds: true }),
    profile: { workState: 'MH', gender: 'male', taxRegime: regime, pfOnFullWages: false },
    basicEarnedPaise: R(gross / 2),
    grossEarnedPaise: R(gross),
    paidDays: 30,
    grossAtEsiPeriodStartPaise: R(gross),
    monthlyGrossPaise: R(gross),
    fySoFar: { grossPaise: 0, tdsPaise: 0 },
    ...rest,
  };
}

const lineOf = (lines: { code: string; paise: number; basis?: string }[], code: string) =>
  lines.find((line) => line.code === code);

describe('the old regime’s monthly TDS with the tax on employment', () => {
  it.each([
    // [label, input, PT line, TDS]
    // ₹6,00,000 projected; ₹200 in April + ₹2,300 ahead (May-March, February ₹300) = ₹2,500:
    // ₹5,47,500 taxable, ₹22,880 a year, ÷ 12 = ₹1,906.67. Before: ₹5,50,000, ₹23,400 ÷ 12 = ₹1,950.
    ['April, ₹50,000 a month', month({}), 200, 1_907],
    // PT off: none deducted, none counted - as before
    ['April, PT off', month({ settings: settings({ tds: true }) }), null, 1_950],
    // October: ₹1,200 deducted April-September, ₹200 now, ₹1,100 ahead = ₹2,500; ₹22,880 - 6 × ₹1,907 = ₹11,438 ÷ 6
    [
      'October, ₹1,200 PT and 6 × ₹1,907 TDS so far',
      month({ month: 10, fySoFar: { grossPaise: R(300_000), tdsPaise: R(11_442), ptPaise: R(1_200) } }),
      200,
      1_906,
    ],
    // February: its ₹300; ₹2,000 so far, ₹200 in March; ₹22,880 - 10 × ₹1,907 = ₹3,810 ÷ 2 = ₹1,905
    [
      'February',
      month({
        year: 2027,
        month: 2,
        fySoFar: { grossPaise: R(500_000), tdsPaise: R(19_070), ptPaise: R(2_000) },
      }),
      300,
      1_905,
    ],
    // a state without Professional Tax (Delhi): nothing deducted, nothing comes off - as before
    [
      'a state without PT',
      month({ profile: { workState: 'DL', gender: 'male', taxRegime: 'old', pfOnFullWages: false } }),
      0,
      1_950,
    ],
  ])('%s', (_label, input, pt, tds) => {
    const { deductions } = statutoryLines(engine, input);
    expect(lineOf(deductions, 'PT')?.paise ?? null).toBe(pt === null ? null : R(pt));
    expect(lineOf(deductions, 'TDS')?.paise).toBe(R(tds));
  });

  it('says so on the TDS line, before the declarations', () => {
    const { deductions } = statutoryLines(
      engine,
      month({ tax: { regime: 'old', oldRegimeDeductionsPaise: R(150_000) } }),
    );
    expect(lineOf(deductions, 'TDS')?.basis).toBe(
      'Old regime, on ₹6,00,000 projected for the year, less ₹2,500 tax on employment, less ₹1,50,000 declared',
    );
    const off = statutoryLines(engine, month({ settings: settings({ tds: true }) }));
    expect(lineOf(off.deductions, 'TDS')?.basis).toBe('Old regime, on ₹6,00,000 projected for the year');
  });

  it('counts the PT of the months before the first slip here (imported) and stops at ₹2,500', () => {
    // ₹3,000 reported so far (two states' worth) + ₹200 + ₹1,100: counted ₹2,500, as in April
    const { deductions } = statutoryLines(
      engine,
      month({ month: 10, fySoFar: { grossPaise: R(300_000), tdsPaise: R(11_442), ptPaise: R(3_000) } }),
    );
    expect(lineOf(deductions, 'TDS')).toMatchObject({ paise: R(1_906) });
    expect(lineOf(deductions, 'TDS')?.basis).toContain('less ₹2,500 tax on employment');
  });
});

describe('the new regime is unchanged', () => {
  it('₹1,50,000 a month with PT: ₹18,00,000 - ₹75,000 = ₹17,25,000, ₹1,50,800 ÷ 12 = ₹12,567, nothing for PT', () => {
    const { deductions } = statutoryLines(engine, month({ regime: 'new', gross: 150_000 }));
    expect(lineOf(deductions, 'PT')?.paise).toBe(R(200));
    expect(lineOf(deductions, 'TDS')).toMatchObject({
      paise: R(12_567),
      basis: 'New regime, on ₹18,00,000 projected for the year',
    });
  });

  it('the year’s choice of the new regime wins over an old-regime profile', () => {
    const { deductions } = statutoryLines(
      engine,
      month({ gross: 150_000, tax: { regime: 'new', oldRegimeDeductionsPaise: 0 } }),
    );
    expect(lineOf(deductions, 'TDS')?.paise).toBe(R(12_567));
  });
});

describe('the exit month: the PT actually deducted, no projection', () => {
  const exit = (ptSoFar: number | undefined) =>
    exitStatutoryLines(engine, {
      ...month({ year: 2027, month: 3 }),
      // April-February: ₹5,50,000, 11 × ₹1,907 TDS, PT ₹2,000 + February's ₹300
      fySoFar: {
        grossPaise: R(550_000),
        tdsPaise: R(20_977),
        ...(ptSoFar === undefined ? {} : { ptPaise: R(ptSoFar) }),
      },
      otherTaxablePaise: 0,
    });

  it('March exit at ₹50,000: ₹2,300 so far + March’s ₹200; ₹22,880 - ₹20,977 = ₹1,903 (₹2,423 without it)', () => {
    const result = exit(2_300);
    expect(lineOf(result.deductions, 'PT')?.paise).toBe(R(200));
    expect(lineOf(result.deductions, 'TDS')?.paise).toBe(R(1_903));
    expect(lineOf(result.deductions, 'TDS')?.basis).toContain(
      'on ₹6,00,000 earned up to the last working day, no projection after it, less ₹2,500 tax on employment',
    );
  });

  it('counts only what was deducted: no PT so far, only March’s ₹200 (₹5,49,800 taxable, ₹23,360)', () => {
    expect(lineOf(exit(undefined).deductions, 'TDS')?.paise).toBe(R(23_360 - 20_977));
  });

  it('new regime: unchanged by the PT', () => {
    const result = exitStatutoryLines(engine, {
      ...month({ year: 2027, month: 3, regime: 'new', gross: 150_000 }),
      fySoFar: { grossPaise: R(1_650_000), tdsPaise: R(138_237), ptPaise: R(2_300) },
      otherTaxablePaise: 0,
    });
    // ₹18,00,000 earned: ₹1,50,800 - 11 × ₹12,567 = ₹12,563
    expect(lineOf(result.deductions, 'TDS')?.paise).toBe(R(12_563));
  });
});
