import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES, type LeaveRequest, type Role, type SessionUser } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useLeaveLiveUpdates } from '../hooks/use-leave-live-updates';
import { ApproverLeaveTab, EmployeeLeaveTab } from './LeaveTabs';

const me = (role: Role): SessionUser => ({
  _id: 'me',
  id: 'me',
  name: 'Me Myself',
  email: 'me@example.com',
  role,
});

function leave(overrides: Partial<LeaveRequest>): LeaveRequest {
  return {
    _id: 'l0',
    id: 'l0',
    employeeId: 'e1',
    employeeName: 'Esha Employee',
    type: 'Paid Leave',
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    reason: '',
    status: 'Pending',
    rejectionReason: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function LiveUpdates({ user, role }: { user: SessionUser; role: Role }) {
  useLeaveLiveUpdates(user, role);
  return null;
}

function renderTab(ui: React.ReactNode, handler: Handler) {
  const { calls } = stubFetch(
    ({ url, init }) => handler(url, init),
    () => jsonResponse([]),
  );
  // The dashboard mounts the live listener once for every tab (app/dashboard/DashboardLiveUpdates.tsx).
  const { user: viewer, role } = (ui as React.ReactElement<{ user: SessionUser; role: Role }>).props;
  const { user } = renderWithClient(
    <>
      <LiveUpdates user={viewer} role={role} />
      {ui}
    </>,
  );
  return { user, calls };
}

const pendingTable = () => screen.findByRole('table', { name: 'Pending leave requests' });

describe('Admin and HR Leave Requests tab', () => {
  const list = [
    leave({ _id: 'p1', employeeName: 'Esha Employee', reason: '' }),
    leave({ _id: 'mine', employeeId: 'me', employeeName: 'Me Myself', type: 'Half Day', reason: 'Bank' }),
    leave({
      _id: 'r1',
      employeeName: 'Ravi',
      status: 'Rejected',
      rejectionReason: 'No cover',
      type: 'Sick Leave',
      endDate: '2026-11-25',
    }),
  ];

  it('shows N/A for an empty reason, no buttons on my own request, and View Comment for HR on rejected rows', async () => {
    renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url) =>
      url === '/api/hr/leave-requests' ? jsonResponse(list) : undefined,
    );
    const table = await pendingTable();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('N/A');
    expect(within(rows[1]!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('23/11/2026 - 25/11/2026');
    expect(within(rows[3]!).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'View Comment' })).toBeInTheDocument();
  });

  it('gives Admin no View Comment (spec: HR only) and uses the admin path', async () => {
    const { calls } = renderTab(<ApproverLeaveTab user={me('Admin')} role="Admin" />, (url) =>
      url === '/api/admin/leave-requests' ? jsonResponse(list) : undefined,
    );
    await pendingTable();
    expect(screen.queryByRole('button', { name: 'View Comment' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/leave-requests')).toBe(true);
  });

  it('says nothing is pending when only recently decided requests remain', async () => {
    renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url) =>
      url === '/api/hr/leave-requests' ? jsonResponse([list[2]]) : undefined,
    );
    expect(await pendingTable()).toHaveTextContent('Ravi');
    expect(screen.getByText(LEAVE_MESSAGES.noPending)).toBeInTheDocument();
  });

  it('approves in place with the success toast', async () => {
    const { user, calls } = renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url, init) => {
      if (url === '/api/hr/leave-requests') return jsonResponse(list);
      if (url === '/api/hr/leave-requests/p1/approve' && init?.method === 'PUT')
        return jsonResponse({ ...list[0], status: 'Approved' });
      return undefined;
    });
    const table = await pendingTable();
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(LEAVE_MESSAGES.approved)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Approved'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the failure toast when approval is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url) => {
      if (url === '/api/hr/leave-requests') return jsonResponse(list);
      if (url.endsWith('/approve'))
        return jsonResponse({ message: 'This leave request has already been rejected.' }, 409);
      return undefined;
    });
    const table = await pendingTable();
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(LEAVE_MESSAGES.approveFailed)).toBeInTheDocument();
  });

  it('needs a reason to reject, keeps the dialog and its text on failure, and closes on success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = jsonResponse({ message: 'Server down' }, 500);
    // The list as the server has it: a rejection is refetched (neighbours' days may change, issue 40).
    let server = list;
    const { user, calls } = renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url) => {
      if (url === '/api/hr/leave-requests') return jsonResponse(server);
      if (url.endsWith('/reject')) return answer;
      return undefined;
    });
    const table = await pendingTable();
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for Rejection' });
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(LEAVE_MESSAGES.rejectionEmpty)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'No cover that week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(LEAVE_MESSAGES.rejectFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('   No cover that week');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rejectionReason: 'No cover that week',
    });

    const rejected = { ...list[0]!, status: 'Rejected' as const, rejectionReason: 'No cover that week' };
    answer = jsonResponse(rejected);
    server = [rejected, ...list.slice(1)];
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(LEAVE_MESSAGES.rejected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Rejected');
  });

  it("shows HR's empty message, and reloads with an info toast when someone applies", async () => {
    let current: LeaveRequest[] = [];
    renderTab(<ApproverLeaveTab user={me('HR')} role="HR" />, (url) =>
      url === '/api/hr/leave-requests' ? jsonResponse(current) : undefined,
    );
    expect(await screen.findByText(LEAVE_MESSAGES.noPending)).toBeInTheDocument();
    expect(await screen.findByText(LEAVE_MESSAGES.noOwn)).toBeInTheDocument();
    current = [leave({ _id: 'n1', employeeName: 'Nina New' })];
    act(() => emitLocally('new_leave_request', current[0]!));
    expect(await screen.findByText(LEAVE_MESSAGES.newRequest('Nina New'))).toBeInTheDocument();
    expect(await pendingTable()).toHaveTextContent('Nina New');
  });
});

describe('Employee Leave Requests tab', () => {
  it('replaces my request in place on leave_status_updated, toasts, and offers the comment', async () => {
    const mine = leave({ _id: 'm1', employeeId: 'me', employeeName: 'Me Myself' });
    let server = [mine];
    const { user } = renderTab(<EmployeeLeaveTab user={me('Employee')} role="Employee" />, (url) =>
      url === '/api/employees/me/leaves' ? jsonResponse(server) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'My leave requests' });
    expect(table).toHaveTextContent('Pending');
    expect(within(table).queryByRole('button', { name: 'View Comment' })).not.toBeInTheDocument();

    const rejected = { ...mine, status: 'Rejected' as const, rejectionReason: 'Audit week' };
    server = [rejected];
    act(() => emitLocally('leave_status_updated', rejected));
    expect(
      await screen.findByText('Your leave request status has been updated to Rejected'),
    ).toBeInTheDocument();
    expect(table).toHaveTextContent('Rejected');
    await user.click(within(table).getByRole('button', { name: 'View Comment' }));
    expect(await screen.findByRole('dialog', { name: "Admin's Comment" })).toHaveTextContent('Audit week');
  });

  it('ignores a status update that is not mine, and shows the empty message', async () => {
    renderTab(<EmployeeLeaveTab user={me('Employee')} role="Employee" />, () => undefined);
    expect(await screen.findByText(LEAVE_MESSAGES.noOwn)).toBeInTheDocument();
    act(() => emitLocally('leave_status_updated', leave({ status: 'Approved' })));
    // A decision on my request, sent last: toasts show in order, so the other one would be on screen by now.
    act(() => emitLocally('leave_status_updated', leave({ employeeId: 'me', status: 'Rejected' })));
    expect(await screen.findByText(LEAVE_MESSAGES.statusUpdated('Rejected'))).toBeInTheDocument();
    expect(screen.queryByText(LEAVE_MESSAGES.statusUpdated('Approved'))).not.toBeInTheDocument();
  });

  it("refetches my list when a request leaves, so a neighbour's sandwiched days shrink live (issue 40)", async () => {
    const friday = leave({
      _id: 'fri',
      employeeId: 'me',
      startDate: '2026-12-11',
      endDate: '2026-12-11',
      days: 1,
    });
    const monday = leave({
      _id: 'mon',
      employeeId: 'me',
      startDate: '2026-12-14',
      endDate: '2026-12-14',
      days: 3,
      sandwichDates: ['2026-12-12', '2026-12-13'],
    });
    let server = [monday, friday];
    const { calls } = renderTab(<EmployeeLeaveTab user={me('Employee')} role="Employee" />, (url) =>
      url === '/api/employees/me/leaves' ? jsonResponse(server) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'My leave requests' });
    expect(table).toHaveTextContent('3 days (incl. 12/12/2026, 13/12/2026)');

    const rejected = { ...friday, status: 'Rejected' as const, rejectionReason: 'Audit week' };
    server = [{ ...monday, days: 1, sandwichDates: [] }, rejected];
    const before = calls.filter((c) => c.url === '/api/employees/me/leaves').length;
    act(() => emitLocally('leave_status_updated', rejected));
    await waitFor(() => expect(table).not.toHaveTextContent('3 days'));
    expect(table).not.toHaveTextContent('12/12/2026');
    expect(calls.filter((c) => c.url === '/api/employees/me/leaves').length).toBe(before + 1);
  });
});
