import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { payslipTexts } from './pdf-text.test-helper.ts';
import { renderPayslip } from './payslip-pdf.ts';
import { textRuns } from './payslip-fonts.ts';
import { samplePayslip } from './payslip-samples.test-helper.ts';

/** The BaseFont names of the fonts the page uses: Noto subsets appear as 'NotoSansDevanagari-Regular-1234'. */
async function fontsOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const names = fonts
    .values()
    .map((ref) => doc.context.lookup(ref, PDFDict).lookup(PDFName.of('BaseFont'))!.toString());
  return [...new Set(names)].sort();
}

describe('renderPayslip', () => {
  it('prints every part of an Indian payslip on one A4 page, standard fonts only for English text', async () => {
    const bytes = await renderPayslip(samplePayslip());
    const { pages, texts, title } = await payslipTexts(bytes);
    expect(pages).toBe(1);
    expect(title).toBe('Payslip October 2026 - Priya Sharma');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Acme Software Pvt Ltd',
        '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka',
        'for October 2026',
        'Priya Sharma',
        'EMP-0042',
        'Senior Engineer',
        'Engineering',
        'XXXXXX234F',
        '100200300400',
        'XXXXXXXX4321',
        // days: month, paid, loss of pay, the divisor
        '31',
        '29.5',
        '1.5',
        '31 (calendar days)',
        'Loss of pay on: 07/10 Absent, 21/10 Half Day (0.5)',
        // earnings beside deductions, with totals
        'House Rent Allowance',
        '35,685.48',
        'Professional Tax',
        '200.00',
        'Loss of pay for September 2026',
        'Gross Earnings',
        '1,42,490.32',
        'Total Deductions',
        '16,790.32',
        'Employer Contributions (not part of net pay)',
        'Pension Scheme (employer)',
        '1,250.00',
        // net pay in figures and words, year to date, the cut-off
        'Net Pay',
        '1,25,700.00',
        'Rupees One Lakh Twenty-Five Thousand Seven Hundred Only',
        'Year to date (FY 2026-27):',
        '8,54,941.92',
        '85,741.92',
        'Attendance up to 28/10/2026; later days counted as present',
        'Generated on 02/11/2026',
      ]),
    );
    expect(await fontsOf(bytes)).toEqual(['/Helvetica', '/Helvetica-Bold']);
  });

  it('prints a Devanagari name and organisation with an embedded Noto Sans Devanagari subset', async () => {
    const content = samplePayslip({ name: 'प्रिया शर्मा', designation: 'वरिष्ठ अभियंता' });
    content.organisation.name = 'आकाश सॉफ्टवेयर प्राइवेट लिमिटेड';
    const bytes = await renderPayslip(content);
    const { texts, title } = await payslipTexts(bytes);
    expect(texts).toEqual(
      expect.arrayContaining(['प्रिया शर्मा', 'वरिष्ठ अभियंता', 'आकाश सॉफ्टवेयर प्राइवेट लिमिटेड', 'EMP-0042']),
    );
    expect(texts.join(' ')).not.toContain('?');
    expect(title).toBe('Payslip October 2026 - प्रिया शर्मा');
    const fonts = await fontsOf(bytes);
    expect(fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/NotoSansDevanagari-Bold-\d+$/),
        expect.stringMatching(/^\/NotoSansDevanagari-Regular-\d+$/),
      ]),
    );
    // A subset, not the 220 kB font.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('gives a Devanagari payslip the same bytes whatever was rendered before (the parsed font is kept)', async () => {
    const content = () => samplePayslip({ name: 'प्रिया शर्मा', designation: 'वरिष्ठ अभियंता' });
    const first = Buffer.from(await renderPayslip(content()));
    // Other documents embed other glyphs of the same fonts (and of the Tamil one) in between.
    await renderPayslip(samplePayslip({ name: 'मुरुगन कुमार', code: 'EMP-0043' }));
    await renderPayslip(samplePayslip({ name: 'முருகன் செல்வராஜ்', code: 'EMP-0044' }));
    const again = Buffer.from(await renderPayslip(content()));
    expect(again.equals(first)).toBe(true);
    // Rendered at the same time as others (a render thread takes two payslips at once): the same bytes still.
    const [together] = await Promise.all([
      renderPayslip(content()),
      renderPayslip(samplePayslip({ name: 'मुरुगन कुमार', code: 'EMP-0045' })),
      renderPayslip(samplePayslip({ name: 'முருகன் செல்வராஜ்', code: 'EMP-0046' })),
    ]);
    expect(Buffer.from(together).equals(first)).toBe(true);
    expect((await payslipTexts(again)).texts).toContain('वरिष्ठ अभियंता');
  });

  it('prints Tamil and Latin with diacritics, and a plain payslip stays byte-for-byte the same', async () => {
    const tamil = await payslipTexts(await renderPayslip(samplePayslip({ name: 'முருகன் செல்வராஜ்' })));
    expect(tamil.texts).toContain('முருகன் செல்வராஜ்');
    const iast = await payslipTexts(await renderPayslip(samplePayslip({ name: 'Śrī Rāmānujan' })));
    expect(iast.texts).toContain('Śrī Rāmānujan');
    const again = await Promise.all([renderPayslip(samplePayslip()), renderPayslip(samplePayslip())]);
    expect(Buffer.from(again[0]).equals(Buffer.from(again[1]))).toBe(true);
  });

  it('says when no deduction applies and leaves out employer contributions and the cut-off when none', async () => {
    const content = samplePayslip({ designation: null, department: null, pan: null, uan: null });
    content.breakdown = {
      ...content.breakdown,
      lopDays: 0,
      paidDays: 31,
      lopDates: [],
      deductions: [],
      employerContributions: [],
      totalDeductions: 0,
      net: content.breakdown.gross,
      attendanceUpTo: null,
    };
    const { texts } = await payslipTexts(await renderPayslip(content));
    expect(texts).toContain('None');
    expect(texts).toContain(
      'Rupees One Lakh Forty-Two Thousand Four Hundred Ninety and Thirty-Two Paise Only',
    );
    expect(texts).not.toContain('Designation');
    expect(texts.some((t) => t.startsWith('Attendance up to'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Employer Contributions'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Loss of pay on'))).toBe(false);
  });
});

describe('textRuns', () => {
  it.each([
    ['Priya Sharma', [{ text: 'Priya Sharma', face: null }]],
    ['José', [{ text: 'José', face: null }]],
    ['Śrī Rāmānujan', [{ text: 'Śrī Rāmānujan', face: 'devanagari' }]],
    ['प्रिया (Priya)', [{ text: 'प्रिया (Priya)', face: 'devanagari' }]],
    [
      'முருகன் / मुरुगन',
      [
        { text: 'முருகன் / ', face: 'tamil' },
        { text: 'मुरुगन', face: 'devanagari' },
      ],
    ],
    // Noto Sans Devanagari has no dot below: the letter prints without it rather than as a box.
    ['Kṛṣṇa', [{ text: 'Krsna', face: 'devanagari' }]],
    // Scripts without a face yet (Bengali here) print as '?': docs/payroll.md lists them.
    ['অমিত', [{ text: '????', face: 'devanagari' }]],
  ])('%s', (text, runs) => expect(textRuns(text)).toEqual(runs));
});
