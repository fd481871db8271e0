import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaveBalance } from '@hrms/shared';
import { setLanguage } from '../../../../lib/i18n/store';
import { jsonResponse, orgConfig, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { LeaveBalances } from './LeaveBalances';

const balance = (type: string, overrides: Partial<LeaveBalance> = {}): LeaveBalance => ({
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

function setup(balances: LeaveBalance[]) {
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    if (call.url === '/api/employees/me/leave-balances') return jsonResponse(balances);
    if (call.url === '/api/leave-policies') return jsonResponse({ yearStartMonth: 4, policies: [] });
    if (call.url === '/api/employees/me/leave-ledger?year=2026')
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
        {
          id: 'r2',
          type: 'Paid Leave',
          kind: 'accrual',
          days: 1.5,
          date: '2026-07-01',
          leaveId: null,
          reason: null,
          createdByName: null,
          createdAt: '2026-07-01T00:00:00.000Z',
        },
      ]);
    return undefined;
  });
  return renderWithClient(<LeaveBalances personId="me" />);
}

afterEach(async () => {
  await setLanguage('en', false);
});

describe('My leave balances in Hindi', () => {
  it('names each card, its headline and figures in Hindi; an own type keeps its name', async () => {
    await setLanguage('hi', false);
    setup([
      balance('Paid Leave', { available: 4.5, opening: 1.5, unpaid: 2 }),
      balance('Short Leave', { unlimited: true, available: null, monthUsed: 1, monthMax: 2 }),
      balance('Half Day', { countsAgainst: 'Paid Leave', available: null }),
      balance('Sick Leave', { unlimited: true, available: null }),
      balance('Study Leave', { available: 1 }),
    ]);
    const paid = await screen.findByRole('region', { name: 'सवेतन छुट्टी में बाकी' });
    expect(paid).toHaveTextContent('4.5 दिन उपलब्ध');
    expect(within(paid).getByText('शुरुआती').nextSibling).toHaveTextContent('1.5');
    expect(within(paid).getByText('जमा हुई').nextSibling).toHaveTextContent('12');
    expect(within(paid).getByText('ली गई').nextSibling).toHaveTextContent('2');
    expect(paid).toHaveTextContent('2 दिन बिना वेतन (वेतन कटौती)');
    const short = screen.getByRole('region', { name: 'अल्प छुट्टी में बाकी' });
    expect(short).toHaveTextContent('इस महीने 2 में से 1');
    expect(within(short).getByText('इस वर्ष ली गई')).toBeInTheDocument();
    expect(within(short).getByText('इस वर्ष लंबित')).toBeInTheDocument();
    const half = screen.getByRole('region', { name: 'आधा दिन में बाकी' });
    expect(half).toHaveTextContent('सवेतन छुट्टी से ली जाती है');
    expect(half).toHaveTextContent('सवेतन छुट्टी की बाकी छुट्टी से ली जाती है।');
    expect(screen.getByRole('region', { name: 'बीमारी की छुट्टी में बाकी' })).toHaveTextContent('असीमित');
    expect(screen.getByRole('region', { name: 'Study Leave में बाकी' })).toHaveTextContent('1 दिन उपलब्ध');
    expect(screen.getByRole('button', { name: 'खाता देखें' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'बाकी छुट्टी समायोजित करें' })).toBeNull();
  });

  it('opens the ledger in Hindi: the April-March year, each change by kind, names and reasons as written', async () => {
    await setLanguage('hi', false);
    const { user } = setup([balance('Paid Leave')]);
    await user.click(await screen.findByRole('button', { name: 'खाता देखें' }));
    const dialog = await screen.findByRole('dialog', { name: 'छुट्टी का खाता' });
    expect(dialog).toHaveTextContent('आपकी बाकी छुट्टी में बदलाव');
    expect(within(dialog).getByLabelText('छुट्टी वर्ष')).toHaveDisplayValue('अप्रैल 2026 - मार्च 2027');
    const table = await within(dialog).findByRole('table', { name: 'छुट्टी का खाता' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['तारीख', 'बदलाव', 'दिन', 'कारण']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('10/06/2026समायोजनसवेतन छुट्टी-0.5Late joining correctionHarish HR द्वारा');
    expect(rows[1]).toHaveTextContent('01/07/2026जमासवेतन छुट्टी+1.5--');
  });

  it('says so in Hindi when there are no balances yet', async () => {
    await setLanguage('hi', false);
    setup([]);
    expect(await screen.findByText('अभी कोई बाकी छुट्टी नहीं है।')).toBeVisible();
  });

  it('reads as before in English', async () => {
    setup([balance('Paid Leave', { available: 0.5, unpaid: 1 })]);
    const paid = await screen.findByRole('region', { name: 'Paid Leave balance' });
    expect(paid).toHaveTextContent('0.5 day available');
    expect(paid).toHaveTextContent('1 day unpaid (loss of pay)');
  });
});
