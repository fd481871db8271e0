import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_MESSAGES as M } from '@hrms/shared';
import { csvDate, parseHolidayCsv } from './holidays.csv.ts';

describe('reading a holiday CSV', () => {
  it('reads date,name,kind lines with or without a header; kind defaults to public, any case', () => {
    const withHeader = parseHolidayCsv('Date,Name,Kind\n2027-01-26,Republic Day,PUBLIC\n2027-03-22,Holi\n');
    const without = parseHolidayCsv('2027-01-26,Republic Day,public\r\n2027-03-22,Holi,\r\n');
    const expected = [
      { line: 2, date: '2027-01-26', name: 'Republic Day', kind: 'public' },
      { line: 3, date: '2027-03-22', name: 'Holi', kind: 'public' },
    ];
    expect(withHeader).toEqual({ rows: expected, errors: [] });
    expect(without.rows.map(({ line, ...rest }) => ({ ...rest, line: line + 1 }))).toEqual(expected);
  });

  it('skips a byte-order mark and blank lines, keeping the file line numbers', () => {
    const { rows } = parseHolidayCsv('\uFEFFdate,name,kind\n\n  \n2027-08-15,Independence Day,public');
    expect(rows).toEqual([{ line: 4, date: '2027-08-15', name: 'Independence Day', kind: 'public' }]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const { rows, errors } = parseHolidayCsv(
      '2027-11-08,"Diwali, Lakshmi Puja",optional\n"2027-11-09","The ""Govardhan"" Puja"\n2027-12-25,"Christmas\nDay",public\n2027-12-31,Last,public',
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.name])).toEqual([
      [1, 'Diwali, Lakshmi Puja'],
      [2, 'The "Govardhan" Puja'],
      [3, 'Christmas\nDay'],
      [5, 'Last'],
    ]);
  });

  it('reports each bad line with its number and why, and keeps the good ones', () => {
    const csv = [
      'date,name,kind',
      '2027-01-26,Republic Day,public',
      '2027-02-30,Not a day,public',
      '2027-03-22,,public',
      '2027-03-23,Holi,festival',
      'just one field',
      '2027-04-01,a,b,c',
      '2027-01-26,Republic Day again,public',
      `2027-05-01,${'x'.repeat(101)},public`,
      '01/05/2027,May Day,optional',
    ].join('\n');
    const { rows, errors } = parseHolidayCsv(csv);
    expect(rows.map((r) => [r.line, r.date])).toEqual([
      [2, '2027-01-26'],
      [10, '2027-05-01'],
    ]);
    expect(errors).toEqual([
      { line: 3, message: M.csvDate },
      { line: 4, message: M.nameRequired },
      { line: 5, message: M.invalidKind },
      { line: 6, message: M.csvFields },
      { line: 7, message: M.csvFields },
      { line: 8, message: M.csvRepeated(2) },
      { line: 9, message: M.nameTooLong },
    ]);
  });

  it('reports an unclosed quote at the line its record starts on', () => {
    const { rows, errors } = parseHolidayCsv('2027-01-26,Republic Day\n2027-03-22,"Holi\n2027-03-23,Next');
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ line: 2, message: M.csvUnclosedQuote }]);
  });

  it('refuses a file without holidays and one with more than 500 (400)', () => {
    expect(() => parseHolidayCsv('')).toThrow(M.csvEmpty);
    expect(() => parseHolidayCsv('\uFEFFdate,name,kind\n\n')).toThrow(M.csvEmpty);
    const lines = Array.from({ length: 501 }, (_, i) => `2027-01-01,Day ${i},public`);
    expect(() => parseHolidayCsv(lines.join('\n'))).toThrow(M.csvTooManyRows);
    expect(parseHolidayCsv(lines.slice(0, 500).join('\n')).rows).toHaveLength(1);
  });

  it('reads dates as YYYY-MM-DD or DD/MM/YYYY, only real ones between 2000 and 2100', () => {
    expect(csvDate('2027-01-26')).toBe('2027-01-26');
    expect(csvDate('26/01/2027')).toBe('2027-01-26');
    expect(csvDate('2/10/2027')).toBe('2027-10-02');
    expect(csvDate('15-08-2027')).toBe('2027-08-15');
    expect(csvDate('30/02/2027')).toBeNull();
    expect(csvDate('2101-01-01')).toBeNull();
    expect(csvDate('Jan 26 2027')).toBeNull();
  });

  it('reads back any name written as a quoted CSV field (property)', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 100 })
      .filter((s) => s.trim().length > 0 && !/[\r\n]/.test(s.trim()) && s.trim() === s);
    fc.assert(
      fc.property(name, fc.constantFrom('public', 'optional'), (value, kind) => {
        const quoted = `"${value.replaceAll('"', '""')}"`;
        const { rows, errors } = parseHolidayCsv(`date,name,kind\n2027-06-01,${quoted},${kind}\n`);
        expect(errors).toEqual([]);
        expect(rows).toEqual([{ line: 2, date: '2027-06-01', name: value, kind }]);
      }),
    );
  });
});
