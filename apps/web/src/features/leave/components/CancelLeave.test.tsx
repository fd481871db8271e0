import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEAVE_POLICY_MESSAGES, type LeaveBalance, type LeaveRequest, type Role } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { jsonResponse, orgConfig, stubFetch, type FetchHandler } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useLeaveLiveUpdates } from '../hooks/use-leave-live-updates';
import { ApproverLeaveTable } from './ApproverLeaveTable';
import { LeaveBalances } from './balances/LeaveBalances';
import { MyLeaveRequestsTable } from './MyLeaveRequestsTable';

// The organisation's today is Friday 20 November 2026.
function leave(overrides: Partial<LeaveRequest>): LeaveRequest {
  return {
    _id: 'l0',
    id: 'l0',
    employeeId: 'me',
    employeeName: 'Me Myself',
    type: 'Paid Leave',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    reason: '',
    status: 'Pending',
    rejectionReason: null,
    createdAt: '2026-11-18T04:30:00.000Z',
    days: 1,
    unpaidDays: 0,
    sandwichDates: [],
    cancellationReason: null,
    ...overrides,
  };
}

function paid(available: number): LeaveBalance {
  return {
    type: 'Paid Leave',
    unlimited: false,
    countsAgainst: null,
    opening: 0,
    accrued: 3,
    taken: 3 - available,
    pending: 0,
    lapsed: 0,
    adjusted: 0,
    available,
    unpaid: 0,
    monthUsed: null,
    monthMax: null,
  };
}

function Live({ role }: { role: Role }) {
  useLeaveLiveUpdates({ id: 'me' }, role);
  return null;
}

function render(ui: React.ReactNode, role: Role, handler: FetchHandler) {
  const stub = stubFetch((call) => (call.url === '/api/config' ? jsonResponse(orgConfig()) : handler(call)));
  const rendered = renderWithClient(
    <>
      <Live role={role} />
      {ui}
    </>,
  );
  return { ...rendered, calls: stub.calls };
}

describe('Cancelling my own leave', () => {
  const mine = [
    leave({ _id: 'p1', status: 'Pending', type: 'Sick Leave', endDate: '2026-11-24', days: 2 }),
    leave({ _id: 'a1', status: 'Approved', startDate: '2026-11-25', endDate: '2026-11-25', unpaidDays: 1 }),
    leave({ _id: 'begun', status: 'Approved', startDate: '2026-11-20', endDate: '2026-11-20' }),
    leave({ _id: 'c1', status: 'Cancelled', cancellationReason: 'Plans changed' }),
  ];

  it('offers Cancel on a pending request and an approved one not begun, sends the optional reason, and shows Cancelled', async () => {
    // The list as the server has it: a cancellation is refetched (neighbours' days may change, issue 40).
    let server = mine;
    const { user, calls } = render(<MyLeaveRequestsTable userId="me" />, 'Employee', (call) => {
      if (call.url === '/api/employees/me/leaves') return jsonResponse(server);
      if (call.url === '/api/employees/me/leaves/a1/cancel') {
        const cancelled = {
          ...mine[1]!,
          status: 'Cancelled' as const,
          cancellationReason: 'Trip called off',
        };
        server = mine.map((leave) => (leave._id === 'a1' ? cancelled : leave));
        return jsonResponse(cancelled);
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'My leave requests' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 days');
    expect(rows[2]).toHaveTextContent('1 day, 1 day unpaid');
    expect(within(rows[1]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(rows[4]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(rows[4]!).getByRole('button', { name: 'Why cancelled' }));
    expect(await screen.findByRole('dialog', { name: 'Cancellation Reason' })).toHaveTextContent(
      'Plans changed',
    );
    await user.keyboard('{Escape}');

    await user.click(within(rows[2]!).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this leave request?' });
    expect(confirm).toHaveTextContent('Paid Leave, 25/11/2026');
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Trip called off');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel leave' }));

    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Cancelled'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'Trip called off' });
    // The server's echo of my own cancellation does not toast a second time.
    act(() => emitLocally('leave_status_updated', { ...mine[1]!, status: 'Cancelled' }));
    expect(
      screen.queryByText('Your leave request status has been updated to Cancelled'),
    ).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the failure toast when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = render(<MyLeaveRequestsTable userId="me" />, 'Employee', (call) => {
      if (call.url === '/api/employees/me/leaves') return jsonResponse(mine);
      if (call.url.endsWith('/cancel'))
        return jsonResponse({ message: LEAVE_POLICY_MESSAGES.cancelNotAllowed }, 409);
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'My leave requests' });
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this leave request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.cancelFailed)).toBeInTheDocument();
    expect(screen.getByText(LEAVE_POLICY_MESSAGES.cancelNotAllowed)).toBeInTheDocument();
    expect(confirm).toBeInTheDocument();
  });
});

describe('HR cancels an approved leave', () => {
  it('needs a reason, sends it to the HR path, and shows the request as Cancelled', async () => {
    const approved = leave({
      _id: 'x1',
      employeeId: 'e1',
      employeeName: 'Esha Employee',
      status: 'Approved',
    });
    let server = [approved, leave({ _id: 'own', status: 'Approved' })];
    const { user, calls } = render(<ApproverLeaveTable role="HR" userId="me" />, 'HR', (call) => {
      if (call.url === '/api/hr/leave-requests') return jsonResponse(server);
      if (call.url === '/api/hr/leave-requests/x1/cancel') {
        const cancelled = {
          ...approved,
          status: 'Cancelled' as const,
          cancellationReason: 'Needed at the audit',
        };
        server = [cancelled, server[1]!];
        return jsonResponse(cancelled);
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Pending leave requests' });
    const rows = within(table).getAllByRole('row');
    // My own approved leave is not mine to cancel here.
    expect(within(rows[2]!).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel approved leave' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.cancelReason)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Needed at the audit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'Needed at the audit' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cancelled'));
    expect(
      within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Why cancelled' }),
    ).toBeInTheDocument();
  });
});

describe('Balances stay live', () => {
  it('refetch on leave_balance_updated and on a status change of mine, with the toast', async () => {
    let available = 1;
    render(<LeaveBalances personId="me" />, 'Employee', (call) =>
      call.url === '/api/employees/me/leave-balances' ? jsonResponse([paid(available)]) : undefined,
    );
    const card = await screen.findByRole('region', { name: 'Paid Leave balance' });
    expect(card).toHaveTextContent('1 day available');

    available = 2;
    act(() =>
      emitLocally('leave_status_updated', leave({ _id: 'x', status: 'Cancelled', cancellationReason: 'HR' })),
    );
    expect(
      await screen.findByText('Your leave request status has been updated to Cancelled'),
    ).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('2 days available'));

    available = 4.5;
    act(() => emitLocally('leave_balance_updated', { employeeId: 'someone-else' }));
    act(() => emitLocally('leave_balance_updated', { employeeId: 'me' }));
    await waitFor(() => expect(card).toHaveTextContent('4.5 days available'));
  });
});
