import { afterEach, describe, expect, it } from 'vitest';
import { ADVANCE_MESSAGES } from '@hrms/shared';
import { setDigits, setLanguage } from '../../lib/i18n/store';
import { advanceDecidedText } from './live';

afterEach(() => localStorage.clear());

const toHr = { kind: 'Advance', amount: 12000, status: 'Pending', step: 2 } as const;

describe('advanceDecidedText: the person’s toast', () => {
  it('is the server’s English word for word when the request moves on to HR', () => {
    expect(advanceDecidedText(toHr)).toBe(ADVANCE_MESSAGES.decided('Advance', 12000, 'Pending', 2));
  });

  it('says nothing of a final decision: the bell’s notice (and its toast) tells it once', () => {
    expect(advanceDecidedText({ ...toHr, status: 'Approved' })).toBeNull();
    expect(advanceDecidedText({ kind: 'Loan', amount: 50000, status: 'Rejected', step: 1 })).toBeNull();
  });

  it("speaks Hindi, the amount in the organisation's digits", async () => {
    try {
      await setLanguage('hi', false);
      setDigits('devanagari');
      expect(advanceDecidedText(toHr)).toBe(
        'आपका ₹१२,००० का अग्रिम आपके मैनेजर ने स्वीकृत किया और अब यह HR के पास है।',
      );
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });
});
