import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PUSH_KIND_LABELS } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { PersonDevicePin } from './PersonDevicePin';
import { PushKinds } from './PushKinds';

const mount = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

afterEach(() => localStorage.clear());

describe('the PIN on the person', () => {
  it('shows the stored PIN and saves a new one', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/hr/devices/people/e7/pin') && call.method === 'GET')
        return jsonResponse({ employeeId: 'e7', pin: '0042' });
      if (call.url.endsWith('/api/hr/devices/people/e7/pin'))
        return jsonResponse({ employeeId: 'e7', pin: 'A77', applied: 2 });
      return undefined;
    });
    mount(<PersonDevicePin personId="e7" viewerRole="HR" />);
    const input = await screen.findByLabelText('Device user id (PIN)');
    expect(input).toHaveValue('0042');
    await userEvent.clear(input);
    await userEvent.type(input, 'A77');
    await userEvent.click(screen.getByRole('button', { name: 'Save device user id' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pin: 'A77' }));
    await waitFor(() => expect(input).toHaveValue('A77'));
  });
});

describe('push kinds', () => {
  it('shows each kind and saves a change at once', async () => {
    const all = { leave: true, approvals: true, payslip: true, notices: true, tasks: true };
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/push/preferences') && call.method === 'GET') return jsonResponse(all);
      if (call.url.endsWith('/api/push/preferences')) return jsonResponse({ ...all, tasks: false });
      return undefined;
    });
    mount(<PushKinds role="Employee" />);
    const tasks = await screen.findByRole('checkbox', { name: PUSH_KIND_LABELS.tasks });
    expect(tasks).toBeChecked();
    await userEvent.click(tasks);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...all, tasks: false }),
    );
    await waitFor(() => expect(tasks).not.toBeChecked());
  });
});
