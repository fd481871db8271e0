import { describe, expect, it } from 'vitest';
import * as engine from '../../statutory/index.ts';
import { settings } from './breakdown-cases.test-helper.ts';
import { exitStatutoryLines, type ExitStatutoryInput } from './exit-statutory.ts';

// The exit month's deductions on a settlement (issue 43, docs/exit.md "Deductions of the exit month"): PF and PT
// as the payslip takes them, TDS on the income actually earned in the tax year with no projection after the exit.
// New regime, tax year 2026-27 figures (standard deduction ₹75,000, rebate to ₹12 lakh taxable, 4% cess).
const R = (rupees: number) => rupees * 100;

function exitMonth(over: Partial<ExitStatutoryInput>): ExitStatutoryInput {
  return {
    year: 2026,
    month: 9,
    settings: settings({ pf: true, pt: true, tds: true }),
    profile: { workState: 'MH', gender: 'male', taxRegime: 'new', pfOnFullWages: false },
    basicEarnedPaise: R(75_000),
    grossEarnedPaise: R(1_50_000),
    paidDays: 15,
    grossAtEsiPeriodStartPaise: R(3_00_000),
    fySoFar: { grossPaise: 0, tdsPaise: 0 },
    otherTaxablePaise: 0,
    ...over,
  };
}

const line = (result: ReturnType<typeof exitStatutoryLines>, code: string) =>
  result.deductions.find((l) => l.code === code);

describe('the exit month’s deductions', () => {
  it('PF on the earned Basic up to the wage ceiling and the month’s PT, as the payslip takes them', () => {
    const result = exitStatutoryLines(engine, exitMonth({}));
    // Basic earned ₹75,000, PF wages capped at ₹15,000: 12% = ₹1,800. Maharashtra, a man, September: ₹200.
    expect(line(result, 'EPF_EE')?.paise).toBe(R(1_800));
    expect(line(result, 'PT')?.paise).toBe(R(200));
  });

  it('September exit, ₹1,50,000 a month: ₹8,25,000 earned is inside the rebate, so no TDS and nothing projected', () => {
    // Slips April–August 5 × ₹1,50,000 and their TDS (projected to ₹18 lakh: ₹12,567 a month) + half of September.
    const result = exitStatutoryLines(
      engine,
      exitMonth({ fySoFar: { grossPaise: R(7_50_000), tdsPaise: R(62_835) }, grossEarnedPaise: R(75_000) }),
    );
    expect(line(result, 'TDS')?.paise).toBe(0);
    expect(line(result, 'TDS')?.basis).toContain('on ₹8,25,000 earned up to the last working day');
    expect(line(result, 'TDS')?.basis).toContain('tax year 2026-27');
  });

  it('March exit (the tax year’s last month): the rest of the year’s tax on what was earned, all now', () => {
    // ₹33,00,000 slips (April–February) + ₹1,50,000 final salary = ₹34,50,000; taxable ₹33,75,000: slab tax
    // ₹20,000 + ₹40,000 + ₹60,000 + ₹80,000 + ₹1,00,000 + 30% of ₹9,75,000 = ₹5,92,500, cess ₹23,700 → ₹6,16,200;
    // less ₹5,60,000 deducted: ₹56,200.
    const result = exitStatutoryLines(
      engine,
      exitMonth({ year: 2027, month: 3, fySoFar: { grossPaise: R(33_00_000), tdsPaise: R(5_60_000) } }),
    );
    expect(line(result, 'TDS')?.paise).toBe(R(56_200));
  });

  it('April exit (a new tax year): only April’s ₹1,50,000 is earned, so no TDS where a projection would take ₹51,350', () => {
    const result = exitStatutoryLines(
      engine,
      exitMonth({ year: 2027, month: 4, fySoFar: { grossPaise: 0, tdsPaise: 0 } }),
    );
    expect(line(result, 'TDS')?.paise).toBe(0);
    expect(line(result, 'TDS')?.basis).toContain('tax year 2027-28');
    // The payslip's projection for the same month: ₹1,50,000 + 11 × ₹3,00,000 = ₹34,50,000 → ₹6,16,200 ÷ 12.
    const projected = engine.monthlyTds({
      annualIncomePaise: R(1_50_000) + 11 * R(3_00_000),
      regime: 'new',
      fyStartYear: 2027,
      tdsSoFarPaise: 0,
      remainingMonths: 12,
    });
    expect(projected).toBe(R(51_350));
  });

  it('notice pay and taxable encashment count as earned: ₹1,00,000 more in March lifts the TDS by ₹31,200 (30% and cess)', () => {
    // Taxable ₹34,75,000: 30% of ₹10,75,000 = ₹3,22,500 → ₹6,22,500 + cess ₹24,900 = ₹6,47,400; less ₹5,60,000.
    const result = exitStatutoryLines(
      engine,
      exitMonth({
        year: 2027,
        month: 3,
        fySoFar: { grossPaise: R(33_00_000), tdsPaise: R(5_60_000) },
        otherTaxablePaise: R(1_00_000),
      }),
    );
    expect(line(result, 'TDS')?.paise).toBe(R(87_400));
  });

  it('TDS off in the settings: no TDS line; PF and PT still', () => {
    const result = exitStatutoryLines(engine, exitMonth({ settings: settings({ pf: true, pt: true }) }));
    expect(line(result, 'TDS')).toBeUndefined();
    expect(result.deductions.map((l) => l.code)).toEqual(['EPF_EE', 'PT']);
  });
});
