import { formatPaiseIndian, rupeesToPaise } from '@hrms/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import type { PayslipContent } from './payslip-content.ts';
import { renderPayslip } from './payslip-pdf.ts';
import { samplePayslip } from './payslip-samples.test-helper.ts';
import { payslipTexts } from './pdf-text.test-helper.ts';

/** Every label and value the content asks the payslip to print, derived from the content itself. */
function expectedTexts(content: PayslipContent): string[] {
  const b = content.breakdown;
  const e = content.employee;
  const money = (rupees: number) => formatPaiseIndian(rupeesToPaise(rupees));
  const lines = [...b.earnings, ...b.deductions, ...b.employerContributions];
  return [
    content.organisation.name,
    'PAYSLIP',
    `for ${content.period}`,
    ...['Employee Name', 'Employee ID', 'PAN', 'UAN', 'Bank Account', 'Pay Period'],
    ...[e.name, e.code, e.designation, e.department, e.pan, e.uan, e.bankAccount].filter((t) => t !== null),
    content.period,
    ...['Month Days', 'Paid Days', 'Loss of Pay Days', 'Divisor'],
    String(b.daysInMonth),
    String(b.paidDays),
    String(b.lopDays),
    // 'Amount (₹)': the ₹ is the payslip's vector glyph, so the text runs are 'Amount (' and ')' (issue 40).
    ...['Earnings', 'Deductions', 'Amount (', ')', 'Gross Earnings', 'Total Deductions', 'Net Pay'],
    // Each statutory line's basis, its ₹ figures drawn as money (issue 40).
    ...b.deductions.flatMap((line) =>
      line.basis ? `${line.name}: ${line.basis}`.split(/₹[\d,]+(?:\.\d+)?/) : [],
    ),
    ...lines.map((line) => line.name),
    ...lines.map((line) => money(line.amount)),
    money(b.gross),
    money(b.totalDeductions),
    money(b.net),
    amountInWords(rupeesToPaise(b.net)),
    money(b.ytd.gross),
    money(b.ytd.tds),
    'Employer Contributions (not part of net pay)',
    'Generated on 02/11/2026',
    'This is a computer-generated payslip and needs no signature.',
  ];
}

describe('the payslip written directly (pdf-ops.ts)', () => {
  it.each([
    ['English', {}],
    ['Devanagari', { name: 'प्रिया शर्मा', designation: 'वरिष्ठ अभियंता' }],
    ['Tamil', { name: 'முருகன் செல்வராஜ்', department: 'பொறியியல்' }],
  ] as const)('prints every label and amount of a %s payslip', async (_, employee) => {
    const content = samplePayslip(employee);
    const bytes = await renderPayslip(content);
    const { pages, texts, title } = await payslipTexts(bytes);
    expect(pages).toBe(1);
    expect(title).toBe(`Payslip October 2026 - ${content.employee.name}`);
    const missing = expectedTexts(content).filter((text) => !texts.includes(text));
    expect(missing).toEqual([]);
    expect(texts.join(' ')).not.toContain('?');
  });

  it('prints the arrears lines of a back-dated revision among the earnings (issue 22)', async () => {
    const content = samplePayslip();
    const arrears = [
      { code: 'ARREARS_2026_09', name: 'Arrears for September 2026', amount: 3_000 },
      { code: 'ARREARS_2026_10', name: 'Arrears for October 2026', amount: 2_709.68 },
    ];
    const b = content.breakdown;
    content.breakdown = { ...b, earnings: [...b.earnings, ...arrears], gross: 148_200, net: 131_409.68 };
    const { pages, texts } = await payslipTexts(await renderPayslip(content));
    expect(pages).toBe(1);
    expect(expectedTexts(content).filter((text) => !texts.includes(text))).toEqual([]);
  });

  it('says which days were paid before go-live and how to fix a day nobody marked (issue 40)', async () => {
    const content = samplePayslip();
    const b = content.breakdown;
    content.breakdown = {
      ...b,
      lopDates: [...b.lopDates, { date: '2026-10-29', days: 1, reason: 'Not marked' }],
      beforeGoLive: { goLive: '2026-10-20', days: 15 },
    };
    const { pages, texts } = await payslipTexts(await renderPayslip(content));
    expect(pages).toBe(1);
    expect(texts).toContain('Paid as present before go-live on 20/10/2026: 15 days');
    expect(texts).toContain('Not marked: mark attendance (Attendance, Bulk mark) or set the go-live date.');
    const plain = await payslipTexts(await renderPayslip(samplePayslip()));
    expect(plain.texts.join(' ')).not.toContain('go-live');
  });

  it('says which recoveries were carried to the next month (issue 45)', async () => {
    const content = samplePayslip();
    content.breakdown = {
      ...content.breakdown,
      carried: [{ code: 'ADV_REC', name: 'Loan recovery (₹25,000 left)', amount: 25_000 }],
    };
    const { pages, texts } = await payslipTexts(await renderPayslip(content));
    expect(pages).toBe(1);
    expect(texts.join('')).toContain('Carried to next month: Loan recovery (₹25,000 left) ₹25,000');
    const plain = await payslipTexts(await renderPayslip(samplePayslip()));
    expect(plain.texts.join(' ')).not.toContain('Carried');
  });

  it('writes a well-formed one-page A4 file that pdf-lib reads back, the same bytes for the same content', async () => {
    const bytes = await renderPayslip(samplePayslip());
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getProducer()).toBe('HRMS');
    expect(Buffer.from(await renderPayslip(samplePayslip())).equals(Buffer.from(bytes))).toBe(true);
    // The cross-reference table points at each object exactly (a viewer need not rebuild it).
    const text = Buffer.from(bytes).toString('latin1');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(8);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)![1]);
    expect(text.slice(startxref).startsWith('xref')).toBe(true);
  });
});
