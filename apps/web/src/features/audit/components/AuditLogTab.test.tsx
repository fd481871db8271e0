import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_MESSAGES, type AuditEntry } from '@hrms/shared';
import { AuditLogTab } from './AuditLogTab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const FORMER_ID = '00000000-0000-4000-8000-000000000002';
const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  // 04:30Z is 10:00 AM in Kolkata.
  at: '2026-11-20T04:30:00.000Z',
  actor: { _id: ADMIN_ID, name: 'Anita Admin', role: 'Admin' },
  action: 'employee.update',
  entityType: 'employee',
  entityId: `e-${n}`,
  before: { name: 'Neha Singh', baseSalary: 30000 },
  after: { name: 'Neha S.', baseSalary: 32000 },
  ...extra,
});

function setup(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/audit/actors')
      return json([
        { _id: ADMIN_ID, name: 'Anita Admin', role: 'Admin' },
        // Deleted since: only the log still knows her.
        { _id: FORMER_ID, name: 'Farah Former', role: 'HR' },
      ]);
    if (url.pathname === '/api/config') return json({ message: 'no' }, 500);
    urls.push(url);
    return answer(url);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuditLogTab />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), urls };
}

afterEach(() => vi.restoreAllMocks());

describe('AuditLogTab', () => {
  it('shows When, Who, Action, Record and a readable before → after diff', async () => {
    setup(() => json({ entries: [entry(1)], total: 1, page: 1, pageSize: 10 }));
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByText('20/11/2026 10:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Anita Admin')).toBeInTheDocument();
    expect(within(row).getByText('Updated employee')).toBeInTheDocument();
    // Issue 40: a sentence first; the recorded fields behind Details.
    expect(within(row).getByText(/^Anita Admin updated Neha S\./)).toBeInTheDocument();
    expect(within(row).getByText('Details')).toBeInTheDocument();
    expect(within(row).getByText('Neha S.', { selector: 'ins' })).toBeInTheDocument();
    expect(within(row).getByText('Neha Singh', { selector: 'del' })).toBeInTheDocument();
    expect(within(row).getByText('Base salary:')).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('sends the filters to the server and starts again at page 1', async () => {
    const { user, urls } = setup((url) =>
      json({ entries: [entry(Number(url.searchParams.get('page')))], total: 25, page: 1, pageSize: 10 }),
    );
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Action'), 'leave.approve');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('action')).toBe('leave.approve'));
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Who'), ADMIN_ID);
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('actorId')).toBe(ADMIN_ID));
  });

  it('offers everyone the log names under "Who", people deleted since included', async () => {
    const { user, urls } = setup(() => json({ entries: [], total: 0, page: 1, pageSize: 10 }));
    const who = screen.getByRole('combobox', { name: 'Who' });
    const former = await within(who).findByRole('option', { name: 'Farah Former (HR)' });
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Anita Admin (Admin)', 'Farah Former (HR)']);
    await user.selectOptions(who, former);
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('actorId')).toBe(FORMER_ID));
  });

  it('says so when nothing matches, when loading fails, and when the range is backwards', async () => {
    const { user, urls } = setup((url) =>
      url.searchParams.get('entityType') === 'task'
        ? json({ message: 'boom' }, 500)
        : json({ entries: [], total: 0, page: 1, pageSize: 10 }),
    );
    expect(await screen.findByText(AUDIT_MESSAGES.empty)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Record'), 'task');
    expect(await screen.findByText('Failed to fetch dashboard data.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-21');
    const calls = urls.length;
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_MESSAGES.invalidRange);
    expect(urls.length).toBe(calls);
  });
});
