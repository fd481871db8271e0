import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompOffBalance } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { MyCompOff } from './MyCompOff';

afterEach(() => localStorage.clear());

const book = (more: Partial<CompOffBalance>): CompOffBalance => ({
  leaveType: 'Comp Off',
  credited: 0,
  used: 0,
  expired: 0,
  balance: 0,
  nextExpiry: null,
  credits: [],
  ...more,
});

const show = (answer: CompOffBalance) => {
  const { calls } = stubFetch((call) =>
    call.url.endsWith('/api/employees/u1/comp-off') ? jsonResponse(answer) : undefined,
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyCompOff userId="u1" />
    </QueryClientProvider>,
  );
  return { ...view, calls };
};

describe('MyCompOff', () => {
  it('shows the balance and the next expiry once credited', async () => {
    show(book({ credited: 1, used: 0.5, balance: 0.5, nextExpiry: { on: '2027-01-07', days: 0.5 } }));
    expect(await screen.findByTestId('comp-off-balance')).toHaveTextContent(
      'Balance 0.5 day(s) · credited 1 · used 0.5 · expired 0',
    );
    expect(screen.getByText('0.5 day(s) expire on 07/01/2027.')).toBeInTheDocument();
  });

  it('shows nothing before any credit (a fresh install)', async () => {
    const { container, calls } = show(book({}));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
