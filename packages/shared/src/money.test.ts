import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EXACT_PAISE,
  formatPaiseIndian,
  formatRupees,
  groupIndian,
  paiseToDecimal,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts';

describe('paise and rupees', () => {
  it.each([
    [0, 0],
    [5, 0.05],
    [150, 1.5],
    [12_345_678, 123_456.78],
    [-150, -1.5],
  ])('%i paise <-> %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('rounds typed rupees to the nearest paisa, and refuses what is not money', () => {
    expect(rupeesToPaise(45_000.5)).toBe(4_500_050);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it('the round trip paise -> rupees -> paise gives back every whole number of paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(-MAX_EXACT_PAISE), max: BigInt(MAX_EXACT_PAISE) }), (big) => {
        const paise = Number(big);
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
        // The texts say the same amount: the decimal one parses back to it.
        expect(rupeesToPaise(Number(paiseToDecimal(paise)))).toBe(paise);
      }),
    );
  });
});

describe('money as text', () => {
  it.each([
    [0, '0.00', '0.00'],
    [5, '0.05', '0.05'],
    [99_900, '999.00', '999.00'],
    [100_000, '1000.00', '1,000.00'],
    [12_345_678, '123456.78', '1,23,456.78'],
    [1_000_000_000, '10000000.00', '1,00,00,000.00'],
    [-150, '-1.50', '-1.50'],
  ])('%i paise -> %s (export), %s (slip)', (paise, decimal, indian) => {
    expect(paiseToDecimal(paise)).toBe(decimal);
    expect(formatPaiseIndian(paise)).toBe(indian);
  });

  it.each([
    [125_000, '₹1,25,000'],
    [1234.5, '₹1,234.50'],
    [123_456.78, '₹1,23,456.78'],
    [0, '₹0'],
    [-1234.5, '-₹1,234.50'],
  ])('%d rupees on screen -> %s', (rupees, text) => expect(formatRupees(rupees)).toBe(text));

  it('shows what the en-IN currency format showed (the web’s earlier formatter)', () => {
    const inr = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (paise) => {
        const rupees = paiseToRupees(paise);
        expect(formatRupees(rupees)).toBe(inr.format(rupees).replace(/\.00$/, ''));
      }),
    );
  });

  it('groups like the en-IN locale for any amount', () => {
    const locale = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        expect(groupIndian(n.toString())).toBe(locale.format(n));
      }),
    );
  });
});
