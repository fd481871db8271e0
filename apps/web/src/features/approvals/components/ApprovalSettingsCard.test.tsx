import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { ApprovalSettingsCard } from './ApprovalSettingsCard';

afterEach(() => localStorage.clear());

describe('ApprovalSettingsCard', () => {
  it('offers the flow only once the stored settings are in, and saves what the Admin picked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const stored = new Promise<Response>((resolve) => (answer = resolve));
    const { calls } = stubFetch((call) => {
      if (!call.url.endsWith('/api/admin/approval-settings')) return undefined;
      return call.method === 'GET' ? stored : jsonResponse(call.body);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ApprovalSettingsCard />
      </QueryClientProvider>,
    );
    // While the settings load there is nothing to pick (a pick would be overwritten by the answer).
    expect(screen.getByRole('status', { name: 'Loading the approval flow' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Flow')).not.toBeInTheDocument();
    answer(jsonResponse({ flow: 'hr', escalationDays: 3 }));
    await userEvent.selectOptions(await screen.findByLabelText('Flow'), 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Save approval flow' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        flow: 'manager',
        escalationDays: 3,
      }),
    );
  });

  it('turns on the automatic hand-over while a manager is on leave', async () => {
    const { calls } = stubFetch((call) => {
      if (!call.url.endsWith('/api/admin/approval-settings')) return undefined;
      return call.method === 'GET'
        ? jsonResponse({ flow: 'manager', escalationDays: 3 })
        : jsonResponse(call.body);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ApprovalSettingsCard />
      </QueryClientProvider>,
    );
    const box = await screen.findByRole('checkbox', { name: /Hand over automatically/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save approval flow' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        flow: 'manager',
        escalationDays: 3,
        handOverOnLeave: true,
      }),
    );
  });
});
