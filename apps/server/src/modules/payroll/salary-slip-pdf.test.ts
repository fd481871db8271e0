import { describe, expect, it } from 'vitest';
import { slipTexts } from './pdf-text.ts';
import { computeSalary } from './salary-amount.ts';
import { employeeCode, formatPaiseIndian, renderSalarySlip } from './salary-slip-pdf.ts';

const breakdown = computeSalary({
  baseSalaryPaise: 12_345_678,
  year: 2026,
  month: 10,
  joinedOn: '2020-01-01',
  today: '2026-11-20',
  weeklyOff: [0],
  stats: { totalDays: 31, present: 24, absent: 1, sickLeave: 0, paidLeave: 1, halfDay: 0, shortLeave: 0 },
});

describe('formatPaiseIndian', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99_900, '999.00'],
    [100_000, '1,000.00'],
    [12_345_678, '1,23,456.78'],
    [1_000_000_000, '1,00,00,000.00'],
  ])('%i paise -> %s', (paise, text) => expect(formatPaiseIndian(paise)).toBe(text));
});

describe('renderSalarySlip', () => {
  it('is a one-page PDF that opens and shows who, when, the day counts and the net amount', async () => {
    const bytes = await renderSalarySlip({
      orgName: 'Acme Pvt Ltd',
      employeeName: 'Priya Sharma',
      employeeCode: employeeCode(7),
      period: 'October 2026',
      generatedOn: '2026-11-20',
      breakdown,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, texts, title } = await slipTexts(bytes);
    expect(pages).toBe(1);
    expect(title).toBe('Salary slip October 2026 - Priya Sharma');
    for (const text of [
      'Acme Pvt Ltd',
      'Priya Sharma',
      'EMP-0007',
      'October 2026',
      '20/11/2026',
      'Net Pay',
    ]) {
      expect(texts).toContain(text);
    }
    // October 2026: 31 days, 4 Sundays; 4 + 24 + 1 = 29 payable days of ₹1,23,456.78.
    expect(breakdown.payableDays).toBe(29);
    expect(texts).toContain(formatPaiseIndian(breakdown.netPaise));
    expect(formatPaiseIndian(breakdown.netPaise)).toBe('1,15,491.83');
    expect(texts).toContain('1,23,456.78');
    expect(texts).toContain(formatPaiseIndian(breakdown.deductionsPaise));
  });

  it('draws names outside the standard font as ? instead of failing', async () => {
    const bytes = await renderSalarySlip({
      orgName: 'संस्था',
      employeeName: 'José प्रिया',
      employeeCode: 'EMP-0001',
      period: 'October 2026',
      generatedOn: '2026-11-20',
      breakdown,
    });
    const { texts } = await slipTexts(bytes);
    expect(texts).toContain('José ??????');
  });
});
