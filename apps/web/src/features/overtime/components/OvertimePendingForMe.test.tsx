import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OvertimeClaim } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { OvertimePendingForMe } from './OvertimePendingForMe';

afterEach(() => localStorage.clear());

const claim: OvertimeClaim = {
  id: 'c1',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  date: '2026-11-17',
  workedMinutes: 720,
  shift: 'General',
  claimedMinutes: 180,
  approvedMinutes: null,
  status: 'Pending',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  payMonth: null,
  amount: null,
  hourlyRate: null,
  cap: { state: 'IN', capHours: 50, usedHours: 3, source: 'Factories Act, 1948' },
};

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OvertimePendingForMe />
    </QueryClientProvider>,
  );

describe('OvertimePendingForMe', () => {
  it('approves 2 of the 3 hours claimed with a reason', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/approvals/overtime-claims')) return jsonResponse([claim]);
      if (call.url.endsWith('/approve'))
        return jsonResponse({ ...claim, status: 'Approved', approvedMinutes: 120 });
      return undefined;
    });
    renderIt();
    expect(await screen.findByText('Rita Paul')).toBeInTheDocument();
    expect(screen.getByText(/3 h beyond the General shift/)).toBeInTheDocument();
    const hoursBox = screen.getByLabelText('Hours to approve');
    await userEvent.clear(hoursBox);
    await userEvent.type(hoursBox, '2');
    await userEvent.type(screen.getByLabelText('Reason'), 'Last hour not asked for');
    await userEvent.click(screen.getByRole('button', { name: 'Approve overtime' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        minutes: 120,
        reason: 'Last hour not asked for',
      }),
    );
  });

  it('shows nothing while nothing waits (a fresh install)', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/api/approvals/overtime-claims') ? jsonResponse([]) : undefined,
    );
    const { container } = renderIt();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
