import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGES } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';

beforeAll(polyfillRadixForJsdom);

// The organisation's today is Friday 20 November 2026 (server time), whatever the device clock says.
function setup(postAnswer: () => Response = () => jsonResponse({ message: 'nope' }, 500)) {
  const posts: unknown[] = [];
  stubFetch(
    (call) => {
      if (call.url === '/api/config') return jsonResponse(orgConfig());
      if (call.url === '/api/employees/u1/leaves' && call.method === 'POST') {
        posts.push(call.body);
        return postAnswer();
      }
      return undefined;
    },
    () => jsonResponse([]),
  );
  const { user } = renderWithClient(<ApplyLeaveDialog userId="u1" />);
  return { user, posts };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Apply for Leave' }));
  return screen.findByRole('dialog', { name: 'Apply for Leave' });
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByRole('combobox', { name: 'Leave Type' }));
  await user.click(await screen.findByRole('option', { name: type }));
}

/** Picks a November 2026 day in the picker labelled `label`. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: number) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b${day} November 2026`) }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('Apply for Leave dialog', () => {
  it('shows the placeholders, and the end-date picker only for Sick Leave, disabled until a start is chosen', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Select Leave Type *')).toBeInTheDocument();
    expect(
      within(dialog).getByPlaceholderText('Enter the reason for your leave (optional)'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'End Date' })).not.toBeInTheDocument();

    await chooseType(user, 'Sick Leave');
    expect(screen.getByRole('button', { name: 'End Date' })).toBeDisabled();
    await pickDay(user, 'Start Date', 23);
    expect(screen.getByRole('button', { name: 'End Date' })).toBeEnabled();
  });

  it('disables days before the organisation today, and end days before the start', async () => {
    const { user } = setup();
    await openDialog(user);
    await chooseType(user, 'Sick Leave');
    await user.click(screen.getByRole('button', { name: 'Start Date' }));
    expect(await screen.findByRole('button', { name: /19 November 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Today, Friday, 20 November 2026/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /24 November 2026/ }));
    await user.click(screen.getByRole('button', { name: 'End Date' }));
    expect(await screen.findByRole('button', { name: /23 November 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /24 November 2026/ })).toBeEnabled();
  });

  it.each([
    ['nothing chosen', async () => {}, LEAVE_MESSAGES.required],
    [
      'a type without a date',
      async (user: ReturnType<typeof userEvent.setup>) => chooseType(user, 'Paid Leave'),
      LEAVE_MESSAGES.required,
    ],
    [
      'sick leave without an end date',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await chooseType(user, 'Sick Leave');
        await pickDay(user, 'Start Date', 23);
      },
      LEAVE_MESSAGES.sickEndRequired,
    ],
    [
      'a start moved after the end',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await chooseType(user, 'Sick Leave');
        await pickDay(user, 'Start Date', 23);
        await pickDay(user, 'End Date', 24);
        await pickDay(user, 'Start Date', 26);
      },
      LEAVE_MESSAGES.endBeforeStart,
    ],
  ])('with %s it shows the spec message and sends nothing', async (_case, fill, message) => {
    const { user, posts } = setup();
    await openDialog(user);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Apply for Leave' })).toBeInTheDocument();
  });

  it('refuses a date that became past while the dialog was open (the organisation day rolled over)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { user, posts } = setup();
    await openDialog(user);
    await chooseType(user, 'Paid Leave');
    await pickDay(user, 'Date', 20);
    // Midnight passes in Kolkata: the 30-second "today" check picks up Saturday 21 November.
    act(() => {
      vi.setSystemTime(Date.now() + 86_400_000);
      vi.advanceTimersByTime(30_000);
    });
    await submit(user);
    expect(await screen.findByText(LEAVE_MESSAGES.pastDate)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('clears the end date when the type changes away from Sick Leave', async () => {
    const { user, posts } = setup(() => jsonResponse({}, 500));
    await openDialog(user);
    await chooseType(user, 'Sick Leave');
    await pickDay(user, 'Start Date', 23);
    await pickDay(user, 'End Date', 25);
    expect(screen.getByRole('button', { name: 'End Date' })).toHaveTextContent('25/11/2026');
    await chooseType(user, 'Paid Leave');
    await chooseType(user, 'Sick Leave');
    expect(screen.getByRole('button', { name: 'End Date' })).toHaveTextContent('Pick a date');
    expect(posts).toEqual([]);
  });

  it('submits end = start for a single-day type, closes and resets on success', async () => {
    const created = {
      _id: 'l1',
      id: 'l1',
      employeeId: 'u1',
      employeeName: 'Asha',
      type: 'Half Day',
      startDate: '2026-11-23',
      endDate: '2026-11-23',
      reason: 'Dentist',
      status: 'Pending',
      rejectionReason: null,
      createdAt: '2026-11-20T04:30:00.000Z',
    };
    const { user, posts } = setup(() => jsonResponse(created, 201));
    await openDialog(user);
    await chooseType(user, 'Half Day');
    await pickDay(user, 'Date', 23);
    await user.type(screen.getByPlaceholderText('Enter the reason for your leave (optional)'), '  Dentist ');
    await submit(user);

    expect(await screen.findByText(LEAVE_MESSAGES.submitSuccess)).toBeInTheDocument();
    expect(posts).toEqual([
      { type: 'Half Day', startDate: '2026-11-23', endDate: '2026-11-23', reason: 'Dentist' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Select Leave Type *')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Enter the reason for your leave (optional)')).toHaveValue('');
  });

  it('keeps the dialog open with its values when the server refuses, logs and shows the failure toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, posts } = setup(() => jsonResponse({ message: LEAVE_MESSAGES.overlap }, 409));
    await openDialog(user);
    await chooseType(user, 'Sick Leave');
    await pickDay(user, 'Start Date', 23);
    await pickDay(user, 'End Date', 24);
    await user.type(screen.getByPlaceholderText('Enter the reason for your leave (optional)'), 'Flu');
    await submit(user);

    expect(await screen.findByText(LEAVE_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(screen.getByText(LEAVE_MESSAGES.overlap)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(LEAVE_MESSAGES.submissionLogged, expect.anything());
    expect(posts).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Apply for Leave' });
    expect(within(dialog).getByRole('button', { name: 'Start Date' })).toHaveTextContent('23/11/2026');
    expect(within(dialog).getByRole('button', { name: 'End Date' })).toHaveTextContent('24/11/2026');
    expect(within(dialog).getByPlaceholderText('Enter the reason for your leave (optional)')).toHaveValue(
      'Flu',
    );
    expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });
});
