import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { ManualMarking, markableDates } from './ManualMarking';

beforeAll(polyfillRadixForJsdom);

function setup(putAnswer: () => Response) {
  const puts: unknown[] = [];
  stubFetch(
    ({ url, method, body }) => {
      if (url === '/api/config') return jsonResponse(orgConfig('2026-11-20T06:00:00.000Z'));
      if (url === '/api/hr/employees?fields=lean')
        return jsonResponse([
          {
            _id: 'e1',
            id: 'e1',
            name: 'Esha Employee',
            email: 'esha@example.com',
            role: 'Employee',
            employeeId: 'EMP-0002',
            joinedOn: '2026-01-05',
          },
        ]);
      if (url.startsWith('/api/hr/attendance/all?month=2026-11')) {
        return jsonResponse([
          {
            _id: 'r1',
            date: '2026-11-19',
            checkIn: '09:10',
            checkOut: '18:00',
            status: 'Present',
            employeeId: 'e1',
            employeeName: 'Esha Employee',
            role: 'Employee',
          },
        ]);
      }
      if (url === '/api/hr/attendance/manual-mark' && method === 'PUT') {
        puts.push(body);
        return putAnswer();
      }
      return undefined;
    },
    () => jsonResponse([]),
  );
  const { user } = renderWithClient(<ManualMarking role="HR" />);
  return { user, puts };
}

async function markToday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('option', { name: /Esha Employee/ }));
  expect(screen.getByRole('button', { name: 'Select Employee' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Attendance of Esha Employee' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('20/11/2026');
  expect(rows[2]).toHaveTextContent('Present');
  await user.click(screen.getByRole('button', { name: 'Mark 20/11/2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark attendance' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Sick Leave' }));
  await user.click(within(dialog).getByRole('button', { name: 'Mark' }));
  return dialog;
}

describe('Manual Marking', () => {
  it('lists days newest first, never the future', () => {
    const dates = markableDates('2026-11-20');
    expect(dates[0]).toBe('2026-11-20');
    expect(dates.at(-1)).toBe('2026-10-01');
    expect(dates).toHaveLength(51);
  });

  it('marks a day and closes the dialog with the success toast', async () => {
    const { user, puts } = setup(() =>
      jsonResponse({ _id: 'r2', date: '2026-11-20', checkIn: '--', checkOut: '--', status: 'Sick Leave' }),
    );
    expect(await screen.findByRole('button', { name: "Close Employee's List" })).toBeInTheDocument();
    await markToday(user);
    expect(await screen.findByText('Attendance marked successfully.')).toBeInTheDocument();
    expect(puts).toEqual([{ employeeId: 'e1', date: '2026-11-20', status: 'Sick Leave' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with its choice on failure', async () => {
    const { user } = setup(() => jsonResponse({ message: 'Employee not found.' }, 404));
    const dialog = await markToday(user);
    expect(await screen.findByText('Failed to mark attendance.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Sick Leave');
  });
});
