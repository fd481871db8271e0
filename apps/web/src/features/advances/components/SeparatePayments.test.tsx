import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Role, SeparatePayments as ToPay } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { SeparatePayments } from './SeparatePayments';

// docs/claims.md's worked example: Asha's ₹50,000 loan goes in the file; Ravi has no bank details.
const toPay: ToPay = {
  payments: [
    {
      advanceId: 'a1',
      employeeId: 'u1',
      employeeName: 'Asha Rao',
      kind: 'Loan',
      amount: 50000,
      submittedAt: '2026-11-20T04:30:00.000Z',
      problem: null,
    },
    {
      advanceId: 'a2',
      employeeId: 'u2',
      employeeName: 'Ravi Kumar',
      kind: 'Advance',
      amount: 12000,
      submittedAt: '2026-11-20T04:30:00.000Z',
      problem: 'No bank account or IFSC on the payroll profile.',
    },
  ],
  count: 1,
  total: 50000,
};

function serve(answer: ToPay) {
  return stubFetch((call) => {
    if (call.url.endsWith('/api/advances/to-pay')) return jsonResponse(answer);
    if (call.url.endsWith('/api/advances/bank-file'))
      return new Response('csv', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="bank-transfer-advances-2026-11-20-1-payments-50000.00.csv"',
        },
      });
    return undefined;
  });
}

const renderIt = (role: Role) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SeparatePayments role={role} />
      <p>after</p>
    </QueryClientProvider>,
  );

describe('SeparatePayments', () => {
  it('HR sees the file’s count and sum, who is not in it and why, and downloads the file', async () => {
    const { calls } = serve(toPay);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderIt('HR');
    expect(await screen.findByTestId('bank-file-summary')).toHaveTextContent(
      '1 payment, ₹50,000 in the bank file.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Not in the file' })).getByRole('listitem'),
    ).toHaveTextContent('Ravi Kumar · Advance of ₹12,000: No bank account or IFSC on the payroll profile.');
    fireEvent.click(screen.getByRole('button', { name: 'Download bank file' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/advances/bank-file'))).toBe(true));
  });

  it('no button to press when nobody can be paid; hidden when nothing waits', async () => {
    serve({ ...toPay, payments: [toPay.payments[1]!], count: 0, total: 0 });
    const { unmount } = renderIt('Admin');
    expect(await screen.findByRole('button', { name: 'Download bank file' })).toBeDisabled();
    unmount();
    serve({ payments: [], count: 0, total: 0 });
    renderIt('Admin');
    await screen.findByText('after');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Paid separately')).not.toBeInTheDocument();
  });

  it('an employee never asks', async () => {
    const { calls } = serve(toPay);
    renderIt('Employee');
    await screen.findByText('after');
    expect(calls).toEqual([]);
  });
});
