import { describe, expect, it } from 'vitest';
import { countedDeductions, countLine, declarationSections, type DeclaredLine } from './index.ts';

const R = (rupees: number) => Math.round(rupees * 100);
const line = (over: Partial<DeclaredLine>): DeclaredLine => ({
  section: 'S123',
  declaredPaise: R(100_000),
  status: 'declared',
  verifiedPaise: null,
  ...over,
});

describe('declarations (issue 44)', () => {
  it('lists each section under both Acts with its limit', () => {
    const s123 = declarationSections(2026).find((s) => s.section === 'S123');
    expect(s123).toMatchObject({
      act2025: 'Section 123 (Schedule XV)',
      act1961: 'Section 80C',
      limit: 150_000,
    });
    expect(declarationSections(2026).find((s) => s.section === 'S129')?.limit).toBeNull();
  });

  it.each([
    // [what, line, proofs only, counted, note]
    ['declared, before the proof date', line({}), false, 100_000, null],
    [
      'declared above the limit: kept, counted to it',
      line({ declaredPaise: R(200_000) }),
      false,
      150_000,
      'Counted to the limit of ₹1,50,000.',
    ],
    [
      'not verified once only proofs count',
      line({}),
      true,
      0,
      'Not yet verified: from the proof date only verified amounts count.',
    ],
    [
      'accepted in part',
      line({ status: 'partly', verifiedPaise: R(60_000) }),
      true,
      60_000,
      'Verified ₹60,000 of ₹1,00,000.',
    ],
    ['accepted', line({ status: 'accepted', verifiedPaise: R(100_000) }), true, 100_000, null],
    [
      'rejected counts nothing, even before the proof date',
      line({ status: 'rejected', verifiedPaise: 0 }),
      false,
      0,
      'Verified ₹0 of ₹1,00,000.',
    ],
    ['no limit', line({ section: 'S129', declaredPaise: R(900_000) }), false, 900_000, null],
  ] as const)('%s', (_what, declared, proofsOnly, counted, note) => {
    expect(countLine(declared, 2026, proofsOnly)).toEqual({ countedPaise: R(counted), note });
  });

  it('sums the counted lines', () => {
    const lines = [
      line({ declaredPaise: R(200_000) }),
      line({ section: 'S126_SELF', declaredPaise: R(30_000) }),
    ];
    expect(countedDeductions(lines, 2026, false)).toBe(R(175_000));
  });
});
