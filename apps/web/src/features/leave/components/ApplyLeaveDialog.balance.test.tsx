import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES, LEAVE_POLICY_MESSAGES, type LeaveBalance, type LeavePreview } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';

beforeAll(polyfillRadixForJsdom);

const balance = (overrides: Partial<LeaveBalance>): LeaveBalance => ({
  type: 'Paid Leave',
  unlimited: false,
  countsAgainst: null,
  opening: 0,
  accrued: 16.5,
  taken: 14.5,
  pending: 0,
  lapsed: 0,
  adjusted: 0,
  available: 2,
  unpaid: 0,
  monthUsed: null,
  monthMax: null,
  ...overrides,
});

const BALANCES = [
  balance({}),
  balance({ type: 'Sick Leave', accrued: 12, taken: 10, available: 2 }),
  balance({
    type: 'Short Leave',
    unlimited: true,
    available: null,
    accrued: 0,
    taken: 1,
    monthUsed: 1,
    monthMax: 2,
  }),
  balance({ type: 'Half Day', countsAgainst: 'Paid Leave', unlimited: false, available: null, taken: 1 }),
];

/** The server's preview: Sick Leave over 23-27 November (Mon-Fri) takes 5 days, refused beyond 2. */
function previewOf(url: URL): LeavePreview {
  const type = url.searchParams.get('type') as LeavePreview['type'];
  const start = url.searchParams.get('startDate')!;
  const end = url.searchParams.get('endDate')!;
  const days = Number(end.slice(8)) - Number(start.slice(8)) + 1;
  const workingDates = Array.from({ length: days }, (_, i) => `2026-11-${Number(start.slice(8)) + i}`);
  return {
    type,
    balanceType: type === 'Half Day' ? 'Paid Leave' : type,
    days: type === 'Half Day' ? 0.5 : days,
    workingDates,
    sandwichDates: [],
    available: 2,
    unpaidDays: 0,
    refusal: days > 2 ? LEAVE_POLICY_MESSAGES.notEnough(type, 2) : null,
    // Short Leave has no quota: nothing to add up.
    balance: type === 'Short Leave' ? null : { now: 1.5, accruing: 1.5, accrualOn: '2026-12-01', pending: 1 },
  };
}

function setup() {
  const previews: string[] = [];
  const posts: unknown[] = [];
  stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/config') return jsonResponse(orgConfig());
    if (url.pathname === '/api/employees/u1/leave-balances') return jsonResponse(BALANCES);
    if (url.pathname === '/api/employees/u1/leave-preview') {
      previews.push(url.search);
      return jsonResponse(previewOf(url));
    }
    if (url.pathname === '/api/employees/u1/leaves' && call.method === 'POST') {
      posts.push(call.body);
      return jsonResponse({ message: LEAVE_POLICY_MESSAGES.notEnough('Sick Leave', 2) }, 422);
    }
    return jsonResponse([]);
  });
  const { user } = renderWithClient(<ApplyLeaveDialog userId="u1" />);
  return { user, previews, posts };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByRole('combobox', { name: 'Leave Type' }));
  await user.click(await screen.findByRole('option', { name: type }));
}

async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: number) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b${day} November 2026`) }));
}

describe('Apply for Leave: balance and preview (issue 20)', () => {
  it("shows the chosen type's balance, the days the request takes, and the refusal before submitting", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, previews, posts } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Leave' });
    expect(within(dialog).queryByTestId('leave-preview')).not.toBeInTheDocument();

    await chooseType(user, 'Sick Leave');
    const preview = within(dialog).getByTestId('leave-preview');
    expect(await within(preview).findByText('Sick Leave balance: 2 days available.')).toBeInTheDocument();
    await pickDay(user, 'Start Date', 23);
    // No end date yet: nothing to work out.
    expect(previews).toEqual([]);
    await pickDay(user, 'End Date', 27);
    expect(
      await within(preview).findByText(LEAVE_POLICY_MESSAGES.notEnough('Sick Leave', 2)),
    ).toBeInTheDocument();
    expect(preview).toHaveTextContent('This request takes 5 days');
    expect(previews).toEqual(['?type=Sick+Leave&startDate=2026-11-23&endDate=2026-11-27']);

    // Within the balance: the refusal goes away as the dates change.
    await pickDay(user, 'End Date', 24);
    await waitFor(() => expect(preview).toHaveTextContent('This request takes 2 days'));
    // One balance sentence that adds up replaces today's balance once the dates are known.
    expect(within(preview).getByTestId('leave-balance-sentence')).toHaveTextContent(
      'You can take 2 more days in November: 1.5 now + 1.5 on 1 December − 1 pending.',
    );
    expect(within(preview).queryByText('Sick Leave balance: 2 days available.')).not.toBeInTheDocument();
    expect(
      within(preview).queryByText(LEAVE_POLICY_MESSAGES.notEnough('Sick Leave', 2)),
    ).not.toBeInTheDocument();

    // Issue 40: while the preview says no, Submit is disabled and nothing is sent.
    await pickDay(user, 'End Date', 27);
    const submit = within(dialog).getByRole('button', { name: 'Submit Request' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(preview).getByText(LEAVE_POLICY_MESSAGES.notEnough('Sick Leave', 2))).toBeInTheDocument();
    expect(posts).toEqual([]);

    // The server has the last word: allowed by the preview, refused on applying (its 422 is the toast's text).
    await pickDay(user, 'End Date', 24);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(LEAVE_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it("shows Half Day's balance from Paid Leave, and Short Leave's monthly count", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Leave' });
    await chooseType(user, 'Half Day');
    const preview = within(dialog).getByTestId('leave-preview');
    expect(
      await within(preview).findByText('Half Day balance (taken from Paid Leave): 2 days available.'),
    ).toBeInTheDocument();
    await pickDay(user, 'Date', 23);
    await waitFor(() => expect(preview).toHaveTextContent('This request takes 0.5 day of Paid Leave'));

    await chooseType(user, 'Short Leave');
    expect(
      await within(preview).findByText('Short Leave: no quota (1 of 2 this month).'),
    ).toBeInTheDocument();
  });
});
