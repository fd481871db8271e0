import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OnDutyRequest } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { setLanguage } from '../../../lib/i18n/store';
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

  it('cancels a pending request after asking, and shows it Cancelled; a decided one has no Cancel', async () => {
    const pending: OnDutyRequest = {
      ...approved,
      id: 'r2',
      from: '2026-11-26',
      to: '2026-11-27',
      dates: ['2026-11-26', '2026-11-27'],
      reason: 'Client visit',
      status: 'Pending',
      decidedBy: null,
      decidedAt: null,
    };
    let cancelled = false;
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/on-duty-modes')) return jsonResponse({ modes: ['wfh'] });
      if (call.url === '/api/employees/u1/on-duty/r2/cancel' && call.method === 'PUT') {
        cancelled = true;
        return jsonResponse({ ...pending, status: 'Cancelled', decidedBy: { id: 'u1', name: 'Rita Paul' } });
      }
      if (call.url.endsWith('/api/employees/u1/on-duty'))
        return jsonResponse([
          cancelled
            ? { ...pending, status: 'Cancelled', decidedBy: { id: 'u1', name: 'Rita Paul' } }
            : pending,
          approved,
        ]);
      return undefined;
    });
    renderIt();
    expect(await screen.findAllByRole('button', { name: /^Cancel the request for/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the request for 26/11/2026 – 27/11/2026' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent(
      "Work from home · 26/11/2026 – 27/11/2026: it leaves your manager's list",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.getAllByTestId('my-on-duty')[0]).toHaveTextContent('Cancelled'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Cancel the request for/ })).toBeNull();
  });

  it('cancels an approved request whose first day is still to come, saying the approval is withdrawn', async () => {
    const ahead: OnDutyRequest = {
      ...approved,
      id: 'r3',
      from: '2099-01-12',
      to: '2099-01-12',
      dates: ['2099-01-12'],
    };
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/on-duty-modes')) return jsonResponse({ modes: ['wfh'] });
      if (call.url === '/api/employees/u1/on-duty/r3/cancel' && call.method === 'PUT')
        return jsonResponse({ ...ahead, status: 'Cancelled' });
      if (call.url.endsWith('/api/employees/u1/on-duty')) return jsonResponse([ahead, approved]);
      return undefined;
    });
    renderIt();
    // The approved day that has come (23/11/2026) has no Cancel; the one ahead has.
    expect(await screen.findAllByRole('button', { name: /^Cancel the request for/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the request for 12/01/2099' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent(
      'Work from home · 12/01/2099: the approval is withdrawn and these days are no longer marked.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it('speaks Hindi: the card, the form, the request with its days and state, and its Cancel', async () => {
    await setLanguage('hi', false);
    try {
      stubFetch((call) => {
        if (call.url.endsWith('/on-duty-modes')) return jsonResponse({ modes: ['on-duty', 'wfh'] });
        if (call.url.endsWith('/api/employees/u1/on-duty'))
          return jsonResponse([
            {
              ...approved,
              id: 'r3',
              from: '2026-11-26',
              to: '2026-11-27',
              dates: ['2026-11-26', '2026-11-27'],
              status: 'Pending',
              decidedBy: null,
            },
          ]);
        return undefined;
      });
      renderIt();
      const item = await screen.findByTestId('my-on-duty');
      expect(item).toHaveTextContent('घर से काम · 26/11/2026 – 27/11/2026 (2 दिन)');
      expect(item).toHaveTextContent('लंबित');
      expect(
        screen.getByRole('button', { name: '26/11/2026 – 27/11/2026 का अनुरोध रद्द करें' }),
      ).toHaveTextContent('रद्द करें');
      const form = screen.getByRole('form', { name: 'ऑन ड्यूटी / घर से काम का अनुरोध करें' });
      expect(form).toHaveTextContent('प्रकार');
      expect(screen.getByRole('option', { name: 'ऑन ड्यूटी' })).toBeInTheDocument();
      expect(screen.getByLabelText('से')).toHaveAttribute('type', 'date');
    } finally {
      await setLanguage('en', false);
    }
  });
});
