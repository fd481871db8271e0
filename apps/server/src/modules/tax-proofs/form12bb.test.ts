import { describe, expect, it } from 'vitest';
import { form12bbRows, form12bbTitle } from './form12bb.ts';

// Form 12BB's rows (docs/tax-year.md "Form 12BB"): the worked example there, to the paisa.
describe('form12bbRows', () => {
  it('lists rent for the year, leave travel Nil, the housing-loan interest, then each deduction with its proofs', () => {
    const rows = form12bbRows({
      year: 2026,
      regime: 'old',
      rent: {
        monthlyRentPaise: 3_000_000,
        city: 'MUMBAI',
        landlordName: 'K. Mehta',
        landlordPan: 'PQRST6789K',
        status: 'declared',
      },
      sections: [
        { section: 'S123', declaredPaise: 15_000_000, status: 'accepted' },
        { section: 'S22_INTEREST', declaredPaise: 20_000_000, status: 'declared' },
        { section: 'S126_SELF', declaredPaise: 2_000_000, status: 'rejected' },
      ],
      proofs: new Map([
        ['RENT', ['rent-december.jpg']],
        ['S123', ['lic.pdf', 'ppf.pdf']],
      ]),
    });
    expect(rows.map((r) => [r.no, r.paise])).toEqual([
      ['1', 36_000_000],
      ['2', null],
      ['3', 20_000_000],
      ['4(a)', 15_000_000],
      ['4(b)', 2_000_000],
    ]);
    expect(rows[0]!.evidence).toBe(
      'Landlord: K. Mehta, PAN PQRST6789K. Attached: rent-december.jpg; not yet verified.',
    );
    expect(rows[2]!.evidence).toBe('No proof attached yet; not yet verified.');
    expect(rows[3]!.claim).toContain('Section 123 (Schedule XV) (Section 80C of the 1961 Act)');
    expect(rows[3]!.evidence).toBe('Attached: lic.pdf, ppf.pdf; accepted by the employer.');
    expect(rows[4]!.evidence).toBe('No proof attached yet; rejected by the employer.');
  });

  it('prints Nil for every claim of a person who declared nothing', () => {
    const rows = form12bbRows({ year: 2026, regime: 'new', rent: null, sections: [], proofs: new Map() });
    expect(rows.map((r) => [r.no, r.paise, r.evidence])).toEqual([
      ['1', null, 'Nil'],
      ['2', null, 'Nil'],
      ['3', null, 'Nil'],
      ['4', null, 'Nil'],
    ]);
  });

  it('names section 392 of the 2025 Act from 2026-27 and section 192 before', () => {
    expect(form12bbTitle(2026).basis).toContain('section 392 of the Income-tax Act, 2025');
    expect(form12bbTitle(2025).rule).toBe('(See rule 26C of the Income-tax Rules, 1962)');
  });
});
