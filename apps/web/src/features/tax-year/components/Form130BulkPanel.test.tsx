import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { Form130BulkPanel } from './Form130BulkPanel';

afterEach(() => localStorage.clear());

const run = (over: object) => ({
  id: '0b3e7a52-6a0c-4a53-9d1e-0c8f3b1b2c11',
  year: 2025,
  label: '2025-26',
  status: 'running',
  done: 0,
  total: 3,
  mail: true,
  failures: [],
  zipUrl: null,
  startedAt: '2026-04-10T05:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('Form130BulkPanel', () => {
  it('starts the last tax year with e-mail, shows the progress, then the failure and the ZIP link', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith('/api/hr/tax-forms/form130/bulk') && call.method === 'POST')
        return jsonResponse(run({}), 202);
      if (call.url.includes('/api/hr/tax-forms/form130/bulk/'))
        return jsonResponse(
          run({
            status: 'finished',
            done: 3,
            failures: [{ personId: 'p', employeeId: 'EMP-0007', name: 'Ravi Das', reason: 'No slip' }],
            zipUrl: '/api/files/signed',
            finishedAt: '2026-04-10T05:01:00.000Z',
          }),
        );
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Form130BulkPanel role="HR" year={2026} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByLabelText('Tell each person by e-mail'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate all Form 130' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ year: 2025, mail: true }),
    );
    expect(await screen.findByText('Done: 2 of 3 certificates for 2025-26.')).toBeInTheDocument();
    expect(screen.getByText('EMP-0007 Ravi Das: No slip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the ZIP (2025-26)' })).toHaveAttribute(
      'href',
      '/api/files/signed',
    );
  });
});
