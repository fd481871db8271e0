import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Advance } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { AdvanceCard, nextRecovery } from './AdvanceCard';

afterEach(() => localStorage.clear());

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

  it('names the advance, its instalments and who decided, in English as before', () => {
    render(
      <AdvanceCard
        advance={{
          ...advance,
          decisions: [
            {
              by: { id: 'h1', name: 'Hema HR' },
              action: 'approved',
              at: '2026-11-21T05:00:00.000Z',
              note: null,
            },
            {
              by: { id: 'h1', name: 'Hema HR' },
              action: 'pause',
              at: '2026-12-01T05:00:00.000Z',
              note: 'Medical leave',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('article', { name: 'Advance of ₹12,000 for Asha Rao' })).toHaveTextContent(
      'Rent deposit · 3 monthly instalment(s) · paid out with the November 2026 salary',
    );
    expect(screen.getByRole('list', { name: 'Schedule' })).toHaveTextContent('1. December 2026 · Due₹4,000');
    expect(screen.getByText('Approved by Hema HR on 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/Paused by Hema HR on 01\/12\/2026: Medical leave/)).toBeInTheDocument();
  });

  it('says who a pending loan waits for', () => {
    render(
      <AdvanceCard
        advance={{
          ...advance,
          kind: 'Loan',
          status: 'Pending',
          disbursedIn: null,
          disbursal: 'separate',
          instalments: [],
          currentDecider: null,
        }}
      />,
    );
    expect(screen.getByRole('article', { name: 'Loan of ₹12,000 for Asha Rao' })).toHaveTextContent(
      'Rent deposit · 3 monthly instalment(s) · to be paid separately · With HR',
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it("speaks Hindi, with money, months and the schedule in the organisation's Devanagari digits", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      render(
        <AdvanceCard
          advance={{
            ...advance,
            decisions: [
              {
                by: { id: 'm1', name: 'Mohan Das' },
                action: 'forwarded',
                at: '2026-11-20T05:00:00.000Z',
                note: null,
              },
            ],
          }}
        />,
      );
      const card = screen.getByRole('article', { name: 'Asha Rao के लिए ₹१२,००० का अग्रिम' });
      expect(card).toHaveTextContent('अग्रिम · Asha Rao · ₹१२,०००');
      expect(card).toHaveTextContent('स्वीकृत');
      expect(card).toHaveTextContent('Rent deposit · मासिक किस्तें: ३ · नवंबर २०२६ के वेतन के साथ दिया गया');
      expect(screen.getByText('बकाया').nextElementSibling).toHaveTextContent('₹१२,०००');
      expect(screen.getByTestId('next-recovery')).toHaveTextContent(
        'अगली वेतन पर्ची (दिसंबर २०२६): अग्रिम की वसूली (₹८,००० बाकी) ₹४,०००',
      );
      expect(screen.getByRole('list', { name: 'किस्तों की सूची' })).toHaveTextContent(
        '१. दिसंबर २०२६ · देय₹४,०००',
      );
      expect(card).toHaveTextContent('Mohan Das ने २०/११/२०२६ को स्वीकृत करके HR को भेजा');
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi', async () => {
    await setLanguage('mr', false);
    try {
      render(<AdvanceCard advance={{ ...advance, kind: 'Loan' }} />);
      expect(screen.getByTestId('next-recovery')).toHaveTextContent(
        'पुढील वेतन चिठ्ठी (डिसेंबर 2026): कर्ज वसुली (₹8,000 शिल्लक) ₹4,000',
      );
      expect(screen.getByText('शिल्लक').nextElementSibling).toHaveTextContent('₹12,000');
      expect(screen.getAllByText(/देय/)).toHaveLength(3);
    } finally {
      await setLanguage('en', false);
    }
  });
});
