import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Advance } from '@hrms/shared';
import { AdvanceCard, nextRecovery } from './AdvanceCard';

// docs/claims.md's worked example: ₹12,000 over 3, paid with November, recovered from December.
const instalment = (seq: number, month: string, status: 'due' | 'recovered' | 'carried' | 'waived') => ({
  id: `i${seq}`,
  seq,
  month,
  amount: 4000,
  status,
  note: null,
});
const advance: Advance = {
  id: 'a1',
  kind: 'Advance',
  employeeId: 'u1',
  employeeName: 'Asha Rao',
  amount: 12000,
  reason: 'Rent deposit',
  instalmentCount: 3,
  status: 'Approved',
  submittedAt: '2026-11-20T04:00:00.000Z',
  disbursal: 'payroll',
  disbursedIn: 'November 2026',
  paidOn: null,
  recovered: 0,
  waived: 0,
  outstanding: 12000,
  instalments: [
    instalment(1, 'December 2026', 'due'),
    instalment(2, 'January 2027', 'due'),
    instalment(3, 'February 2027', 'due'),
  ],
  decisions: [],
};

describe('nextRecovery: the next payslip’s line, as payroll writes it', () => {
  it.each([
    [
      'nothing recovered yet',
      advance,
      { month: 'December 2026', name: 'Advance recovery (₹8,000 left)', amount: 4000 },
    ],
    [
      'December recovered',
      {
        ...advance,
        recovered: 4000,
        outstanding: 8000,
        instalments: [instalment(1, 'December 2026', 'recovered'), ...advance.instalments.slice(1)],
      },
      { month: 'January 2027', name: 'Advance recovery (₹4,000 left)', amount: 4000 },
    ],
    [
      'a carried instalment is due again first',
      {
        ...advance,
        instalments: [instalment(1, 'December 2026', 'carried'), ...advance.instalments.slice(1)],
      },
      { month: 'December 2026', name: 'Advance recovery (₹8,000 left)', amount: 4000 },
    ],
    ['pending: none', { ...advance, status: 'Pending' as const, instalments: [] }, null],
    [
      'all waived: none',
      {
        ...advance,
        waived: 12000,
        outstanding: 0,
        instalments: advance.instalments.map((i) => ({ ...i, status: 'waived' as const })),
      },
      null,
    ],
  ])('%s', (_name, given, expected) => {
    expect(nextRecovery(given)).toEqual(expected);
  });
});

describe('AdvanceCard', () => {
  it('shows the balance, the next payslip’s recovery and the schedule', () => {
    render(<AdvanceCard advance={advance} />);
    expect(screen.getByTestId('next-recovery')).toHaveTextContent(
      'Next payslip (December 2026): Advance recovery (₹8,000 left) ₹4,000',
    );
    expect(screen.getByText('Outstanding').nextElementSibling).toHaveTextContent('₹12,000');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/paid out with the November 2026 salary/)).toBeInTheDocument();
  });
});
