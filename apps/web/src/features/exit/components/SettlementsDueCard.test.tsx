import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SettlementDue } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { SettlementsDueCard } from './SettlementsDueCard';

const URL_END = '/api/exits/settlements/due';
const DUE: SettlementDue[] = [
  {
    exitId: 'e1',
    person: { id: 'p1', name: 'Lata Nair' },
    lastWorkingDay: '2026-11-16',
    dueOn: '2026-11-18',
    state: 'late',
  },
  {
    exitId: 'e2',
    person: { id: 'p2', name: 'Kiran Desai' },
    lastWorkingDay: '2026-11-18',
    dueOn: '2026-11-21',
    state: 'near',
  },
];

describe('SettlementsDueCard (HR and Admin Home, issue 43)', () => {
  it('warns of each settlement near or past its due date; a name opens the person’s page', async () => {
    stubFetch(({ url }) => (url.endsWith(URL_END) ? jsonResponse(DUE) : undefined));
    const openProfile = vi.fn();
    const { user } = renderWithClient(<SettlementsDueCard role="HR" openProfile={openProfile} />);
    const card = await screen.findByRole('region', { name: 'Settlements due' });
    expect(card).toHaveTextContent('Late: was due 18/11/2026');
    expect(card).toHaveTextContent('Due 21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Kiran Desai' }));
    expect(openProfile).toHaveBeenCalledWith('p2');
  });

  it('shows nothing when none is due, and never asks for an employee', async () => {
    const { calls } = stubFetch(({ url }) => (url.endsWith(URL_END) ? jsonResponse([]) : undefined));
    renderWithClient(<SettlementsDueCard role="Admin" />);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith(URL_END))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Settlements due' })).toBeNull();
    const employee = stubFetch(() => undefined);
    renderWithClient(<SettlementsDueCard role="Employee" />);
    expect(employee.calls).toEqual([]);
  });
});
