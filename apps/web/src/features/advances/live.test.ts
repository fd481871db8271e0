import { afterEach, describe, expect, it } from 'vitest';
import { ADVANCE_MESSAGES } from '@hrms/shared';
import { setDigits, setLanguage } from '../../lib/i18n/store';
import { advanceDecidedText } from './live';

afterEach(() => localStorage.clear());

const cases = [
  { kind: 'Advance', amount: 12000, status: 'Pending', step: 2 },
  { kind: 'Advance', amount: 12000, status: 'Approved', step: 2 },
  { kind: 'Loan', amount: 50000, status: 'Rejected', step: 1 },
] as const;

describe('advanceDecidedText: the person’s toast', () => {
  it('is the server’s English word for word in English', () => {
    for (const a of cases)
      expect(advanceDecidedText(a)).toBe(ADVANCE_MESSAGES.decided(a.kind, a.amount, a.status, a.step));
  });

  it("speaks Hindi and Marathi, the amount in the organisation's digits", async () => {
    try {
      await setLanguage('hi', false);
      setDigits('devanagari');
      expect(cases.map(advanceDecidedText)).toEqual([
        'आपका ₹१२,००० का अग्रिम आपके मैनेजर ने स्वीकृत किया और अब यह HR के पास है।',
        'आपका ₹१२,००० का अग्रिम स्वीकृत हो गया।',
        'आपका ₹५०,००० का ऋण अस्वीकार हो गया।',
      ]);
      setDigits('latin');
      await setLanguage('mr', false);
      expect(advanceDecidedText(cases[1])).toBe('तुमचा ₹12,000 चा उचल अर्ज मंजूर झाला.');
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });
});
