import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceStatus, MonthStats } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { monthSegments, shortMonth, todaySegments } from './glance';
import { HomeAttendanceCharts } from './HomeAttendanceCharts';
import { setLanguage } from '../../../../lib/i18n/store';

const stats: MonthStats = {
  totalDays: 30,
  present: 12,
  absent: 1,
  sickLeave: 1,
  paidLeave: 1,
  halfDay: 1,
  shortLeave: 0,
};

afterEach(() => vi.restoreAllMocks());

describe('attendance charts', () => {
  it('splits a month into present, absent, leave and remaining days', () => {
    expect(monthSegments(stats).map((s) => [s.label, s.value])).toEqual([
      ['Present', 12],
      ['Absent', 1],
      ['Leave', 3],
      ['Remaining', 14],
    ]);
  });

  it('counts the organisation today, with the people not marked yet', () => {
    const row = (status: AttendanceStatus) => ({
      _id: status,
      date: '2026-11-20',
      checkIn: '--',
      checkOut: '--',
      status,
      employeeId: 'x',
      employeeName: 'X',
      role: 'Employee' as const,
    });
    const segments = todaySegments([row('Present'), row('Punched In'), row('Absent'), row('Half Day')], 10);
    expect(segments.map((s) => s.value)).toEqual([2, 1, 1, 6]);
  });

  it('draws the ring as one image with a spoken summary and a text legend with every number', () => {
    render(
      <DonutChart
        segments={monthSegments(stats)}
        summary="This month: Present 12, Absent 1."
        centre="12"
        centreCaption="of 30 days"
      />,
    );
    expect(screen.getByRole('img', { name: 'This month: Present 12, Absent 1.' })).toBeInTheDocument();
    const legend = screen.getByRole('list');
    expect(within(legend).getByText('Remaining').parentElement).toHaveTextContent('Remaining1447%');
    // Colour is not the only signal: each segment has its own pattern.
    const fills = [
      ...document.querySelectorAll(
        'svg[role="img"] circle[stroke^="url"], svg[role="img"] circle[stroke="currentColor"]',
      ),
    ].map((c) => c.getAttribute('stroke'));
    expect(new Set(fills).size).toBeGreaterThanOrEqual(3);
  });

  it('prints the value on every bar and lists them in a hidden table', () => {
    render(
      <BarChart
        title="Present rate"
        bars={[
          { label: 'Oct', value: 91.5, display: '92%' },
          { label: 'Nov', value: null, display: '–' },
        ]}
        max={100}
        summary="Present rate by month: Oct 92%, Nov no data."
        className="text-success"
        fill="solid"
      />,
    );
    expect(screen.getByRole('img', { name: /Oct 92%/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Present rate' });
    expect(within(table).getByRole('row', { name: 'Oct 92%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov no data' })).toBeInTheDocument();
    expect(shortMonth('2026-06')).toBe('Jun');
  });

  it("shows the Admin today's ring and the trends from the API", async () => {
    stubFetch(({ url }) =>
      jsonResponse(
        url.includes('/trends')
          ? [
              { month: '2026-10', present: 20, absent: 2, leave: 3, presentRate: 80 },
              { month: '2026-11', present: 0, absent: 0, leave: 0, presentRate: null },
            ]
          : url.includes('/employees')
            ? [
                {
                  _id: 'a',
                  id: 'a',
                  name: 'A',
                  email: 'a@example.com',
                  role: 'Employee',
                  employeeId: 'EMP-0001',
                  joinedOn: '2026-01-05',
                },
              ]
            : [
                {
                  _id: 'r',
                  date: '2026-11-20',
                  checkIn: '09:10',
                  checkOut: '--',
                  status: 'Punched In',
                  employeeId: 'a',
                  employeeName: 'A',
                  role: 'Employee',
                },
              ],
      ),
    );
    renderWithClient(<HomeAttendanceCharts role="Admin" userId="me" />);
    expect(await screen.findByRole('img', { name: /Today, 1 people: Present 1/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Present rate by month: Oct 80%, Nov no data.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Leave days by month: Oct 3, Nov 0.' })).toBeInTheDocument();
  });

  it("shows the employee's month in Hindi: title, legend, caption and the spoken summary", async () => {
    await setLanguage('hi', false);
    try {
      stubFetch((call) => (call.url.includes('stats') ? jsonResponse(stats) : undefined));
      renderWithClient(<HomeAttendanceCharts role="Employee" userId="u1" />);
      const ring = await screen.findByRole('img', { name: /^इस महीने: उपस्थित 12, अनुपस्थित 1, छुट्टी 3/ });
      expect(ring).toHaveTextContent('30 दिनों में से');
      expect(screen.getByText('एक नज़र में यह महीना')).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getByText('बाकी दिन')).toBeInTheDocument();
      // Each legend swatch still has its own pattern id (the Hindi labels make none).
      const ids = [...document.querySelectorAll('pattern')].map((pattern) => pattern.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await setLanguage('en', false);
    }
  });
});
