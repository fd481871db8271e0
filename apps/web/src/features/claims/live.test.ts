import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@hrms/shared';
import { setLanguage } from '../../lib/i18n/store';
import { claimDecidedText } from './live';

afterEach(() => localStorage.clear());

const cases = [
  { number: 'CL-12', status: 'Pending', step: 2 },
  { number: 'CL-12', status: 'Approved', step: 2 },
  { number: 'CL-12', status: 'Rejected', step: 1 },
] as const;

describe('claimDecidedText: the claimant’s toast', () => {
  it('is the server’s English word for word in English', () => {
    for (const claim of cases)
      expect(claimDecidedText(claim)).toBe(
        CLAIM_MESSAGES.claimDecided(claim.number, claim.status, claim.step),
      );
  });

  it('speaks Hindi and Marathi', async () => {
    try {
      await setLanguage('hi', false);
      expect(cases.map(claimDecidedText)).toEqual([
        'आपका दावा CL-12 आपके मैनेजर ने स्वीकृत किया और अब यह HR के पास है।',
        'आपका दावा CL-12 स्वीकृत हो गया।',
        'आपका दावा CL-12 अस्वीकार हो गया।',
      ]);
      await setLanguage('mr', false);
      expect(claimDecidedText(cases[1])).toBe('तुमचा दावा CL-12 मंजूर झाला.');
    } finally {
      await setLanguage('en', false);
    }
  });
});
