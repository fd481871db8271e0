import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee, Role } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useEmployeeLiveUpdates } from '../hooks/use-employee-live-updates';
import { EmployeeManagementTab } from './EmployeeManagementTab';

const person = (n: number, extra: Partial<Employee> = {}): Employee => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  role: 'Employee',
  employeeId: `EMP-${String(n).padStart(4, '0')}`,
  joinedOn: '2026-01-01',
  ...extra,
});

/** The dashboard mounts this once for every tab (app/dashboard/DashboardLiveUpdates.tsx). */
function LiveUpdates({ role }: { role: Role }) {
  useEmployeeLiveUpdates(role);
  return null;
}

function setup(role: Role, people: Employee[], onWrite?: () => Response) {
  const writes: { url: string; body: unknown }[] = [];
  stubFetch(({ url, method, body }) => {
    if (method === 'GET') {
      // The table asks the server for pages of 10 (docs/paging.md); the cursor here is an offset.
      const asked = new URL(url, 'http://localhost');
      if (asked.pathname !== (role === 'Admin' ? '/api/admin/employees' : '/api/hr/employees'))
        return undefined;
      if (asked.searchParams.get('fields') !== 'lean') return undefined;
      const limit = Number(asked.searchParams.get('limit') ?? people.length);
      const start = Number(asked.searchParams.get('cursor') ?? 0);
      const rows = people.slice(start, start + limit);
      const nextCursor = start + limit < people.length ? String(start + limit) : null;
      return jsonResponse({ rows, nextCursor, total: people.length });
    }
    writes.push({ url, body });
    return onWrite ? onWrite() : jsonResponse({ message: 'nope' }, 500);
  });
  const { user } = renderWithClient(
    <>
      <LiveUpdates role={role} />
      <EmployeeManagementTab role={role} />
    </>,
  );
  return { user, writes };
}

afterEach(() => vi.restoreAllMocks());

describe('EmployeeManagementTab', () => {
  it('Admin: 10 rows a page with View / Update / Delete / Manage Uploads, and Page x of y', async () => {
    const { user } = setup(
      'Admin',
      Array.from({ length: 12 }, (_, i) => person(i + 1, { baseSalary: 1000 })),
    );
    expect(await screen.findAllByTestId('employee-row')).toHaveLength(10);
    const first = screen.getAllByTestId('employee-row')[0]!;
    for (const action of ['View', 'Update', 'Delete', 'Manage Uploads']) {
      expect(within(first).getByRole('button', { name: `${action} Person 1` })).toBeInTheDocument();
    }
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('employee-row')).toHaveLength(2);
  });

  it('HR: View only per row, and no salary field in the add form', async () => {
    const { user } = setup('HR', [person(1)]);
    const row = await screen.findByTestId('employee-row');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View Person 1']);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    // Radix Select needs pointer capture jsdom lacks; the options themselves are checked in e2e/people.spec.ts.
    expect(within(screen.getByRole('dialog')).queryByLabelText(/Base Salary/)).not.toBeInTheDocument();
  });

  it('add: refuses missing fields without a request; a failure keeps the dialog and values', async () => {
    const { user, writes } = setup('Admin', [person(1)]);
    await screen.findByTestId('employee-row');
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Please fill in Name, Email, and Password.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'New Person');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText('Failed to save employee.')).toBeInTheDocument();
    expect(writes[0]!.url).toBe('/api/admin/employees');
    const sent = writes[0]!.body as FormData;
    expect([sent.get('name'), sent.get('email'), sent.get('role')]).toEqual([
      'New Person',
      'new@example.com',
      'Employee',
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('New Person');
  }, 20_000);

  it('update leaves a blank password out of the form', async () => {
    const target = person(1, { baseSalary: 5000 });
    const { user, writes } = setup('Admin', [target], () => jsonResponse({ ...target, name: 'Renamed' }));
    await user.click(await screen.findByRole('button', { name: 'Update Person 1' }));
    const name = within(screen.getByRole('dialog')).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = writes[0]!.body as FormData;
    expect(writes[0]!.url).toBe(`/api/admin/employees/${target._id}`);
    expect(sent.has('password')).toBe(false);
    expect(sent.get('baseSalary')).toBe('5000');
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });

  it('delete asks with the name, then removes the row', async () => {
    const { user } = setup('Admin', [person(1), person(2)], () =>
      jsonResponse({ message: 'Employee deleted.', _id: person(2)._id }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Person 2' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the employee Person 2',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('employee-row')).toHaveLength(1));
  });

  it('live: employee_added and employee_deleted update the list with an info toast', async () => {
    setup('HR', [person(1)]);
    await screen.findByTestId('employee-row');
    emitLocally('employee_added', person(7));
    expect(await screen.findByText('New employee added: Person 7')).toBeInTheDocument();
    expect(screen.getAllByTestId('employee-row')).toHaveLength(2);
    emitLocally('employee_deleted', { _id: person(1)._id });
    await waitFor(() => expect(screen.getAllByTestId('employee-row')).toHaveLength(1));
  });
});
