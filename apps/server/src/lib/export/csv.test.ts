import { describe, expect, it } from 'vitest';
import { neutraliseFormula, quoteField, toCsv } from './csv.ts';
import { paiseToDecimal as rupees } from '@hrms/shared';
import { contentDisposition } from './table.ts';

describe('CSV export', () => {
  it('starts with a UTF-8 BOM, ends lines with CRLF and writes ₹ and Indian names as UTF-8', () => {
    const body = toCsv({
      title: 't',
      columns: [
        { header: 'Employee', kind: 'text' },
        { header: 'Amount (₹)', kind: 'money' },
        { header: 'Date', kind: 'date' },
      ],
      rows: [['Saanvi Iyer', 4_500_050, '2026-10-31']],
    });
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.toString('utf8').slice(1)).toBe(
      'Employee,Amount (₹),Date\r\nSaanvi Iyer,45000.50,31/10/2026\r\n',
    );
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(quoteField('Rao, Kiran')).toBe('"Rao, Kiran"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(quoteField('plain')).toBe('plain');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+91 98', '-2', '@SUM(A1)', '\t=x', '\r=x'])
      expect(neutraliseFormula(bad)).toBe(`'${bad}`);
    expect(neutraliseFormula('Meera')).toBe('Meera');
    expect(neutraliseFormula('--')).toBe('--');
    const body = toCsv({
      title: 't',
      columns: [{ header: 'Employee', kind: 'text' }],
      rows: [['=HYPERLINK("http://evil","x")']],
    });
    expect(body.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it('writes paise as rupees with two decimals, negatives too', () => {
    expect(rupees(0)).toBe('0.00');
    expect(rupees(5)).toBe('0.05');
    expect(rupees(123_456_78)).toBe('123456.78');
    expect(rupees(-150)).toBe('-1.50');
  });

  it('gives an ASCII file name and the UTF-8 one in filename*', () => {
    expect(contentDisposition('salary-history-Ñandú.csv')).toBe(
      `attachment; filename="salary-history-Nandu.csv"; filename*=UTF-8''salary-history-%C3%91and%C3%BA.csv`,
    );
  });
});
