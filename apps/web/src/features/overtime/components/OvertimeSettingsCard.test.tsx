import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMP_OFF_SETTINGS, DEFAULT_OVERTIME_SETTINGS } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { OvertimeSettingsCard } from './OvertimeSettingsCard';

afterEach(() => localStorage.clear());

describe('OvertimeSettingsCard', () => {
  it('shows overtime off on a fresh install and turns it on', async () => {
    const { calls } = stubFetch((call) => {
      if (!call.url.endsWith('/api/admin/overtime-settings')) return undefined;
      return call.method === 'GET' ? jsonResponse(DEFAULT_OVERTIME_SETTINGS) : jsonResponse(call.body);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OvertimeSettingsCard />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByLabelText('Make overtime claims from punches');
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save overtime settings' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ...DEFAULT_OVERTIME_SETTINGS,
        enabled: true,
      }),
    );
  });

  it('turns compensatory off on with its expiry days', async () => {
    const { calls } = stubFetch((call) => {
      if (!call.url.endsWith('/api/admin/overtime-settings')) return undefined;
      return call.method === 'GET' ? jsonResponse(DEFAULT_OVERTIME_SETTINGS) : jsonResponse(call.body);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OvertimeSettingsCard />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByLabelText('Give compensatory off for work on a weekly off or holiday');
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Comp-off expires after (days)')).toBeNull();
    await userEvent.click(toggle);
    const days = screen.getByLabelText('Comp-off expires after (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save overtime settings' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ...DEFAULT_OVERTIME_SETTINGS,
        compOff: { ...DEFAULT_COMP_OFF_SETTINGS, enabled: true, expiryDays: 90 },
      }),
    );
  });
});
