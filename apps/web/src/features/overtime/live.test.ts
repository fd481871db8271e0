import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/store';
import { onDutyDecidedText, overtimeDecidedText } from './live';

afterEach(() => localStorage.clear());

const wfh = { mode: 'wfh', from: '2026-11-24', to: '2026-11-25' } as const;

describe('the toasts of on-duty and overtime decisions (issue 45)', () => {
  it('say each step in English', () => {
    expect(onDutyDecidedText({ ...wfh, status: 'Pending' })).toBe(
      'Your manager approved your Work from home request (24/11/2026 – 25/11/2026); it is now with HR.',
    );
    expect(onDutyDecidedText({ ...wfh, status: 'Approved' })).toBe(
      'Your Work from home request (24/11/2026 – 25/11/2026) was approved.',
    );
    expect(
      onDutyDecidedText({ mode: 'on-duty', from: '2026-11-26', to: '2026-11-26', status: 'Rejected' }),
    ).toBe('Your On duty request (26/11/2026) was rejected.');
    // Cancelling is the person's own act: no toast.
    expect(onDutyDecidedText({ ...wfh, status: 'Cancelled' })).toBeNull();
    expect(overtimeDecidedText({ date: '2026-11-23', status: 'Approved' })).toBe(
      'Your overtime claim of 23/11/2026 was approved.',
    );
    expect(overtimeDecidedText({ date: '2026-11-23', status: 'Pending' })).toBe(
      'Your manager approved your overtime claim of 23/11/2026; it is now with HR.',
    );
  });

  it('speak Hindi and Marathi', async () => {
    try {
      await setLanguage('hi', false);
      expect(onDutyDecidedText({ ...wfh, status: 'Approved' })).toBe(
        'आपका घर से काम अनुरोध (24/11/2026 – 25/11/2026) स्वीकृत हो गया।',
      );
      expect(overtimeDecidedText({ date: '2026-11-23', status: 'Rejected' })).toBe(
        '23/11/2026 का आपका ओवरटाइम दावा अस्वीकार हो गया।',
      );
      await setLanguage('mr', false);
      expect(overtimeDecidedText({ date: '2026-11-23', status: 'Approved' })).toBe(
        '23/11/2026 चा तुमचा ओव्हरटाइम दावा मंजूर झाला.',
      );
    } finally {
      await setLanguage('en', false);
    }
  });
});
