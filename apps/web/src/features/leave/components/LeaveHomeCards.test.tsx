import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaveRequest, Role } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { LeaveHomeCards } from './LeaveHomeCards';

const base: LeaveRequest = {
  _id: 'x',
  id: 'x',
  employeeId: 'me',
  employeeName: 'Me',
  type: 'Paid Leave',
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  reason: '',
  status: 'Pending',
  rejectionReason: null,
  createdAt: '2026-11-20T04:30:00.000Z',
};

function renderCards(role: Role, leaves: LeaveRequest[]) {
  stubFetch(() => jsonResponse(leaves));
  const user = { _id: 'me', id: 'me', name: 'Me', email: 'me@example.com', role };
  renderWithClient(<LeaveHomeCards user={user} role={role} />);
}

describe('Home leave cards', () => {
  it('counts every applied request per type and shows the newest application (Employee titles)', async () => {
    renderCards('Employee', [
      {
        ...base,
        _id: 'a',
        type: 'Sick Leave',
        startDate: '2026-12-07',
        endDate: '2026-12-09',
        status: 'Approved',
      },
      { ...base, _id: 'b', type: 'Paid Leave', status: 'Rejected' },
      { ...base, _id: 'c', type: 'Paid Leave' },
    ]);
    const summary = await screen.findByRole('region', { name: 'Leave Requests Summary' });
    expect(within(summary).getByText('Sick Leave').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Paid Leave').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Half Day').nextSibling).toHaveTextContent('0');
    const last = screen.getByRole('region', { name: 'Last Leave Application' });
    expect(last).toHaveTextContent('Sick Leave');
    expect(last).toHaveTextContent('07/12/2026');
    expect(last).toHaveTextContent('09/12/2026');
    expect(last).toHaveTextContent('Approved');
  });

  it("uses 'My Applied Leaves' and 'My Last Leave Application' for HR and Admin, with an empty state", async () => {
    renderCards('HR', []);
    expect(await screen.findByRole('region', { name: 'My Applied Leaves' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My Last Leave Application' })).toBeInTheDocument();
    expect(screen.getByText('You have not applied for any leave.')).toBeInTheDocument();
  });
});
