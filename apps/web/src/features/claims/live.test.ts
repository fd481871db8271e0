import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@hrms/shared';
import { setLanguage } from '../../lib/i18n/store';
import { claimDecidedText } from './live';

afterEach(() => localStorage.clear());

const toHr = { number: 'CL-12', status: 'Pending', step: 2 } as const;

describe('claimDecidedText: the claimant’s toast', () => {
  it('is the server’s English word for word when the claim moves on to HR', () => {
    expect(claimDecidedText(toHr)).toBe(CLAIM_MESSAGES.claimDecided('CL-12', 'Pending', 2));
  });

  it('says nothing of a final decision: the bell’s notice (and its toast) tells it once', () => {
    expect(claimDecidedText({ number: 'CL-12', status: 'Approved', step: 2 })).toBeNull();
    expect(claimDecidedText({ number: 'CL-12', status: 'Rejected', step: 1 })).toBeNull();
  });

  it('speaks Hindi and Marathi', async () => {
    try {
      await setLanguage('hi', false);
      expect(claimDecidedText(toHr)).toBe('आपका दावा CL-12 आपके मैनेजर ने स्वीकृत किया और अब यह HR के पास है।');
      await setLanguage('mr', false);
      expect(claimDecidedText(toHr)).toMatch(/^तुमचा दावा CL-12 /);
    } finally {
      await setLanguage('en', false);
    }
  });
});
