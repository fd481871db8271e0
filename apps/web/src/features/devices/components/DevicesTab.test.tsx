import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Device, DeviceCommand, DevicePunch, DeviceRefusal, HeldPunch } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { DevicesTab } from './DevicesTab';

const device: Device = {
  _id: 'd1',
  serialNumber: 'CQZ7232260001',
  name: 'Front door',
  location: 'Head office',
  timeZone: 'Asia/Kolkata',
  allowedRanges: '',
  lastSeenAt: '2026-11-20T04:30:00.000Z',
  skewSeconds: 420,
  skewFlagged: true,
  punchesToday: 3,
  errors: 0,
  createdAt: '2026-11-20T04:00:00.000Z',
};
const punch: DevicePunch = {
  _id: 'p1',
  serialNumber: device.serialNumber,
  pin: 'A77',
  punchedAt: '2026-11-20T03:32:11.000Z',
  time: '2026-11-20 09:02',
  employeeId: null,
  employeeName: null,
  receivedAt: '2026-11-20T03:32:12.000Z',
};
const refusal: DeviceRefusal = {
  serialNumber: 'UNKNOWN0001',
  address: '203.0.113.7',
  reason: 'unknown serial',
  lastAt: '2026-11-20T04:00:00.000Z',
  attempts: 4,
};

const held: HeldPunch = {
  _id: 'h1',
  serialNumber: device.serialNumber,
  deviceName: 'Front door',
  pin: '7',
  punchedAt: '2026-11-20T04:40:00.000Z',
  time: '2026-11-20 10:10',
  receivedAt: '2026-11-20T04:30:00.000Z',
  skewSeconds: 600,
  employeeId: 'e7',
  employeeName: 'Asha Rao',
};

const reboot: DeviceCommand = {
  _id: '12',
  deviceId: 'd1',
  kind: 'reboot',
  command: 'REBOOT',
  employeeName: null,
  state: 'queued',
  returnCode: null,
  queuedAt: '2026-11-20T04:31:00.000Z',
  queuedBy: 'Admin',
  sentAt: null,
  answeredAt: null,
};
const failed: DeviceCommand = {
  ...reboot,
  _id: '11',
  kind: 'setTime',
  command: 'SET OPTIONS DateTime=864122400',
  state: 'failed',
  returnCode: -1002,
  sentAt: '2026-11-20T04:30:05.000Z',
  answeredAt: '2026-11-20T04:30:07.000Z',
};

function show() {
  return stubFetch((call) => {
    if (call.url.endsWith('/api/admin/devices/d1/commands') && call.method === 'POST')
      return jsonResponse({ ...reboot, _id: '13', kind: 'queryAttlog' }, 201);
    if (call.url.endsWith('/api/admin/devices/d1/commands')) return jsonResponse([reboot, failed]);
    if (call.url.endsWith('/api/admin/devices/commands/12/cancel'))
      return jsonResponse({ ...reboot, state: 'cancelled' });
    if (call.url.endsWith('/api/admin/devices/d1/errors'))
      return jsonResponse([
        { line: 3, text: "line 3: date '2026-13-40' is not a date", receivedAt: '2026-11-20T04:30:00.000Z' },
      ]);
    if (call.url.endsWith('/api/admin/devices')) return jsonResponse([device]);
    if (call.url.endsWith('/api/admin/devices/held')) return jsonResponse([held]);
    if (call.url.endsWith('/api/admin/devices/held/review')) return jsonResponse({ reviewed: 1, days: 1 });
    if (call.url.endsWith('/api/admin/devices/settings'))
      return jsonResponse({ skewMode: 'hold', skewLimitMinutes: 5 });
    if (call.url.endsWith('/api/admin/devices/import/mapping')) return jsonResponse({ mapping: null });
    if (call.url.endsWith('/api/admin/devices/punches')) return jsonResponse([punch]);
    if (call.url.endsWith('/api/admin/devices/refusals')) return jsonResponse([refusal]);
    return undefined;
  });
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DevicesTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('DevicesTab', () => {
  it('shows each device’s health, the waiting PINs, and registers an unknown serial in one click', async () => {
    show();
    mount();
    const list = await screen.findByRole('list', { name: 'Registered devices' });
    expect(within(list).getByText('Clock 7 min fast')).toBeInTheDocument();
    expect(within(list).getByText('Front door')).toBeInTheDocument();
    expect(await screen.findByLabelText('Person for PIN A77')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Last punches received' });
    expect(within(table).getByText('Not mapped')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Register UNKNOWN0001' }));
    expect(screen.getByLabelText('Serial number')).toHaveValue('UNKNOWN0001');
  });

  it('shows the clock rule and accepts a held punch', async () => {
    const { calls } = show();
    mount();
    expect(await screen.findByLabelText('Punches from a device whose clock runs ahead')).toHaveValue('hold');
    const table = await screen.findByRole('table', { name: 'Punches held for review' });
    expect(within(table).getByText('clock 10 min fast')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Accept 2026-11-20 10:10 of Asha Rao' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/held/review'))?.body).toEqual({
        ids: ['h1'],
        decision: 'accept',
      }),
    );
  });

  it('opens a device’s status page: commands with their state, a queued one cancelled, a new one queued, the error log', async () => {
    const { calls } = show();
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Status and commands: Front door' }));
    const commands = await screen.findByRole('list', { name: 'Commands' });
    expect(within(commands).getByText('Failed (code -1002)')).toBeInTheDocument();
    expect(within(commands).getByText('C:12:REBOOT')).toBeInTheDocument();
    expect(await screen.findByText("line 3: date '2026-13-40' is not a date")).toBeInTheDocument();
    await userEvent.click(within(commands).getByRole('button', { name: 'Cancel command 12' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/commands/12/cancel'))).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Command'), 'queryAttlog');
    await userEvent.type(screen.getByLabelText('Logs from'), '2026-11-18');
    await userEvent.click(screen.getByRole('button', { name: 'Queue command' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/d1/commands') && c.method === 'POST')?.body).toEqual({
        kind: 'queryAttlog',
        from: '2026-11-18',
      }),
    );
  });
});
