import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SetupStatus } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { SetupGuide } from './SetupGuide';

const steps = (done: boolean): SetupStatus['steps'] => [
  ...(
    ['organisation', 'goLive', 'holidays', 'workWeek', 'leavePolicies', 'payrollSettings', 'people'] as const
  ).map((id) => ({ id, done: done || id === 'holidays', available: true })),
  { id: 'openingBalances', done: false, available: false },
];

function show(status: SetupStatus) {
  stubFetch((call) => (call.url.endsWith('/api/admin/setup-status') ? jsonResponse(status) : undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SetupGuide />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('SetupGuide', () => {
  it('lists each step done or not with a link to where it is done, and where mail goes', async () => {
    show({ steps: steps(false), mail: { mode: 'outbox', outboxPath: '/srv/hrms/data/outbox' } });
    const list = await screen.findByRole('list', { name: 'Setup steps' });
    expect(within(list).getByRole('link', { name: 'Holidays' })).toHaveAttribute(
      'href',
      '/?tab=work-calendar',
    );
    expect(within(list).getAllByText('(Not done)')).toHaveLength(6);
    expect(within(list).getByText('(Done)')).toBeInTheDocument();
    expect(within(list).getByText('(Coming soon)')).toBeInTheDocument();
    expect(screen.getByText('1 of 7 steps done. Each step opens where it is done.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('/srv/hrms/data/outbox');
    expect(screen.queryByRole('button', { name: 'Hide the setup guide' })).not.toBeInTheDocument();
  });

  it('once every step is done it can be hidden', async () => {
    show({ steps: steps(true), mail: { mode: 'smtp', outboxPath: null } });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the setup guide' }));
    expect(screen.queryByRole('list', { name: 'Setup steps' })).not.toBeInTheDocument();
    expect(localStorage.getItem('hrms.setup-guide.hidden')).toBe('1');
  });
});
