import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { DelegationsCard } from './DelegationsCard';

afterEach(() => localStorage.clear());

const anil = { id: 'a1', name: 'Anil Mehta' };
const priya = { id: 'p1', name: 'Priya Shah' };
const held = {
  id: 'd1',
  delegateId: anil.id,
  delegateName: anil.name,
  startDate: '2026-11-23',
  endDate: '2026-11-24',
};

function renderCard(role: Role, handler: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handler);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DelegationsCard role={role} />
    </QueryClientProvider>,
  );
  return stub;
}

describe('DelegationsCard', () => {
  it('hands over to the picked person for the dates, and ends one of my delegations', async () => {
    let delegations = [held];
    const { calls } = renderCard('Employee', (call) => {
      if (call.url.endsWith('/api/approvals/delegations') && call.method === 'GET')
        return jsonResponse({ delegations, options: [anil, priya] });
      if (call.url.endsWith('/api/approvals/delegations') && call.method === 'POST') {
        const made = { id: 'd2', delegateName: priya.name, ...(call.body as object) };
        delegations = [...delegations, made as typeof held];
        return jsonResponse(made, 201);
      }
      if (call.url.endsWith('/api/approvals/delegations/d1') && call.method === 'DELETE') {
        delegations = delegations.filter((d) => d.id !== 'd1');
        return jsonResponse(held);
      }
      return undefined;
    });
    const mine = await screen.findByRole('list', { name: 'My delegations' });
    expect(within(mine).getByText(/23\/11\/2026 to 24\/11\/2026/)).toBeInTheDocument();
    // Only HR and the Admin see everyone's.
    expect(screen.queryByRole('region', { name: "Everyone's delegations" })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('To'), priya.id);
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To the end of'), '2026-11-29');
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    // The end before the start is refused here (the server refuses it too): nothing sent.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('To the end of'));
    await userEvent.type(screen.getByLabelText('To the end of'), '2026-12-02');
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        delegateId: priya.id,
        startDate: '2026-11-30',
        endDate: '2026-12-02',
      }),
    );
    expect(await screen.findByText(/30\/11\/2026 to 02\/12\/2026/)).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'End the delegation to Anil Mehta, 23/11/2026 to 24/11/2026' }),
    );
    await waitFor(() => expect(screen.queryByText(/23\/11\/2026 to 24\/11\/2026/)).not.toBeInTheDocument());
  });

  it("shows HR everyone's delegations, and says when there are none of the viewer's own", async () => {
    renderCard('HR', (call) => {
      if (call.url.endsWith('/api/approvals/delegations/all'))
        return jsonResponse([{ ...held, delegatorId: 'm1', delegatorName: 'Mohan Das' }]);
      if (call.url.endsWith('/api/approvals/delegations'))
        return jsonResponse({ delegations: [], options: [anil] });
      return undefined;
    });
    expect(await screen.findByText('You have not handed over your approvals.')).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: "Everyone's delegations" });
    expect(await within(all).findByText('Mohan Das')).toBeInTheDocument();
  });
});
