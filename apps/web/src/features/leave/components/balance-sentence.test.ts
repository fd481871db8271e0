import { describe, expect, it } from 'vitest';
import type { LeavePreview } from '@hrms/shared';
import { balanceSentence } from './balance-sentence';

const preview = (balance: LeavePreview['balance'], over: Partial<LeavePreview> = {}): LeavePreview => ({
  type: 'Paid Leave',
  balanceType: 'Paid Leave',
  days: 1,
  workingDates: [],
  sandwichDates: [],
  available: null,
  unpaidDays: 0,
  refusal: null,
  balance,
  ...over,
});

describe('balanceSentence: one sentence that adds up (issue 40)', () => {
  it.each([
    [
      { now: 1.5, accruing: 1.5, accrualOn: '2026-12-01', pending: 1 },
      '2026-12-07',
      'You can take 2 more days in December: 1.5 now + 1.5 on 1 December − 1 pending.',
    ],
    [
      { now: 1.5, accruing: 0, accrualOn: null, pending: 1 },
      '2026-11-24',
      'You can take 0.5 more day in November: 1.5 now − 1 pending.',
    ],
    [
      { now: 12, accruing: 0, accrualOn: null, pending: 0 },
      '2026-11-23',
      'You can take 12 more days in November.',
    ],
    [
      { now: 0.5, accruing: 0, accrualOn: null, pending: 1 },
      '2026-11-24',
      'You can take no more days in November: 0.5 now − 1 pending.',
    ],
    [
      { now: 0, accruing: 1.5, accrualOn: '2027-01-01', pending: 0 },
      '2027-01-04',
      'You can take 1.5 more days in January 2027: 0 now + 1.5 on 1 January.',
    ],
  ])('%j from %s', (balance, start, text) => {
    expect(balanceSentence(preview(balance), start, '2026-11-20')).toBe(text);
  });

  it('names the balance a Half Day takes from; none without a quota', () => {
    const half = preview({ now: 2, accruing: 0, accrualOn: null, pending: 0 }, { type: 'Half Day' });
    expect(balanceSentence(half, '2026-11-24', '2026-11-20')).toBe(
      'You can take 2 more days of Paid Leave in November.',
    );
    expect(balanceSentence(preview(null), '2026-11-24', '2026-11-20')).toBeNull();
  });
});
