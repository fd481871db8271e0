import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeaveCalendar, Role } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { setLanguage } from '../../../../lib/i18n/store';
import { TeamLeaveCalendar } from './TeamLeaveCalendar';

// The organisation's today is Friday 20 November 2026.
const NOVEMBER: LeaveCalendar = {
  month: '2026-11',
  holidays: [{ date: '2026-11-09', name: 'Diwali' }],
  entries: [
    {
      leaveId: 'l1',
      employeeId: 'e1',
      employeeName: 'Esha Employee',
      type: 'Sick Leave',
      status: 'Approved',
      date: '2026-11-23',
      days: 1,
      sandwiched: false,
    },
    {
      leaveId: 'l2',
      employeeId: 'e2',
      employeeName: 'Arjun',
      type: 'Half Day',
      status: 'Pending',
      date: '2026-11-23',
      days: 0.5,
      sandwiched: false,
    },
    {
      leaveId: 'l1',
      employeeId: 'e1',
      employeeName: 'Esha Employee',
      type: 'Sick Leave',
      status: 'Approved',
      date: '2026-11-22',
      days: 1,
      sandwiched: true,
    },
  ],
};

const PEOPLE = [
  {
    _id: 'e1',
    id: 'e1',
    name: 'Esha Employee',
    email: 'e1@x.test',
    role: 'Employee',
    employeeId: 'EMP1',
    joinedOn: '2026-01-05',
  },
  {
    _id: 'e2',
    id: 'e2',
    name: 'Arjun',
    email: 'e2@x.test',
    role: 'Employee',
    employeeId: 'EMP2',
    joinedOn: '2026-01-05',
  },
];

function setup(role: Role, wide = false) {
  if (wide)
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  const { calls } = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/config') return jsonResponse(orgConfig());
    if (url.pathname === `/api/${role.toLowerCase()}/employees`) return jsonResponse(PEOPLE);
    if (url.pathname === '/api/leave-calendar') {
      const month = url.searchParams.get('month')!;
      const person = url.searchParams.get('employeeId');
      if (month !== '2026-11') return jsonResponse({ month, holidays: [], entries: [] });
      return jsonResponse({
        ...NOVEMBER,
        entries: NOVEMBER.entries.filter((entry) => !person || entry.employeeId === person),
      });
    }
    return undefined;
  });
  const { user } = renderWithClient(<TeamLeaveCalendar role={role} />);
  const calendarCalls = () =>
    calls.filter((call) => call.url.startsWith('/api/leave-calendar')).map((call) => call.url);
  return { user, calendarCalls };
}

describe('Team leave calendar', () => {
  it('lists, on a phone, only the days with leave or a holiday, people in name order, sandwiched days marked', async () => {
    setup('HR');
    const list = await screen.findByRole('list', { name: 'Leave in November 2026' });
    const days = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(days).toEqual(['Monday 9', 'Sunday 22', 'Monday 23']);
    expect(list).toHaveTextContent('Holiday: Diwali');
    expect(list).toHaveTextContent('Esha Employee: Sick Leave (sandwiched)');
    const monday = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Monday 23'))!;
    const people = within(monday)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(people).toEqual(['Arjun: Half Day (0.5 day), Pending', 'Esha Employee: Sick Leave']);
  });

  it('shows every day of the month in a grid on a wide screen', async () => {
    setup('Admin', true);
    const list = await screen.findByRole('list', { name: 'Leave in November 2026' });
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(30);
    expect(within(list).getByRole('heading', { name: 'Monday 23' })).toBeInTheDocument();
  });

  it('moves between months and filters by person for HR', async () => {
    const { user, calendarCalls } = setup('HR');
    await screen.findByRole('list', { name: 'Leave in November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(
      await screen.findByText('No one is on leave this month, and there are no holidays.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('list', { name: 'Leave in November 2026' });

    await waitFor(() => expect(screen.getByRole('option', { name: 'Arjun' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Person'), 'Arjun');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Leave in November 2026' })).not.toHaveTextContent('Esha'),
    );
    // (Going back to a month may refetch it: the set of months asked is what matters.)
    expect(new Set(calendarCalls())).toEqual(
      new Set([
        '/api/leave-calendar?month=2026-11',
        '/api/leave-calendar?month=2026-12',
        '/api/leave-calendar?month=2026-10',
        '/api/leave-calendar?month=2026-11&employeeId=e2',
      ]),
    );
  });

  it('gives an employee no person filter (they see their own)', async () => {
    setup('Employee');
    await screen.findByRole('list', { name: 'Leave in November 2026' });
    expect(screen.queryByLabelText('Person')).not.toBeInTheDocument();
  });

  it('speaks Hindi: the month, the days by weekday, types and states; names as written', async () => {
    await setLanguage('hi', false);
    try {
      const { user } = setup('HR');
      const list = await screen.findByRole('list', { name: 'नवंबर 2026 में छुट्टियाँ' });
      expect(
        within(list)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual(['सोमवार 9', 'रविवार 22', 'सोमवार 23']);
      expect(list).toHaveTextContent('अवकाश दिवस: Diwali');
      expect(list).toHaveTextContent('Esha Employee: बीमारी की छुट्टी (सैंडविच)');
      expect(list).toHaveTextContent('Arjun: आधा दिन (0.5 दिन), लंबित');
      expect(screen.getByLabelText('व्यक्ति')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'अगला महीना' }));
      expect(await screen.findByRole('heading', { name: 'दिसंबर 2026' })).toBeInTheDocument();
      expect(
        await screen.findByText('इस महीने कोई छुट्टी पर नहीं है, और कोई अवकाश दिवस नहीं है।'),
      ).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('heads the wide grid with the weekdays in the language, Monday first', async () => {
    await setLanguage('hi', false);
    try {
      setup('Admin', true);
      const list = await screen.findByRole('list', { name: 'नवंबर 2026 में छुट्टियाँ' });
      const headings = list.previousElementSibling;
      expect(Array.from(headings?.children ?? []).map((cell) => cell.textContent)).toEqual([
        'सोम',
        'मंगल',
        'बुध',
        'गुरु',
        'शुक्र',
        'शनि',
        'रवि',
      ]);
    } finally {
      await setLanguage('en', false);
    }
  });
});
