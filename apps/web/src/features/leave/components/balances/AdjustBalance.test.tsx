import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_POLICY_MESSAGES, type LeaveBalance } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { LeaveBalances } from './LeaveBalances';

const balance = (type: LeaveBalance['type'], overrides: Partial<LeaveBalance> = {}): LeaveBalance => ({
  type,
  unlimited: false,
  countsAgainst: null,
  opening: 0,
  accrued: 12,
  taken: 2,
  pending: 0,
  lapsed: 0,
  adjusted: 0,
  available: 10,
  unpaid: 0,
  monthUsed: null,
  monthMax: null,
  ...overrides,
});

const BALANCES = [
  balance('Sick Leave'),
  balance('Paid Leave', { available: 4.5 }),
  balance('Short Leave', { unlimited: true, available: null, monthUsed: 0, monthMax: 2 }),
  balance('Half Day', { countsAgainst: 'Paid Leave', available: null }),
];

function setup() {
  const { calls } = stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    if (call.url === '/api/employees/e1/leave-balances') return jsonResponse(BALANCES);
    if (call.url === '/api/leave-policies') return jsonResponse({ yearStartMonth: 4, policies: [] });
    if (call.url === '/api/employees/e1/leave-ledger?year=2026')
      return jsonResponse([
        {
          id: 'r1',
          type: 'Paid Leave',
          kind: 'adjustment',
          days: -0.5,
          date: '2026-06-10',
          leaveId: null,
          reason: 'Late joining correction',
          createdByName: 'Harish HR',
          createdAt: '2026-06-10T04:30:00.000Z',
        },
      ]);
    if (call.url === '/api/employees/e1/leave-adjustments' && call.method === 'POST')
      return jsonResponse(
        {
          id: 'r2',
          type: 'Paid Leave',
          kind: 'adjustment',
          days: 1.5,
          date: '2026-11-20',
          leaveId: null,
          reason: 'Worked on Diwali',
          createdByName: 'Harish HR',
          createdAt: '2026-11-20T04:30:00.000Z',
        },
        201,
      );
    return undefined;
  });
  const { user } = renderWithClient(<LeaveBalances personId="e1" personName="Esha" canAdjust />);
  return { user, calls };
}

describe("A person's balances (HR view)", () => {
  it('shows each card, and the ledger of the current April-March leave year', async () => {
    const { user } = setup();
    expect(await screen.findByRole('region', { name: 'Paid Leave balance' })).toHaveTextContent(
      '4.5 days available',
    );
    const shortLeave = screen.getByRole('region', { name: 'Short Leave balance' });
    expect(shortLeave).toHaveTextContent('0 of 2 this month');
    // The headline is the month's; the figures under it say they are the leave year's.
    expect(within(shortLeave).getByText('Taken this year').nextSibling).toHaveTextContent('2');
    expect(within(shortLeave).getByText('Pending this year')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sick Leave balance' })).getByText('Taken'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Half Day balance' })).toHaveTextContent('Uses Paid Leave');
    await user.click(screen.getByRole('button', { name: 'View ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave ledger' });
    expect(within(dialog).getByLabelText('Leave year')).toHaveDisplayValue('April 2026 - March 2027');
    const table = await within(dialog).findByRole('table', { name: 'Leave ledger' });
    expect(table).toHaveTextContent('10/06/2026');
    expect(table).toHaveTextContent('-0.5');
    expect(table).toHaveTextContent('Late joining correction');
    expect(table).toHaveTextContent('by Harish HR');
  });

  it('adjusts a type with a quota: refuses a zero or a missing reason with the contract messages, then saves', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: 'Paid Leave balance' });
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust leave balance' });
    // Only types keeping their own quota can be adjusted.
    const type = within(dialog).getByLabelText('Leave type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sick Leave', 'Paid Leave']);
    await user.selectOptions(type, 'Paid Leave');
    await user.type(within(dialog).getByLabelText('Days'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.adjustmentDays)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.adjustmentReason)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Worked on Diwali');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.adjusted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'Paid Leave',
      days: 1.5,
      reason: 'Worked on Diwali',
    });
    expect(screen.queryByRole('dialog', { name: 'Adjust leave balance' })).not.toBeInTheDocument();
  });
});
