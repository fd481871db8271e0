import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ClockCard } from './ClockCard';

/** The card asks for one day of my list (`?from=D&to=D`), never my whole history: the day asked, or null. */
function todayAsked(url: string, area: string): string | null {
  const match = /^(.*)\/attendance\?from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})$/.exec(url);
  return match && match[1] === area && match[2] === match[3] ? match[2]! : null;
}
const onDay = (rows: unknown[], day: string) =>
  (rows as { date: string }[]).filter((row) => row.date === day);

/** The server's clock decides; the device's clock is irrelevant (serverTime in /api/config). */
function setup(opts: {
  serverTime: string;
  rows?: unknown[];
  punch?: () => Response;
  role?: Role;
  /** Answers GET /api/settings/work-week, /api/holidays and /api/employees/u1/shift (404 without). */
  calendar?: (url: string) => Response | undefined;
}) {
  const role = opts.role ?? 'Employee';
  const area = role === 'Employee' ? '/api/employees/u1' : role === 'Admin' ? '/api/admin/u1' : '/api/hr/u1';
  const posts: string[] = [];
  stubFetch(({ url, method }) => {
    if (url === '/api/config') return jsonResponse(orgConfig(opts.serverTime));
    if (method === 'POST') {
      posts.push(url);
      return (opts.punch ?? (() => jsonResponse({ message: 'nope' }, 500)))();
    }
    const day = todayAsked(url, area);
    if (day) return jsonResponse(onDay(opts.rows ?? [], day));
    return opts.calendar?.(url);
  });
  const { user } = renderWithClient(<ClockCard role={role} userId="u1" />);
  return { user, posts };
}

const state = () => screen.getByTestId('punch-state');

describe('ClockCard', () => {
  it('punches in inside the window and shows the success toast', async () => {
    const { user, posts } = setup({
      serverTime: '2026-11-20T04:00:00.000Z', // 09:30 Kolkata, Friday
      punch: () =>
        jsonResponse({
          _id: 'a1',
          date: '2026-11-20',
          checkIn: '09:30',
          checkOut: '--',
          status: 'Punched In',
        }),
    });
    const button = await screen.findByRole('button', { name: /Punch In/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('button', { name: /Punch Out/ })).toBeDisabled();
    await user.click(button);
    expect(await screen.findByText('Punched in successfully!')).toBeInTheDocument();
    expect(posts).toEqual(['/api/employees/u1/punch-in']);
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'punched-in'));
    expect(screen.getByRole('button', { name: /Punch Out/ })).toBeEnabled();
  });

  it('reverts to punched-out with the failure toast when the server refuses', async () => {
    const { user } = setup({
      serverTime: '2026-11-20T04:00:00.000Z',
      punch: () => jsonResponse({ message: 'You have already punched in today.' }, 409),
    });
    const button = await screen.findByRole('button', { name: /Punch In/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Failed to punch in. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'punched-out'));
  });

  it('reverts a failed punch-out to punched-in', async () => {
    const { user } = setup({
      serverTime: '2026-11-20T12:00:00.000Z',
      rows: [{ _id: 'a1', date: '2026-11-20', checkIn: '09:30', checkOut: '--', status: 'Punched In' }],
    });
    const out = await screen.findByRole('button', { name: /Punch Out/ });
    await waitFor(() => expect(out).toBeEnabled());
    await user.click(out);
    expect(await screen.findByText('Failed to punch out.')).toBeInTheDocument();
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'punched-in'));
  });

  it('shows Absent and the closed-window message after 11:00 without a punch', async () => {
    setup({ serverTime: '2026-11-20T06:00:00.000Z', role: 'Admin' }); // 11:30 Kolkata
    expect(screen.getByRole('heading', { name: 'Mark Your Attendance' })).toBeInTheDocument();
    expect(await screen.findByText('The punch-in window (9 AM - 11 AM) has closed.')).toBeInTheDocument();
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'absent'));
    expect(screen.getByRole('button', { name: /Punch In/ })).toBeDisabled();
  });

  it('shows a completed day with both buttons off', async () => {
    setup({
      serverTime: '2026-11-20T13:00:00.000Z',
      rows: [{ _id: 'a1', date: '2026-11-20', checkIn: '09:30', checkOut: '18:00', status: 'Present' }],
    });
    expect(await screen.findByText('Punched out at 06:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Punch In/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Punch Out/ })).toBeDisabled();
  });
});

const shift = (punchInFrom: string, punchInUntil: string) => ({
  id: 's2',
  name: 'Late Morning',
  start: punchInFrom,
  end: '19:00',
  punchInFrom,
  punchInUntil,
  graceMinutes: 0,
  minHoursFullDay: null,
  minHoursHalfDay: null,
  isDefault: false,
});

describe('ClockCard over the work calendar (issue 19)', () => {
  it('refuses a public holiday by name, with no Absent', async () => {
    setup({
      serverTime: '2026-11-20T04:00:00.000Z',
      calendar: (url) => {
        if (url.startsWith('/api/settings/work-week')) return jsonResponse({ weeklyOff: [0], patterns: [] });
        if (url.startsWith('/api/holidays'))
          return jsonResponse([{ id: 'h1', date: '2026-11-20', name: 'Founders Day', kind: 'public' }]);
        return undefined;
      },
    });
    expect(await screen.findByText('Today is a holiday: Founders Day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Punch In/ })).toBeDisabled();
    expect(state()).toHaveAttribute('data-state', 'punched-out');
  });

  it("follows the person's own shift window and names it", async () => {
    setup({
      serverTime: '2026-11-20T04:00:00.000Z', // 09:30 Kolkata
      calendar: (url) =>
        url === '/api/employees/u1/shift'
          ? jsonResponse({
              userId: 'u1',
              current: { shift: shift('10:00', '12:30'), from: '2026-11-01' },
              upcoming: [],
            })
          : undefined,
    });
    expect(
      await screen.findByText('The punch-in window (10 AM - 12:30 PM) has not opened yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Punch in between 10:00 AM and 12:30 PM; times follow the organisation's clock."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Punch In/ })).toBeDisabled();
  });
});

describe('ClockCard live updates', () => {
  it('reloads my record when attendance_updated names me (e.g. HR marked my day)', async () => {
    const { emitLocally } = await import('../../../lib/realtime');
    let rows: unknown[] = [];
    stubFetch(({ url }) => {
      if (url === '/api/config') return jsonResponse(orgConfig('2026-11-20T04:00:00.000Z'));
      const day = todayAsked(url, '/api/employees/u1');
      if (day) return jsonResponse(onDay(rows, day));
      return undefined;
    });
    renderWithClient(<ClockCard role="Employee" userId="u1" />);
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'punched-out'));
    rows = [{ _id: 'a1', date: '2026-11-20', checkIn: '--', checkOut: '--', status: 'Paid Leave' }];
    emitLocally('attendance_updated', { userIds: ['u1'], dates: ['2026-11-20'], reason: 'manual' });
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'completed'));
    expect(await screen.findByText('Attendance records have been updated.')).toBeInTheDocument();
    emitLocally('attendance_updated', {
      userIds: ['someone-else'],
      dates: ['2026-11-20'],
      reason: 'punch-in',
    });
    expect(screen.getByRole('button', { name: /Punch In/ })).toBeDisabled();
  });
});
