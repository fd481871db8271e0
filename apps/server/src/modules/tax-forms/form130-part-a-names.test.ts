import { describe, expect, it } from 'vitest';
import { maskedFileName, panOfName } from './form130-part-a-names.ts';

// Form 130 Part A (issue 44, docs/tax-year.md "Form 130 Part A"): the PAN a TRACES file's name carries, and the name
// as answers show it. The upload through the API: form130-part-a.test.ts.
describe('which PAN a file name carries', () => {
  it.each([
    ['ABCDE1234F_MUMA12345B_2027-28.pdf', 'ABCDE1234F'],
    ['ABCDE1234F_2027-28.pdf', 'ABCDE1234F'],
    ['Form16 PartA abcde1234f.pdf', 'ABCDE1234F'],
    ['ABCDE1234F-ABCDE1234F.pdf', 'ABCDE1234F'],
    ['part-a/ABCDE1234F.pdf', 'ABCDE1234F'],
  ])('%s: one PAN', (name, pan) => expect(panOfName(name)).toEqual({ kind: 'one', pan }));

  it.each([
    'MUMA12345B_2027-28.pdf', // a TAN is not a PAN
    'XABCDE1234F.pdf', // a letter touching it
    'ABCDE1234F9.pdf', // a digit touching it
    'ABCD1234F.pdf', // nine characters
    'ABCDE1234F/scan.pdf', // in the folder, not the name
    'Part A.pdf',
  ])('%s: no PAN', (name) => expect(panOfName(name)).toEqual({ kind: 'none' }));

  it('two different PANs are several', () =>
    expect(panOfName('ABCDE1234F_FGHIJ5678K.pdf')).toEqual({ kind: 'several' }));

  it('answers show the name with every PAN masked', () => {
    expect(maskedFileName('ABCDE1234F_MUMA12345B_2027-28.pdf')).toBe('XXXXXX234F_MUMA12345B_2027-28.pdf');
    expect(maskedFileName('x/abcde1234f and FGHIJ5678K.pdf')).toBe('XXXXXX234F and XXXXXX678K.pdf');
  });
});
