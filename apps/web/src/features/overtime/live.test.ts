import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/store';
import { onDutyDecidedText, overtimeDecidedText } from './live';

afterEach(() => localStorage.clear());

const wfh = { mode: 'wfh', from: '2026-11-24', to: '2026-11-25' } as const;

describe('the toasts of on-duty and overtime decisions (issue 45)', () => {
  it('say a move on to HR; a final decision is the bell notice’s, a cancellation the person’s own', () => {
    expect(onDutyDecidedText({ ...wfh, status: 'Pending' })).toBe(
      'Your manager approved your Work from home request (24/11/2026 – 25/11/2026); it is now with HR.',
    );
    for (const status of ['Approved', 'Rejected', 'Cancelled'] as const)
      expect(onDutyDecidedText({ ...wfh, status })).toBeNull();
    expect(overtimeDecidedText({ date: '2026-11-23', status: 'Pending' })).toBe(
      'Your manager approved your overtime claim of 23/11/2026; it is now with HR.',
    );
    expect(overtimeDecidedText({ date: '2026-11-23', status: 'Approved' })).toBeNull();
  });

  it('speak Hindi and Marathi', async () => {
    try {
      await setLanguage('hi', false);
      expect(onDutyDecidedText({ ...wfh, status: 'Pending' })).toBe(
        'आपके मैनेजर ने आपका घर से काम अनुरोध (24/11/2026 – 25/11/2026) स्वीकृत किया; अब यह HR के पास है।',
      );
      await setLanguage('mr', false);
      expect(overtimeDecidedText({ date: '2026-11-23', status: 'Pending' })).toBe(
        'तुमच्या मॅनेजरने 23/11/2026 चा तुमचा ओव्हरटाइम दावा मंजूर केला; आता तो HR कडे आहे.',
      );
    } finally {
      await setLanguage('en', false);
    }
  });
});
