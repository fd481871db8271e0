import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_CALENDAR_MESSAGES, type Role, type SessionUser, type Shift } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { shiftFormSchema } from '../shift-form';
import { ShiftsPanel } from './ShiftsPanel';

beforeAll(polyfillRadixForJsdom);

const me = (role: Role): SessionUser => ({ _id: 'me', id: 'me', name: 'Me', email: 'me@example.com', role });

const GENERAL: Shift = {
  id: 's1',
  name: 'General',
  start: '09:00',
  end: '18:00',
  punchInFrom: '09:00',
  punchInUntil: '11:00',
  graceMinutes: 0,
  minHoursFullDay: null,
  minHoursHalfDay: null,
  isDefault: true,
};

function setup(role: Role, removeAnswer = () => jsonResponse({ message: 'x' }, 500)) {
  let shifts = [GENERAL];
  const posts: unknown[] = [];
  stubFetch(({ url, method, body }) => {
    if (url === '/api/config') return jsonResponse(orgConfig());
    if (url === '/api/shifts' && method === 'GET') return jsonResponse(shifts);
    if (url === '/api/shifts' && method === 'POST') {
      posts.push(body);
      const shift = { id: 's2', isDefault: false, ...(body as Omit<Shift, 'id' | 'isDefault'>) };
      shifts = [...shifts, shift];
      return jsonResponse(shift, 201);
    }
    if (url.startsWith('/api/shifts/') && method === 'DELETE') return removeAnswer();
    return undefined;
  });
  const rendered = renderWithClient(<ShiftsPanel user={me(role)} role={role} />);
  return { ...rendered, posts };
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Shifts panel', () => {
  it('lists the shifts for HR, read only', async () => {
    setup('HR');
    const row = await screen.findByRole('row', { name: /General/ });
    expect(row).toHaveTextContent('Default');
    expect(row).toHaveTextContent('09:00-18:00');
    expect(row).toHaveTextContent('09:00-11:00');
    expect(row).toHaveTextContent('Not set');
    expect(screen.getByText('Only an Admin can change shifts.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete General' })).not.toBeInTheDocument();
  });

  it('adds a night shift crossing midnight, after checking the punch window and the minimums', async () => {
    const { user, posts } = setup('Admin');
    await user.click(await screen.findByRole('button', { name: 'Add shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
    fill(dialog, 'Name', 'Night');
    fill(dialog, 'Starts at', '22:00');
    fill(dialog, 'Ends at', '06:00');
    fill(dialog, 'Punch-in from', '23:00');
    fill(dialog, 'Punch-in until', '22:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORK_CALENDAR_MESSAGES.punchWindowOrder,
    );

    fill(dialog, 'Punch-in from', '21:30');
    fill(dialog, 'Minimum hours, full day', '4');
    fill(dialog, 'Minimum hours, half day', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(WORK_CALENDAR_MESSAGES.minHoursOrder),
    );

    fill(dialog, 'Minimum hours, full day', '7.5');
    fill(dialog, 'Grace (minutes)', '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await screen.findByText('Shift added.')).toBeVisible();
    expect(posts).toEqual([
      {
        name: 'Night',
        start: '22:00',
        end: '06:00',
        punchInFrom: '21:30',
        punchInUntil: '22:30',
        graceMinutes: 15,
        minHoursFullDay: 7.5,
        minHoursHalfDay: 4,
      },
    ]);
    const row = await screen.findByRole('row', { name: /Night/ });
    expect(row).toHaveTextContent('22:00-06:00 (next day)');
    expect(row).toHaveTextContent('Full day 7h 30m, half day 4h 00m');
  });

  it("shows the server's refusal to delete the default shift in a toast", async () => {
    const { user } = setup('Admin', () =>
      jsonResponse({ message: WORK_CALENDAR_MESSAGES.defaultShiftKept }, 409),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete General' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WORK_CALENDAR_MESSAGES.defaultShiftKept)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /General/ })).toBeInTheDocument();
  });
});

describe('the shift form schema', () => {
  const valid = {
    name: 'Morning',
    start: '06:00',
    end: '14:00',
    punchInFrom: '06:00',
    punchInUntil: '07:00',
    graceMinutes: '10',
    minHoursFullDay: '',
    minHoursHalfDay: '',
  };
  const firstMessage = (values: object) =>
    shiftFormSchema.safeParse({ ...valid, ...values }).error?.issues[0]?.message;

  it('reads numbers from the inputs and leaves empty minimums unset', () => {
    expect(shiftFormSchema.parse(valid)).toEqual({
      ...valid,
      graceMinutes: 10,
      minHoursFullDay: null,
      minHoursHalfDay: null,
    });
  });

  it('refuses what the server refuses, with its words', () => {
    expect(firstMessage({ name: '  ' })).toBe(WORK_CALENDAR_MESSAGES.shiftName);
    expect(firstMessage({ start: '25:00' })).toBe(WORK_CALENDAR_MESSAGES.shiftTime);
    expect(firstMessage({ graceMinutes: '' })).toBe(WORK_CALENDAR_MESSAGES.grace);
    expect(firstMessage({ graceMinutes: '241' })).toBe(WORK_CALENDAR_MESSAGES.grace);
    expect(firstMessage({ punchInUntil: '06:00' })).toBe(WORK_CALENDAR_MESSAGES.punchWindowOrder);
    expect(firstMessage({ minHoursFullDay: '7.3' })).toBe(WORK_CALENDAR_MESSAGES.minHours);
    expect(firstMessage({ minHoursHalfDay: '0' })).toBe(WORK_CALENDAR_MESSAGES.minHours);
    expect(firstMessage({ minHoursFullDay: '4', minHoursHalfDay: '4.5' })).toBe(
      WORK_CALENDAR_MESSAGES.minHoursOrder,
    );
  });
});
