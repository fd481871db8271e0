import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OnDutyRequest } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { setLanguage } from '../../../lib/i18n/store';
import { OnDutyPendingForMe } from './OnDutyPendingForMe';

afterEach(() => localStorage.clear());

const pending: OnDutyRequest = {
  id: 'r1',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  mode: 'on-duty',
  from: '2026-11-23',
  to: '2026-11-24',
  dates: ['2026-11-23', '2026-11-24'],
  reason: 'At the client in Pune',
  status: 'Pending',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OnDutyPendingForMe />
    </QueryClientProvider>,
  );

describe('OnDutyPendingForMe', () => {
  it('shows nothing while nothing waits', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/api/approvals/on-duty-requests') ? jsonResponse([]) : undefined,
    );
    const { container } = renderIt();
    await waitFor(() => expect(calls.length).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the request and approves it', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/approvals/on-duty-requests')) return jsonResponse([pending]);
      if (call.url.endsWith('/r1/approve')) return jsonResponse({ ...pending, status: 'Approved' });
      return undefined;
    });
    renderIt();
    const item = await screen.findByTestId('on-duty-pending');
    expect(item).toHaveTextContent('Rita Paul');
    expect(item).toHaveTextContent('On duty · 23/11/2026, 24/11/2026 · At the client in Pune');
    fireEvent.click(screen.getByRole('button', { name: 'Approve request' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/approvals/on-duty-requests/r1/approve')),
      ).toBe(true),
    );
  });

  it('speaks Hindi to the manager: the request, its days and the decision buttons', async () => {
    await setLanguage('hi', false);
    try {
      stubFetch((call) =>
        call.url.endsWith('/api/approvals/on-duty-requests') ? jsonResponse([pending]) : undefined,
      );
      renderIt();
      const list = await screen.findByRole('list', {
        name: 'मेरे निर्णय की प्रतीक्षा में ऑन ड्यूटी और घर से काम के अनुरोध',
      });
      expect(list).toHaveTextContent('Rita Paul');
      expect(list).toHaveTextContent('ऑन ड्यूटी · 23/11/2026, 24/11/2026 · At the client in Pune');
      expect(screen.getByLabelText('कारण (अस्वीकार करने पर)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'अनुरोध स्वीकृत करें' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'अनुरोध अस्वीकार करें' })).toBeEnabled();
    } finally {
      await setLanguage('en', false);
    }
  });
});
