import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type Role, type SalaryRecord } from '@hrms/shared';
import { emitLocally } from '../../../lib/realtime';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { useSalaryLiveUpdates } from '../hooks/use-salary-live-updates';
import { SalarySlipDialog } from './SalarySlipDialog';
import { SalaryHistoryTab, SalaryPunchInTab } from './SalaryTabs';

beforeAll(polyfillRadixForJsdom);

function record(month: string, amount: number, overrides: Partial<SalaryRecord> = {}): SalaryRecord {
  const id = `r-${month.replace(' ', '-')}`;
  return {
    _id: id,
    id,
    employeeId: 'u1',
    employeeName: 'Esha Employee',
    month,
    amount,
    status: 'Generated',
    date: '2026-11-01',
    // 23:00 UTC is already the next day in Kolkata: the server sends `date` as that day.
    generatedAt: '2026-10-31T23:00:00.000Z',
    attendanceUpTo: null,
    lopAdjustment: null,
    slipPath: `/api/files/${id}.sig`,
    ...overrides,
  };
}

function LiveUpdates({ user, role }: { user: { id: string }; role: Role }) {
  useSalaryLiveUpdates(user, role);
  return null;
}

function setup(routes: Record<string, () => Response>, ui: React.ReactNode, orgTimezone = 'Asia/Kolkata') {
  const posts: unknown[] = [];
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse({ ...orgConfig(), orgTimezone });
    if (call.method === 'POST') posts.push(call.body);
    return routes[`${call.method} ${call.url}`]?.();
  });
  // The dashboard mounts the live listener once for every tab (app/dashboard/DashboardLiveUpdates.tsx).
  const { user: viewer, role } = (ui as React.ReactElement<{ user: { id: string }; role: Role }>).props;
  const { user } = renderWithClient(
    <>
      <LiveUpdates user={viewer} role={role} />
      {ui}
    </>,
  );
  return { user, posts };
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

const HISTORY = [
  record('October 2026', 27250),
  record('September 2026', 30000),
  record('October 2025', 645.16),
];

describe('SalaryHistoryTab', () => {
  it('lists my records with rupee amounts, DD/MM/YYYY dates, and filters by month and year with Clear', async () => {
    const { user } = setup(
      { 'GET /api/employees/u1/salaries': () => jsonResponse(HISTORY) },
      <SalaryHistoryTab user={{ id: 'u1' }} role="Employee" />,
    );
    const table = await screen.findByRole('table', { name: 'My salary history' });
    expect(columnHeaders(table)).toEqual([
      'S.No',
      'Month',
      'Amount (₹)',
      'Status',
      'Date Punched',
      'View Slip',
    ]);
    expect(within(table).getByText('₹27,250')).toBeInTheDocument();
    expect(within(table).getByText('₹645.16')).toBeInTheDocument();
    expect(within(table).getAllByText('01/11/2026')).toHaveLength(3);

    await user.click(screen.getByRole('combobox', { name: 'Filter by year' }));
    const years = screen.getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual(['2026', '2025']);
    await user.click(screen.getByRole('option', { name: '2025' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('October 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter by month' }));
    await user.click(screen.getByRole('option', { name: 'October' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  }, 20_000);

  it("shows 'Date Punched' as the server's date, even for an organisation west of UTC (issue item 4)", async () => {
    setup(
      { 'GET /api/employees/u1/salaries': () => jsonResponse(HISTORY) },
      <SalaryHistoryTab user={{ id: 'u1' }} role="Employee" />,
      'America/Los_Angeles',
    );
    const table = await screen.findByRole('table', { name: 'My salary history' });
    // '2026-11-01' is already that organisation's date: read as an instant it would become 31/10 there.
    expect(within(table).getAllByText('01/11/2026')).toHaveLength(3);
  });

  it('prepends a new record live with the spec toast, replacing a regenerated one', async () => {
    setup(
      { 'GET /api/employees/u1/salaries': () => jsonResponse(HISTORY) },
      <SalaryHistoryTab user={{ id: 'u1' }} role="Employee" />,
    );
    const table = await screen.findByRole('table', { name: 'My salary history' });
    act(() =>
      emitLocally(
        'new_salary_record',
        record('October 2026', 28000, { date: '2026-11-20', generatedAt: '2026-11-20T05:00:00.000Z' }),
      ),
    );
    expect(await screen.findByText(PAYROLL_MESSAGES.newSlip)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('₹28,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('20/11/2026')).toBeInTheDocument();
    // Someone else's record is not mine.
    act(() =>
      emitLocally('new_salary_record', record('August 2026', 1, { _id: 'x', id: 'x', employeeId: 'u2' })),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('opens the slip in a large dialog, and Escape gives the focus back to its View Slip button', async () => {
    const { user } = setup(
      { 'GET /api/hr/u1/salaries': () => jsonResponse(HISTORY) },
      <SalaryHistoryTab user={{ id: 'u1' }} role="HR" />,
    );
    await screen.findByRole('table', { name: 'My salary history' });
    const opener = screen.getByRole('button', { name: 'View Slip (September 2026)' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/api/files/r-September-2026.sig');
    expect(dialog).toHaveClass('h-[90dvh]');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the empty message when there are no records', async () => {
    setup(
      { 'GET /api/employees/u1/salaries': () => jsonResponse([]) },
      <SalaryHistoryTab user={{ id: 'u1' }} role="Employee" />,
    );
    expect(await screen.findByText(PAYROLL_MESSAGES.noRecords)).toBeInTheDocument();
  });
});

describe('SalarySlipDialog', () => {
  it('renders nothing without a path', () => {
    const { container } = render(<SalarySlipDialog path={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SalaryPunchInTab', () => {
  const people = [
    {
      _id: 'e1',
      id: 'e1',
      name: 'Esha Employee',
      email: 'esha@example.com',
      role: 'Employee',
      employeeId: 'EMP-0002',
      joinedOn: '2026-01-01',
    },
    {
      _id: 'e2',
      id: 'e2',
      name: 'Harish HR',
      email: 'harish@example.com',
      role: 'HR',
      employeeId: 'EMP-0003',
      joinedOn: '2026-01-01',
    },
  ];
  const routes = (post: () => Response) => ({
    'GET /api/admin/employees?fields=lean': () => jsonResponse(people),
    'GET /api/admin/salaries': () => jsonResponse([]),
    'GET /api/admin/a1/salaries': () => jsonResponse([]),
    'POST /api/admin/generate-salary': post,
  });

  it("lists everyone's records by person, each slip button named after its person and period", async () => {
    setup(
      { ...routes(() => jsonResponse({})), 'GET /api/admin/salaries': () => jsonResponse(HISTORY) },
      <SalaryPunchInTab user={{ id: 'a1' }} role="Admin" />,
    );
    const table = await screen.findByRole('table', { name: 'All salary history' });
    expect(columnHeaders(table)).toEqual(['Employee', 'Salary Period', 'Date Punched', 'View Slip']);
    expect(within(table).getAllByText('01/11/2026')).toHaveLength(3);
    expect(
      within(table).getByRole('button', { name: 'View Slip (Esha Employee, September 2026)' }),
    ).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Export all salary history' })).toBeInTheDocument();
  });

  it('searches status on the server and shows amount and status only when asked (issue 40)', async () => {
    const paid = HISTORY.slice(0, 1).map((r) => ({ ...r, status: 'Paid' }));
    const { user } = setup(
      {
        ...routes(() => jsonResponse({})),
        'GET /api/admin/salaries': () => jsonResponse(HISTORY),
        'GET /api/admin/salaries?status=Paid': () => jsonResponse(paid),
      },
      <SalaryPunchInTab user={{ id: 'a1' }} role="Admin" />,
    );
    await screen.findByRole('table', { name: 'All salary history' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'All salary history' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    await user.click(screen.getByLabelText('Show amount and status'));
    const narrowed = screen.getByRole('table', { name: 'All salary history' });
    expect(columnHeaders(narrowed)).toEqual([
      'Employee',
      'Salary Period',
      'Amount (₹)',
      'Status',
      'Date Punched',
      'View Slip',
    ]);
    expect(within(narrowed).getByText('Paid')).toBeInTheDocument();
  });

  it('refuses an empty selection or a blank period with the spec message, without calling the server', async () => {
    const { user, posts } = setup(
      routes(() => jsonResponse({})),
      <SalaryPunchInTab user={{ id: 'a1' }} role="Admin" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate Salary Slips' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYROLL_MESSAGES.generateEmpty);
    expect(posts).toHaveLength(0);
  });

  it('sends the chosen people and period, shows the answer and follows the batch', async () => {
    const { user, posts } = setup(
      routes(() => jsonResponse({ message: PAYROLL_MESSAGES.generating(1), batchId: 'b1' }, 202)),
      <SalaryPunchInTab user={{ id: 'a1' }} role="Admin" />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Employees' }));
    await user.type(screen.getByPlaceholderText('Search employees...'), 'esha');
    await user.click(await screen.findByRole('option', { name: /Esha Employee/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('list', { name: 'Selected employees' })).toHaveTextContent('Esha Employee');
    await user.type(screen.getByPlaceholderText('October 2025'), 'october 2026');
    await user.click(screen.getByRole('button', { name: 'Generate Salary Slips' }));
    // Issue 40: it says what it will do first, and sends nothing until confirmed.
    const confirm = await screen.findByRole('alertdialog', { name: 'Generate salary slips?' });
    expect(confirm).toHaveTextContent(
      'This will generate and lock October 2026 payroll for 1 person. Attendance and leave for October can then not be changed without reopening.',
    );
    expect(posts).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Generate and lock' }));

    expect(await screen.findByText(PAYROLL_MESSAGES.generating(1))).toBeInTheDocument();
    expect(posts).toEqual([{ employeeIds: ['e1'], month: 'october 2026' }]);
    expect(await screen.findByText('October 2026: generating 0 of 1...')).toBeInTheDocument();
    act(() =>
      emitLocally('salary_batch_progress', {
        batchId: 'b1',
        month: 'October 2026',
        done: 1,
        total: 1,
        finished: true,
        failed: false,
      }),
    );
    expect(await screen.findByText('October 2026: 1 of 1 slip(s) generated.')).toBeInTheDocument();
  }, 20_000);

  it("shows the server's message when the request is refused", async () => {
    const refusal = 'Salary slips for November 2026 can be generated from 30/11/2026.';
    const { user } = setup(
      routes(() => jsonResponse({ message: refusal }, 422)),
      <SalaryPunchInTab user={{ id: 'a1' }} role="Admin" />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Employees' }));
    await user.click(await screen.findByRole('option', { name: /Select all/ }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByPlaceholderText('October 2025'), 'November 2026');
    await user.click(screen.getByRole('button', { name: 'Generate Salary Slips' }));
    await user.click(await screen.findByRole('button', { name: 'Generate and lock' }));
    await waitFor(() => expect(screen.getByText(refusal)).toBeInTheDocument());
  });
});
