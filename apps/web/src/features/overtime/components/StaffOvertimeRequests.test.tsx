import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { OnDutyRequest, OvertimeClaim } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { StaffOvertimeRequests } from './StaffOvertimeRequests';

const request: OnDutyRequest = {
  id: 'r1',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  mode: 'wfh',
  from: '2026-11-24',
  to: '2026-11-24',
  dates: ['2026-11-24'],
  reason: 'Plumber visiting',
  status: 'Pending',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  step: 1,
  deciderKind: 'manager',
  currentDecider: { id: 'm1', name: 'Mohan Das' },
};

const claim = (over: Partial<OvertimeClaim>): OvertimeClaim => ({
  id: 'c1',
  employeeId: 'u2',
  employeeName: 'Uma Roy',
  date: '2026-11-22',
  workedMinutes: 480,
  shift: 'General',
  claimedMinutes: 480,
  approvedMinutes: null,
  status: 'Pending',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  payMonth: null,
  amount: null,
  hourlyRate: null,
  ...over,
});

const renderIt = (userId = 'hr1') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffOvertimeRequests role="HR" userId={userId} />
    </QueryClientProvider>,
  );

describe('StaffOvertimeRequests (HR and Admin, on the Attendance tab)', () => {
  it('shows nothing on a fresh install: both lists empty', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/api/hr/on-duty-requests') || call.url.endsWith('/api/hr/overtime-claims')
        ? jsonResponse([])
        : undefined,
    );
    const { container } = renderIt();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/hr/')).length).toBe(2));
    expect(container).toBeEmptyDOMElement();
  });

  it('lists what waits with whom it waits for, decides as an override, and shows the decided', async () => {
    const compOff = claim({ kind: 'comp-off', compOffDays: 1 });
    const decided = claim({
      id: 'c2',
      employeeName: 'Gita Rao',
      date: '2026-11-17',
      status: 'Approved',
      approvedMinutes: 120,
      decidedBy: { id: 'm1', name: 'Mohan Das' },
      decidedAt: '2026-11-18T05:00:00.000Z',
    });
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/hr/on-duty-requests')) return jsonResponse([request]);
      if (call.url.endsWith('/api/hr/overtime-claims'))
        return jsonResponse([{ ...compOff, deciderKind: 'hr', currentDecider: null, step: 1 }, decided]);
      if (call.url.endsWith('/approve')) return jsonResponse({});
      return undefined;
    });
    renderIt();
    const rows = await screen.findAllByTestId('staff-overtime-pending');
    expect(rows[0]).toHaveTextContent('Waits for Mohan Das');
    expect(rows[0]).toHaveTextContent('Work from home · 24/11/2026 · Plumber visiting');
    expect(rows[1]).toHaveTextContent('Waits for HR');
    expect(rows[1]).toHaveTextContent('worked 8 h on a weekly off or holiday: earns 1 day of comp-off');
    // A comp-off claim is approved whole: no hours to choose.
    expect(within(rows[1]!).queryByLabelText('Hours to approve')).toBeNull();
    expect(screen.getByTestId('staff-overtime-decided')).toHaveTextContent(
      'Gita Rao · Overtime 2 h · 17/11/2026 · Approved by Mohan Das',
    );

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Approve request' }));
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Approve comp-off' }));
    await waitFor(() => {
      const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.url);
      expect(puts.some((u) => u.endsWith('/api/approvals/on-duty-requests/r1/approve'))).toBe(true);
      expect(puts.some((u) => u.endsWith('/api/approvals/overtime-claims/c1/approve'))).toBe(true);
    });
  });

  it("shows the viewer's own request without buttons: nobody decides their own", async () => {
    stubFetch((call) => {
      if (call.url.endsWith('/api/hr/on-duty-requests'))
        return jsonResponse([{ ...request, employeeId: 'hr1', employeeName: 'Hema Rao' }]);
      if (call.url.endsWith('/api/hr/overtime-claims')) return jsonResponse([]);
      return undefined;
    });
    renderIt('hr1');
    const row = await screen.findByTestId('staff-overtime-pending');
    expect(row).toHaveTextContent('Waits for Mohan Das · Your own request');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('withdraws an approval whose first day is still to come, with a reason; a begun one has no button', async () => {
    const ahead = {
      ...request,
      id: 'r9',
      from: '2099-03-10',
      to: '2099-03-10',
      dates: ['2099-03-10'],
      status: 'Approved' as const,
      decidedBy: { id: 'm1', name: 'Mohan Das' },
      decidedAt: '2026-11-20T05:00:00.000Z',
    };
    const begun = { ...ahead, id: 'r8', from: '2026-01-05', to: '2026-01-05', dates: ['2026-01-05'] };
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/hr/on-duty-requests')) return jsonResponse([ahead, begun]);
      if (call.url.endsWith('/api/hr/overtime-claims')) return jsonResponse([]);
      if (call.url.endsWith('/api/hr/on-duty-requests/r9/cancel'))
        return jsonResponse({ ...ahead, status: 'Cancelled' });
      return undefined;
    });
    renderIt();
    const open = await screen.findByRole('button', { name: 'Cancel the approval of Rita Paul, 10/03/2099' });
    expect(screen.getAllByRole('button', { name: /^Cancel the approval of/ })).toHaveLength(1);
    fireEvent.click(open);
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Meeting moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the approval' }));
    await waitFor(() => {
      const put = calls.find(
        (c) => c.method === 'PUT' && c.url.endsWith('/api/hr/on-duty-requests/r9/cancel'),
      );
      expect(put?.body).toEqual({ reason: 'Meeting moved' });
    });
  });
});
