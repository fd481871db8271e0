import { TAX_REGIMES, TAX_SECTION_CODES, type DeclarationStatus } from '@hrms/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedDeductions, incomeTax, monthlyTds, type DeclaredLine } from './index.ts';

/*
 * Issue 44's property: for any declarations and regime, the year's TDS (the months paid plus the months still
 * to come) equals the year's tax within ₹1 a month, and no month is negative. The year is paid month by month
 * with `monthlyTds` on the year's income, the declarations counted as payroll counts them (countedDeductions);
 * a regime change or a verification mid-year changes what the later months take.
 */
const R = 100;
const status = fc.constantFrom<DeclarationStatus>('declared', 'accepted', 'partly', 'rejected');
const line = fc
  .record({
    section: fc.constantFrom(...TAX_SECTION_CODES),
    declaredPaise: fc.integer({ min: 0, max: 400_000 * R }),
    status,
    share: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ section, declaredPaise, status: s, share }): DeclaredLine => ({
    section,
    declaredPaise,
    status: s,
    verifiedPaise:
      s === 'declared'
        ? null
        : s === 'accepted'
          ? declaredPaise
          : s === 'rejected'
            ? 0
            : Math.floor((declaredPaise * share) / 100),
  }));
const lines = fc.uniqueArray(line, { selector: (l) => l.section, maxLength: TAX_SECTION_CODES.length });

describe('the tax year: TDS over the year (issue 44)', () => {
  it('months paid + months to come = the year’s tax within ₹1 a month, never negative, for any declarations and regime', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6_000_000 * R }),
        fc.constantFrom(...TAX_REGIMES),
        lines,
        fc.boolean(),
        (annualIncomePaise, regime, declared, proofsOnly) => {
          const deductionsPaise = regime === 'old' ? countedDeductions(declared, 2026, proofsOnly) : 0;
          const input = { annualIncomePaise, regime, fyStartYear: 2026, deductionsPaise };
          const year = incomeTax(input).totalTaxPaise;
          let paid = 0;
          for (let remainingMonths = 12; remainingMonths >= 1; remainingMonths -= 1) {
            const tds = monthlyTds({ ...input, tdsSoFarPaise: paid, remainingMonths });
            expect(tds).toBeGreaterThanOrEqual(0);
            paid += tds;
          }
          expect(Math.abs(paid - year)).toBeLessThanOrEqual(12 * R);
        },
      ),
    );
  });

  it('a regime change mid-year re-spreads the rest and never deducts below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6_000_000 * R }),
        fc.integer({ min: 0, max: 400_000 * R }),
        fc.integer({ min: 1, max: 11 }),
        (annualIncomePaise, deductionsPaise, switchAfter) => {
          let paid = 0;
          for (let month = 0; month < 12; month += 1) {
            const regime = month < switchAfter ? ('new' as const) : ('old' as const);
            const tds = monthlyTds({
              annualIncomePaise,
              regime,
              fyStartYear: 2026,
              deductionsPaise: regime === 'old' ? deductionsPaise : 0,
              tdsSoFarPaise: paid,
              remainingMonths: 12 - month,
            });
            expect(tds).toBeGreaterThanOrEqual(0);
            paid += tds;
          }
          const last = incomeTax({
            annualIncomePaise,
            regime: 'old',
            fyStartYear: 2026,
            deductionsPaise,
          }).totalTaxPaise;
          // The year ends on the old regime's tax, unless more was already deducted (no refund through payroll).
          expect(paid).toBeGreaterThanOrEqual(last - 12 * R);
          if (paid > last + 12 * R)
            expect(paid).toBeLessThanOrEqual(
              Math.max(
                last,
                incomeTax({ annualIncomePaise, regime: 'new', fyStartYear: 2026 }).totalTaxPaise,
              ) +
                12 * R,
            );
        },
      ),
    );
  });
});
