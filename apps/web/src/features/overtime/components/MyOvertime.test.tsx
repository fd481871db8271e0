import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OvertimeClaim } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { MyOvertime } from './MyOvertime';

afterEach(() => localStorage.clear());

const approved: OvertimeClaim = {
  id: 'c1',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  date: '2026-11-17',
  workedMinutes: 720,
  shift: 'General',
  claimedMinutes: 180,
  approvedMinutes: 120,
  status: 'Approved',
  reason: 'Last hour not asked for',
  decidedBy: { id: 'm1', name: 'Mohan Das' },
  decidedAt: '2026-11-18T05:00:00.000Z',
  payMonth: 'November 2026',
  amount: 576.92,
  hourlyRate: 144.23,
  cap: null,
};

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyOvertime userId="u1" />
    </QueryClientProvider>,
  );

describe('MyOvertime', () => {
  it('lists the person’s own claims with what was approved, the amount and the payroll month', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/api/employees/u1/overtime') ? jsonResponse([approved]) : undefined,
    );
    renderIt();
    const item = await screen.findByTestId('my-overtime');
    expect(item).toHaveTextContent('17/11/2026 · 3 h');
    expect(item).toHaveTextContent('Approved');
    expect(item).toHaveTextContent(
      'Worked 12 h (General) · approved 2 h · ₹576.92 with the November 2026 salary · by Mohan Das',
    );
    expect(item).toHaveTextContent('Reason: Last hour not asked for');
    expect(calls.some((c) => c.url.endsWith('/api/employees/u1/overtime'))).toBe(true);
  });

  it('shows nothing while the person has no overtime (a fresh install’s Attendance tab is the spec’s)', async () => {
    const { calls } = stubFetch((call) =>
      call.url.endsWith('/api/employees/u1/overtime') ? jsonResponse([]) : undefined,
    );
    const { container } = renderIt();
    await waitFor(() => expect(calls.length).toBe(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("speaks Hindi, with hours, money and the payroll month in the organisation's Devanagari digits", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      stubFetch((call) =>
        call.url.endsWith('/api/employees/u1/overtime')
          ? jsonResponse([{ ...approved, approvedMinutes: 150 }])
          : undefined,
      );
      renderIt();
      const list = await screen.findByRole('list', { name: 'मेरा ओवरटाइम' });
      const item = await screen.findByTestId('my-overtime');
      expect(list).toContainElement(item);
      expect(item).toHaveTextContent('१७/११/२०२६ · ३ घंटे');
      expect(item).toHaveTextContent('स्वीकृत');
      expect(item).toHaveTextContent(
        'काम किया १२ घंटे (General) · स्वीकृत २ घंटे ३० मिनट · ₹५७६.९२ नवंबर २०२६ के वेतन के साथ · Mohan Das द्वारा',
      );
      expect(item).toHaveTextContent('कारण: Last hour not asked for');
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });
});
