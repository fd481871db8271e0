import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OnDutyRequest } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { MyOnDuty } from './MyOnDuty';

afterEach(() => localStorage.clear());

const approved: OnDutyRequest = {
  id: 'r1',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  mode: 'wfh',
  from: '2026-11-23',
  to: '2026-11-23',
  dates: ['2026-11-23'],
  reason: 'Plumber visiting',
  status: 'Approved',
  decidedBy: { id: 'm1', name: 'Mohan Das' },
  decidedAt: '2026-11-22T05:00:00.000Z',
  decisionReason: null,
};

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyOnDuty userId="u1" />
    </QueryClientProvider>,
  );

describe('MyOnDuty', () => {
  it('shows nothing while no mode is on and there is no request (a fresh install’s tab is the spec’s)', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/on-duty-modes')
        ? jsonResponse({ modes: [] })
        : call.url.endsWith('/api/employees/u1/on-duty')
          ? jsonResponse([])
          : undefined,
    );
    const { container } = renderIt();
    await waitFor(() => expect(calls.length).toBe(2));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('lists the person’s requests and sends a new one with the chosen mode, dates and reason', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/on-duty-modes')) return jsonResponse({ modes: ['on-duty', 'wfh'] });
      if (call.url.endsWith('/api/employees/u1/on-duty'))
        return call.method === 'POST' ? jsonResponse(approved, 201) : jsonResponse([approved]);
      return undefined;
    });
    renderIt();
    const item = await screen.findByTestId('my-on-duty');
    expect(item).toHaveTextContent('Work from home · 23/11/2026 (1 day)');
    expect(item).toHaveTextContent('Approved');
    expect(item).toHaveTextContent('Plumber visiting · by Mohan Das');

    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'on-duty' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'At the client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request on-duty / WFH' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      mode: 'on-duty',
      from: '2026-11-25',
      reason: 'At the client',
    });
  });
});
