import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1050, 'Rupees Ten and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [1_00_100, 'Rupees One Thousand One Only'],
    [12_480_000, 'Rupees One Lakh Twenty-Four Thousand Eight Hundred Only'],
    [12_480_050, 'Rupees One Lakh Twenty-Four Thousand Eight Hundred and Fifty Paise Only'],
    [
      99_99_999_99,
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [
      12_34_56_789_00,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    ],
    [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [11_550_00, 'Rupees Eleven Thousand Five Hundred Fifty Only'],
    [1_15_491_83, 'Rupees One Lakh Fifteen Thousand Four Hundred Ninety-One and Eighty-Three Paise Only'],
  ])('%i paise -> %s', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it('refuses negative or fractional paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });

  it('says every group once, in order, and never a zero inside a number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (n) => {
        const words = indianNumberInWords(n);
        expect(words).not.toMatch(/Zero/);
        const order = ['Crore', 'Lakh', 'Thousand', 'Hundred'].map((w) => words.lastIndexOf(w));
        const present = order.filter((i) => i >= 0);
        // Below a crore the groups come in order (a crore count may itself say 'Lakh' etc.).
        if (n < 10_000_000n) expect(present).toEqual([...present].sort((a, b) => a - b));
      }),
    );
  });
});
