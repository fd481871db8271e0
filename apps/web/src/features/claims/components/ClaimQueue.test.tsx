import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Claim } from '@hrms/shared';
import { jsonResponse, stubFetch, type FetchCall } from '../../../test/fetch-stub';
import { claimKeys } from '../api/claims';
import { ClaimQueue } from './ClaimQueue';

// HR's queue under the `hr` flow: 120 claims wait, asked 50 a page from the server (docs/claims.md "The queues").
const pending = (n: number): Claim => ({
  id: `k${n}`,
  number: `CL-${n}`,
  employeeId: `u${n}`,
  employeeName: `Person ${n}`,
  status: 'Pending',
  submittedAt: '2026-11-18T05:00:00.000Z',
  claimed: 500,
  approved: null,
  payMonth: null,
  step: 1,
  deciderKind: 'hr',
  currentDecider: null,
  lines: [
    {
      id: `l${n}`,
      date: '2026-11-18',
      category: 'Travel',
      taxable: false,
      amount: 500,
      distanceKm: null,
      description: 'Bus to the site',
      approved: null,
      reason: null,
      receiptUrl: null,
      receiptName: null,
    },
  ],
  decisions: [],
});

/** The server: the queue a page at a time (cursor = the index to start at), and decisions that empty it. */
function server(count: number) {
  let waiting = Array.from({ length: count }, (_, i) => pending(i + 1));
  const stub = stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/claims/queue') {
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const rows = waiting.slice(start, start + limit);
      const next = start + limit < waiting.length ? String(start + limit) : null;
      return jsonResponse({ rows, nextCursor: next, total: waiting.length });
    }
    const decided = /^\/api\/claims\/(k\d+)\/decision$/.exec(url.pathname);
    if (decided && call.method === 'POST') {
      const claim = waiting.find((c) => c.id === decided[1])!;
      waiting = waiting.filter((c) => c !== claim);
      return jsonResponse({ ...claim, status: 'Approved', approved: 500, payMonth: 'November 2026' });
    }
    return undefined;
  });
  return {
    ...stub,
    queueCalls: () =>
      stub.calls.filter((c) => c.url.includes('/api/claims/queue')).map((c) => c.url.split('?')[1]),
    add: (claim: Claim) => (waiting = [...waiting, claim]),
  };
}

function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClaimQueue />
    </QueryClientProvider>,
  );
  return client;
}

const cards = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('ClaimQueue', () => {
  it('asks the server for 50 at a time; Next asks with the cursor, Previous asks nothing', async () => {
    const s = server(120);
    renderIt();
    expect(await screen.findByRole('article', { name: 'Claim CL-1' })).toBeInTheDocument();
    expect(cards()).toHaveLength(50);
    expect(screen.getByText('1–50 of 120 waiting, oldest first')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of claims pending for me' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(s.queueCalls()).toEqual(['limit=50']);

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Claim CL-51' })).toBeInTheDocument();
    expect(cards()).toEqual(Array.from({ length: 50 }, (_, i) => `Claim CL-${i + 51}`));
    expect(screen.getByText('51–100 of 120 waiting, oldest first')).toBeInTheDocument();
    expect(s.queueCalls()).toEqual(['limit=50', 'limit=50&cursor=50']);

    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Claim CL-1' })).toBeInTheDocument();
    expect(s.queueCalls()).toHaveLength(2);
  });

  it('a decision on page 2 reloads the pages seen: the claim leaves and the next one moves up', async () => {
    const s = server(120);
    renderIt();
    await screen.findByRole('article', { name: 'Claim CL-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const card = await screen.findByRole('article', { name: 'Claim CL-51' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve CL-51' }));
    expect(await screen.findByText('51–100 of 119 waiting, oldest first')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Claim CL-51' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Claim CL-101' })).toBeInTheDocument();
    expect(s.calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/claims/k51/decision'))).toBe(true);
  });

  it('a live event (the query key invalidated, as live.ts does) brings a new claim; one page shows no pager', async () => {
    const s = server(2);
    const client = renderIt();
    await screen.findByRole('article', { name: 'Claim CL-2' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/waiting, oldest first/)).not.toBeInTheDocument();
    s.add(pending(3));
    await act(() => client.invalidateQueries({ queryKey: claimKeys.all }));
    expect(await screen.findByRole('article', { name: 'Claim CL-3' })).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    server(0);
    renderIt();
    expect(await screen.findByText('No claims wait for you.')).toBeInTheDocument();
  });
});
