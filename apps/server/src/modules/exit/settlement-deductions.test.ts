import { describe, expect, it } from 'vitest';
import { leaveEncashmentExemptPaise } from '../statutory/index.ts';
import { otherTaxablePaise, withDeductions, type SettlementLinePaise } from './settlement.ts';

// The settlement's statutory deductions and what of it is taxable (issue 43, docs/exit.md).
const R = (rupees: number) => rupees * 100;
const l = (code: string, rupees: number): SettlementLinePaise => ({
  code,
  name: code,
  paise: R(rupees),
  rule: '',
});

describe('leave encashment’s exemption (2025 Act s.19; 1961 Act s.10(10AA)(ii))', () => {
  it('is the least of the amount, ten months’ Basic + DA and ₹25,00,000', () => {
    const on = (encashment: number, basicDa: number) =>
      leaveEncashmentExemptPaise({
        encashmentPaise: R(encashment),
        monthlyBasicDaPaise: R(basicDa),
        lastWorkingDay: '2026-12-15',
      }) / 100;
    expect(on(12_000, 26_000)).toBe(12_000); // the amount
    expect(on(3_00_000, 26_000)).toBe(2_60_000); // ten months' Basic + DA
    expect(on(30_00_000, 4_00_000)).toBe(25_00_000); // the notified limit
  });
});

describe('the taxable part beyond the final salary', () => {
  it('notice pay, and encashment above its exemption; gratuity and adjustments not', () => {
    const lines = [
      l('SALARY', 50_000),
      l('NOTICE_PAY', 20_000),
      l('LEAVE_ENCASHMENT', 12_000),
      l('GRATUITY', 1_38_462),
    ];
    expect(otherTaxablePaise(lines, R(12_000))).toBe(R(20_000));
    expect(otherTaxablePaise(lines, R(2_000))).toBe(R(30_000));
  });
});

describe('the deductions on the statement', () => {
  it('are recovered after the paying lines and before HR’s adjustments, each shown with its basis', () => {
    const result = withDeductions(
      { lines: [l('SALARY', 15_000), l('ADJUSTMENT', -25_000)], netPaise: R(-10_000) },
      [
        { code: 'EPF_EE', name: 'Provident Fund', paise: R(1_800), basis: 'PF 12% of Basic ₹15,000' },
        { code: 'PT', name: 'Professional Tax', paise: R(200), basis: 'PT Maharashtra' },
      ],
    );
    expect(result.lines.map((x) => [x.code, x.paise / 100])).toEqual([
      ['SALARY', 15_000],
      ['EPF_EE', -1_800],
      ['PT', -200],
      ['ADJUSTMENT', -25_000],
    ]);
    expect(result.netPaise).toBe(R(-12_000));
  });

  it('never take more than the statement pays (as the payslip caps its deductions)', () => {
    const result = withDeductions({ lines: [l('SALARY', 1_000)], netPaise: R(1_000) }, [
      { code: 'TDS', name: 'Income Tax (TDS)', paise: R(5_000), basis: 'New regime' },
    ]);
    expect(result.lines[1]).toMatchObject({ code: 'TDS', paise: R(-1_000) });
    expect(result.lines[1]!.rule).toContain('limited to what the settlement pays (₹5,000 due)');
    expect(result.netPaise).toBe(0);
  });
});
