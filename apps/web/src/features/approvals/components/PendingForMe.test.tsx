import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LeaveRequest } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { PendingForMe } from './PendingForMe';

const request = (id: string, employeeName: string, state: Partial<LeaveRequest>): LeaveRequest => ({
  _id: id,
  id,
  employeeId: `e-${id}`,
  employeeName,
  type: 'Paid Leave',
  startDate: '2026-11-30',
  endDate: '2026-11-30',
  reason: 'Family function',
  status: 'Pending',
  rejectionReason: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  step: 1,
  waitingSince: '2026-11-20T04:30:00.000Z',
  escalated: false,
  ...state,
});

const anil = { id: 'a1', name: 'Anil Mehta' };
const mohan = { id: 'm1', name: 'Mohan Das' };

describe('PendingForMe', () => {
  it('tells a cover whose approvals they hold, beside the requests held for a manager only', async () => {
    stubFetch((call) =>
      call.url.endsWith('/api/approvals/leave-requests')
        ? jsonResponse([
            // Mohan is on leave: Rita's request waits with Anil, his manager.
            request('l1', 'Rita Paul', { deciderKind: 'cover', currentDecider: anil, onBehalfOf: mohan }),
            // Anil's own report: his to decide as the manager, no note.
            request('l2', 'Mohan Das', { deciderKind: 'manager', currentDecider: anil }),
          ])
        : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PendingForMe />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Requests waiting for me' });
    const [ritas, mohans] = within(list).getAllByRole('listitem');
    expect(within(ritas!).getByText('Rita Paul')).toBeInTheDocument();
    expect(within(ritas!).getByText('Covering for Mohan Das')).toBeInTheDocument();
    expect(within(mohans!).getByText('Mohan Das')).toBeInTheDocument();
    expect(within(mohans!).queryByText(/Covering for/)).not.toBeInTheDocument();
  });
});
