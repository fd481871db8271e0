import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { DelegationsForOthersCard } from './DelegationsForOthersCard';

afterEach(() => localStorage.clear());

const mohan = { id: 'm1', name: 'Mohan Das' };
const anil = { id: 'a1', name: 'Anil Mehta' };
const held = {
  id: 'd1',
  delegatorId: mohan.id,
  delegatorName: mohan.name,
  delegateId: anil.id,
  delegateName: anil.name,
  startDate: '2026-11-23',
  endDate: '2026-11-24',
  whileOnLeave: true,
};

describe('DelegationsForOthersCard', () => {
  it("hands a manager's approvals to another person, and ends anyone's delegation", async () => {
    let all = [held];
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/approvals/delegations') && call.method === 'GET')
        return jsonResponse({ delegations: [], options: [anil, mohan] });
      if (call.url.endsWith('/api/approvals/delegations/all') && call.method === 'GET')
        return jsonResponse(all);
      if (call.url.endsWith('/api/approvals/delegations/all') && call.method === 'POST')
        return jsonResponse({ ...held, id: 'd2', ...(call.body as object) }, 201);
      if (call.url.endsWith('/api/approvals/delegations/all/d1') && call.method === 'DELETE') {
        all = [];
        return jsonResponse(held);
      }
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DelegationsForOthersCard />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: "Everyone's delegations" });
    expect(within(list).getByText(/23\/11\/2026 to 24\/11\/2026, while on leave/)).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Whose approvals')).toBeEnabled());
    // The same person on both sides is refused before the server is asked.
    await userEvent.selectOptions(screen.getByLabelText('Whose approvals'), mohan.id);
    await userEvent.selectOptions(screen.getByLabelText('To'), mohan.id);
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To the end of'), '2026-12-02');
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('To'), anil.id);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only while they are on leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        delegatorId: mohan.id,
        delegateId: anil.id,
        startDate: '2026-11-30',
        endDate: '2026-12-02',
        whileOnLeave: true,
      }),
    );

    await userEvent.click(
      screen.getByRole('button', {
        name: "End Mohan Das's delegation to Anil Mehta, 23/11/2026 to 24/11/2026",
      }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Nobody has handed over their approvals.')).toBeInTheDocument();
  });
});
