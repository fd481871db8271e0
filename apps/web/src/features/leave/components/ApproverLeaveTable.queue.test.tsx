import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LeaveRequest, Role } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ApproverLeaveTable } from './ApproverLeaveTable';

// Four-eyes (issue 39) and stale queues (issue 40, item 9): what a pending row offers its viewer.
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
    createdAt: '2026-11-18T04:30:00.000Z',
    lockedMonth: null,
    ...overrides,
  };
}

function show(role: Role, rows: LeaveRequest[]) {
  const prefix = role === 'Admin' ? '/api/admin' : '/api/hr';
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    if (call.url === `${prefix}/leave-requests`) return jsonResponse(rows);
    return undefined;
  });
  renderWithClient(
    <MemoryRouter>
      <ApproverLeaveTable role={role} userId="me" />
    </MemoryRouter>,
  );
}

const rowNamed = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Pending leave requests' });
  return within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;
};

describe('the pending queue', () => {
  it('HR: own row has a note and no buttons; a locked row says so, offers Reject and asks for an Admin', async () => {
    show('HR', [
      leave({ _id: 'open', employeeName: 'Olga Open' }),
      leave({ _id: 'own', employeeId: 'me', employeeName: 'Me Myself', selfDecision: 'refused' }),
      leave({
        _id: 'old',
        employeeName: 'Ravi Late',
        startDate: '2026-02-20',
        endDate: '2026-02-20',
        lockedMonth: '2026-02',
      }),
    ]);
    const own = await rowNamed('Me Myself');
    expect(own).toHaveTextContent('Another HR person or an Admin decides this.');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();

    const locked = await rowNamed('Ravi Late');
    expect(locked).toHaveTextContent('February 2026 payroll is finalised');
    expect(locked).toHaveTextContent('Ask an Admin to reopen February 2026');
    expect(within(locked).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    expect(within(await rowNamed('Olga Open')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('Admin: a locked row links to the payroll run of its month; a sole approver decides their own', async () => {
    show('Admin', [
      leave({ _id: 'own', employeeId: 'me', employeeName: 'Me Myself', selfDecision: 'sole-approver' }),
      leave({ _id: 'old', employeeName: 'Ravi Late', lockedMonth: '2026-02' }),
    ]);
    const locked = await rowNamed('Ravi Late');
    expect(within(locked).getByRole('link', { name: 'Reopen February 2026' })).toHaveAttribute(
      'href',
      '/admin?tab=salary-punch-in&period=2026-02',
    );
    const own = await rowNamed('Me Myself');
    expect(own).toHaveTextContent('You are the only approver: your decision is recorded as self-approved.');
    expect(within(own).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
