import { describe, expect, it } from 'vitest';
import { slipTexts } from './pdf-text.ts';
import { applyLossOfPay, lossOfPayFor } from './loss-of-pay.ts';
import { computeSalary } from './salary-amount.ts';
import { formatEmployeeId, formatPaiseIndian, weeklyOffCalendar } from '@hrms/shared';
import { renderSalarySlip } from './salary-slip-pdf.ts';

const breakdown = computeSalary({
  baseSalaryPaise: 12_345_678,
  year: 2026,
  month: 10,
  joinedOn: '2020-01-01',
  attendanceUpTo: null,
  calendar: weeklyOffCalendar([0]),
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
      employeeCode: formatEmployeeId(7),
      period: 'October 2026',
      generatedOn: '2026-11-20',
      breakdown,
      lossOfPay: null,
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
      lossOfPay: null,
    });
    const { texts } = await slipTexts(bytes);
    expect(texts).toContain('José ??????');
  });

  it('says where attendance stopped, and lists the days taken back from the month before', async () => {
    // December 2026 paid on 23/12 (cut-off 22/12) with no rows; November was paid with a cut-off on
    // 01/11 and nobody was ever marked: all 25 working days come back, far more than December pays.
    const december = computeSalary({
      baseSalaryPaise: 3_000_000,
      year: 2026,
      month: 12,
      joinedOn: '2020-01-01',
      attendanceUpTo: '2026-12-22',
      calendar: weeklyOffCalendar([0]),
      stats: { totalDays: 31, present: 0, absent: 0, sickLeave: 0, paidLeave: 0, halfDay: 0, shortLeave: 0 },
    });
    const lossOfPay = lossOfPayFor(
      { year: 2026, month: 11, baseSalaryPaise: 3_000_000, attendanceUpTo: '2026-10-31' },
      '2020-01-01',
      weeklyOffCalendar([0]),
      new Map([['2026-11-30', 'Half Day' as const]]),
    );
    const bytes = await renderSalarySlip({
      orgName: 'Acme Pvt Ltd',
      employeeName: 'Priya Sharma',
      employeeCode: 'EMP-0001',
      period: 'December 2026',
      generatedOn: '2026-12-23',
      breakdown: applyLossOfPay(december, lossOfPay),
      lossOfPay,
    });
    const { pages, texts } = await slipTexts(bytes);
    expect(pages).toBe(1);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Attendance up to 22/12/2026; later days counted as present',
        'Counted as Present (after 22/12/2026)',
        'Loss of pay for November 2026',
        "24,500.00 due, capped at this month's pay.",
      ]),
    );
    const listed = texts.filter((text) => /\d{2}\/11\/2026/.test(text)).join(', ');
    expect(listed).toMatch(/^Days counted as present that were not: 02\/11\/2026 not marked, /);
    expect(listed).toContain('30/11/2026 Half Day');
    expect(listed.match(/\/11\/2026/g)).toHaveLength(25);
  });
});
