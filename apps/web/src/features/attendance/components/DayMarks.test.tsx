import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { AllUserAttendance } from './AllUserAttendance';
import { MyAttendanceTable } from './MyAttendanceTable';

const ROWS: AttendanceRecord[] = [
  {
    _id: 'r3',
    date: '2026-11-20',
    checkIn: '09:20',
    checkOut: '--',
    status: 'Punched In',
    late: true,
    workedMinutes: null,
  },
  {
    _id: 'r2',
    date: '2026-11-19',
    checkIn: '09:05',
    checkOut: '17:10',
    status: 'Present',
    late: false,
    workedMinutes: 485,
  },
  // A row from before the work calendar: neither mark.
  { _id: 'r1', date: '2026-11-18', checkIn: '09:00', checkOut: '18:00', status: 'Present' },
];

const cells = (table: HTMLElement, rowIndex: number) =>
  within(within(table).getAllByRole('row')[rowIndex]!).getAllByRole('cell');

describe('the Late mark and worked hours', () => {
  it('show beside check-in and check-out on My Attendance, and only where set', async () => {
    stubFetch(({ url }) => (url === '/api/employees/e1/attendance' ? jsonResponse(ROWS) : undefined));
    renderWithClient(<MyAttendanceTable role="Employee" userId="e1" />);
    const table = await screen.findByRole('table', { name: 'My attendance record' });
    // The spec's columns stay as they are.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S.No', 'Date', 'Check-In', 'Check-Out', 'Status']);
    const [, , lateIn, openOut] = cells(table, 1);
    expect(lateIn).toHaveTextContent('09:20 AM Late');
    expect(openOut).toHaveTextContent(/^--$/);
    const [, , onTimeIn, workedOut] = cells(table, 2);
    expect(onTimeIn).toHaveTextContent(/^09:05 AM$/);
    expect(workedOut).toHaveTextContent('05:10 PM Worked 8h 05m');
    const [, , oldIn, oldOut] = cells(table, 3);
    expect(oldIn).toHaveTextContent(/^09:00 AM$/);
    expect(oldOut).toHaveTextContent(/^06:00 PM$/);
  });

  it('show on All User Attendance too', async () => {
    const rows = ROWS.map((row) => ({
      ...row,
      employeeId: 'e1',
      employeeName: 'Esha Employee',
      role: 'Employee',
    }));
    // The table asks the server for pages (docs/paging.md): one page holds them all here.
    stubFetch(({ url }) =>
      new URL(url, 'http://localhost').pathname === '/api/hr/attendance/all'
        ? jsonResponse({ rows, nextCursor: null, total: rows.length })
        : undefined,
    );
    renderWithClient(<AllUserAttendance role="HR" />);
    const table = await screen.findByRole('table', { name: 'All user attendance' });
    expect(within(table).getAllByText('Late')).toHaveLength(1);
    expect(within(table).getByText('8h 05m')).toBeVisible();
  });
});
