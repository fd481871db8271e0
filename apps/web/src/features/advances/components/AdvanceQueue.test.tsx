import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Advance } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { AdvanceQueue } from './AdvanceQueue';

// Advances pending for me, 50 a page from the server (docs/claims.md "The queues").
const pending = (n: number): Advance => ({
  id: `a${n}`,
  kind: 'Advance',
  employeeId: `u${n}`,
  employeeName: `Person ${n}`,
  amount: 1000 + n,
  reason: 'Rent deposit',
  instalmentCount: 2,
  status: 'Pending',
  submittedAt: '2026-11-20T04:00:00.000Z',
  disbursal: null,
  disbursedIn: null,
  paidOn: null,
  recovered: 0,
  waived: 0,
  outstanding: 0,
  instalments: [],
  decisions: [],
  step: 1,
  deciderKind: 'hr',
  currentDecider: null,
});

function server(count: number) {
  const waiting = Array.from({ length: count }, (_, i) => pending(i + 1));
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/advances/queue') return undefined;
    const limit = Number(url.searchParams.get('limit'));
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const next = start + limit < waiting.length ? String(start + limit) : null;
    return jsonResponse({
      rows: waiting.slice(start, start + limit),
      nextCursor: next,
      total: waiting.length,
    });
  });
}

const renderIt = (onlyWhenWaiting = false) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdvanceQueue onlyWhenWaiting={onlyWhenWaiting} />
      <p>after</p>
    </QueryClientProvider>,
  );

describe('AdvanceQueue', () => {
  it('pages 50 at a time from the server', async () => {
    const { calls } = server(60);
    renderIt();
    expect(
      await screen.findByRole('article', { name: 'Advance of ₹1,001 for Person 1' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByText('1–50 of 60 waiting, oldest first')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of advances pending for me' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('article', { name: 'Advance of ₹1,060 for Person 60' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(calls.map((c) => c.url.split('?')[1])).toEqual(['limit=50', 'limit=50&cursor=50']);
  });

  it('on My Team shows nothing until something waits; the Claims tab says none wait', async () => {
    server(0);
    renderIt(true);
    await screen.findByText('after');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Advances pending for me' })).not.toBeInTheDocument();
    expect(screen.queryByText('Advances pending for me')).not.toBeInTheDocument();
  });

  it('the Claims tab shows the empty text', async () => {
    server(0);
    renderIt();
    expect(await screen.findByText('No advance requests wait for you.')).toBeInTheDocument();
  });
});
