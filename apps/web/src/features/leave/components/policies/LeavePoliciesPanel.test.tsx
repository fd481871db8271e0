import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAVE_POLICIES,
  LEAVE_POLICY_MESSAGES,
  LEAVE_TYPES,
  SME_LEAVE_PRESET,
  type LeavePolicies,
  type LeavePoliciesBody,
} from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { LeavePoliciesPanel } from './LeavePoliciesPanel';

const freshInstall: LeavePolicies = {
  yearStartMonth: 1,
  policies: LEAVE_TYPES.map((type) => ({ type, ...DEFAULT_LEAVE_POLICIES[type], updatedAt: null })),
};

function setup() {
  const puts: LeavePoliciesBody[] = [];
  const { calls } = stubFetch((call) => {
    if (call.url === '/api/leave-policies' && call.method === 'GET') return jsonResponse(freshInstall);
    if (call.url === '/api/leave-policies' && call.method === 'PUT') {
      const body = call.body as LeavePoliciesBody;
      puts.push(body);
      return jsonResponse({
        yearStartMonth: body.yearStartMonth ?? 1,
        policies: body.policies.map((policy) => ({ ...policy, updatedAt: '2026-11-20T04:30:00.000Z' })),
      });
    }
    return undefined;
  });
  const { user } = renderWithClient(<LeavePoliciesPanel />);
  return { user, puts, calls };
}

const card = (type: string) => screen.getByRole('region', { name: `${type} policy` });

describe('Leave policies settings', () => {
  it('shows the fresh install (no quotas), fills the SME preset in one click, and saves all four with the leave year', async () => {
    const { user, puts } = setup();
    const paid = await screen.findByRole('region', { name: 'Paid Leave policy' });
    expect(within(paid).getByLabelText('Days a year')).toHaveValue('');
    expect(within(card('Half Day')).getByLabelText('Takes from')).toHaveValue('Paid Leave');
    expect(within(card('Half Day')).getByLabelText('Days per request day')).toHaveValue('0.5');

    await user.click(screen.getByRole('button', { name: 'Apply typical Indian SME preset' }));
    expect(within(paid).getByLabelText('Days a year')).toHaveValue('18');
    expect(within(paid).getByLabelText('Accrual')).toHaveValue('monthly');
    expect(within(paid).getByLabelText('Carry forward at most')).toHaveValue('30');
    expect(within(card('Sick Leave')).getByLabelText('Days a year')).toHaveValue('12');
    expect(within(card('Short Leave')).getByLabelText('At most per month')).toHaveValue('2');
    expect(puts).toEqual([]);

    // The Admin edits the preset before saving.
    const sickQuota = within(card('Sick Leave')).getByLabelText('Days a year');
    await user.clear(sickQuota);
    await user.type(sickQuota, '10');
    await user.click(within(paid).getByRole('checkbox', { name: 'Weekly offs' }));
    await user.selectOptions(screen.getByLabelText('Leave year'), 'April to March');
    await user.click(screen.getByRole('button', { name: 'Save leave policies' }));

    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.policiesSaved)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    const sent = puts[0]!;
    expect(sent.yearStartMonth).toBe(4);
    expect(sent.policies.map((policy) => policy.type)).toEqual([...LEAVE_TYPES]);
    const byType = Object.fromEntries(sent.policies.map(({ type, ...policy }) => [type, policy]));
    expect(byType['Paid Leave']).toEqual({
      ...SME_LEAVE_PRESET['Paid Leave'],
      sandwich: { weeklyOffs: true, holidays: false },
    });
    expect(byType['Sick Leave']).toEqual({ ...SME_LEAVE_PRESET['Sick Leave'], annualQuota: 10 });
    expect(byType['Short Leave']).toEqual(SME_LEAVE_PRESET['Short Leave']);
    expect(byType['Half Day']).toEqual(SME_LEAVE_PRESET['Half Day']);
  });

  it.each([
    [
      'a negative carry-forward',
      'Paid Leave',
      'Carry forward at most',
      '-1',
      LEAVE_POLICY_MESSAGES.invalidPolicy,
    ],
    [
      'a quota with three decimals',
      'Sick Leave',
      'Days a year',
      '1.125',
      LEAVE_POLICY_MESSAGES.invalidPolicy,
    ],
    ['a weight above one', 'Half Day', 'Days per request day', '2', LEAVE_POLICY_MESSAGES.invalidPolicy],
    [
      'a lapse after 13 months',
      'Paid Leave',
      'Carried days lapse after (months)',
      '13',
      LEAVE_POLICY_MESSAGES.invalidPolicy,
    ],
  ])('refuses %s with the contract message and sends nothing', async (_case, type, label, value, message) => {
    const { user, puts } = setup();
    await screen.findByRole('region', { name: `${type} policy` });
    const input = within(card(type)).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save leave policies' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('refuses a type that takes from a type without a balance of its own', async () => {
    const { user, puts } = setup();
    await screen.findByRole('region', { name: 'Short Leave policy' });
    // Half Day takes from Paid Leave; Short Leave taking from Half Day would chain.
    await user.selectOptions(within(card('Short Leave')).getByLabelText('Takes from'), 'Half Day');
    await user.click(screen.getByRole('button', { name: 'Save leave policies' }));
    expect(await screen.findByText(LEAVE_POLICY_MESSAGES.countsAgainstChain)).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the server refusal as a toast and keeps the edits', async () => {
    const { user } = setup();
    await screen.findByRole('region', { name: 'Paid Leave policy' });
    stubFetch((call) => {
      if (call.method === 'PUT') return jsonResponse({ message: 'Only an Admin can do that.' }, 403);
      return jsonResponse(freshInstall);
    });
    await user.type(within(card('Paid Leave')).getByLabelText('Days a year'), '15');
    await user.click(screen.getByRole('button', { name: 'Save leave policies' }));
    expect(await screen.findByText('Only an Admin can do that.')).toBeInTheDocument();
    expect(within(card('Paid Leave')).getByLabelText('Days a year')).toHaveValue('15');
  });
});
