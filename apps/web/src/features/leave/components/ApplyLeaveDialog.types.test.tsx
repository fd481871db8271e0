import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveTypeInfo } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';

beforeAll(polyfillRadixForJsdom);

/** Issue 40 item 4: the dialog offers the Admin's own types, with their rules. Today: Friday 20 November 2026. */
const type = (name: string, fields: Partial<LeaveTypeInfo> = {}): LeaveTypeInfo => ({
  name,
  code: name.slice(0, 2).toUpperCase(),
  builtIn: false,
  paid: true,
  multiDay: false,
  halfDayAllowed: false,
  encashable: false,
  gender: 'any',
  minServiceMonths: 0,
  maxDaysPerRequest: null,
  source: null,
  archived: false,
  ...fields,
});
const TYPES: LeaveTypeInfo[] = [
  type('Sick Leave', { builtIn: true, multiDay: true, code: 'SL' }),
  type('Paid Leave', { builtIn: true, code: 'PL' }),
  type('Earned Leave', { multiDay: true }),
  type('Casual Leave', { halfDayAllowed: true }),
  type('Old Leave', { archived: true }),
];

function setup() {
  const posts: unknown[] = [];
  stubFetch(
    (call) => {
      if (call.url === '/api/config') return jsonResponse(orgConfig());
      if (call.url === '/api/leave-types') return jsonResponse(TYPES);
      if (call.url === '/api/employees/u1/leaves' && call.method === 'POST') {
        posts.push(call.body);
        return jsonResponse({ message: 'nope' }, 500);
      }
      return undefined;
    },
    () => jsonResponse([]),
  );
  const { user } = renderWithClient(<ApplyLeaveDialog userId="u1" />);
  return { user, posts };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Leave Type' }));
  await user.click(await screen.findByRole('option', { name }));
}

async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: number) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b${day} November 2026`) }));
}

describe("Apply for Leave with one's own types", () => {
  it('lists active types only, and names the multi-day ones', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    expect(
      await screen.findByText(
        'Sick Leave and Earned Leave may span several days; every other type is for one day.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Leave Type' }));
    expect(await screen.findByRole('option', { name: 'Casual Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old Leave' })).not.toBeInTheDocument();
  });

  it('shows the end-date picker for a multi-day type and sends its range', async () => {
    const { user, posts } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    await screen.findByText(/Earned Leave may span/);
    await chooseType(user, 'Earned Leave');
    await pickDay(user, 'Start Date', 23);
    await pickDay(user, 'End Date', 25);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ type: 'Earned Leave', startDate: '2026-11-23', endDate: '2026-11-25' });
  });

  it('offers half a day where the type allows it, and sends it', async () => {
    const { user, posts } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
    await screen.findByText(/Earned Leave may span/);
    await chooseType(user, 'Casual Leave');
    expect(screen.queryByRole('button', { name: 'End Date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Half a day only' }));
    await pickDay(user, 'Date', 23);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ type: 'Casual Leave', startDate: '2026-11-23', halfDay: true });
  });
});
