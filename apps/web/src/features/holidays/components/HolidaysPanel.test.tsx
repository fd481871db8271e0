import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Holiday, SessionUser } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch, type FetchCall } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { HolidaysPanel } from './HolidaysPanel';

beforeAll(polyfillRadixForJsdom);

const admin: SessionUser = {
  _id: 'a1',
  id: 'a1',
  name: 'Meera Admin',
  email: 'meera@example.com',
  role: 'Admin',
};
const diwali: Holiday = { id: 'h1', date: '2026-11-08', name: 'Diwali', kind: 'optional' };
const founders: Holiday = { id: 'h2', date: '2026-11-27', name: 'Founders Day', kind: 'public' };

function setup(answer: (call: FetchCall) => Response | undefined = () => undefined) {
  const { calls } = stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    const custom = answer(call);
    if (custom) return custom;
    if (call.url === '/api/holidays?year=2026') return jsonResponse([diwali, founders]);
    if (call.url.startsWith('/api/holidays?year=')) return jsonResponse([]);
    return undefined;
  });
  return { calls, ...renderWithClient(<HolidaysPanel user={admin} role="Admin" />) };
}

describe('the holidays panel', () => {
  it("lists the year's holidays with date, weekday, name and kind; another year may be empty", async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Holidays in 2026' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('08/11/2026');
    expect(rows[0]).toHaveTextContent('Sunday');
    expect(rows[0]).toHaveTextContent('Diwali');
    expect(rows[0]).toHaveTextContent('Optional');
    expect(rows[1]).toHaveTextContent('27/11/2026Friday');
    expect(rows[1]).toHaveTextContent('Public');
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByText('No holidays for 2027 yet.')).toBeInTheDocument();
  });

  it("keeps the server's refusal in the edit dialog", async () => {
    const { user, calls } = setup((call) =>
      call.method === 'PUT'
        ? jsonResponse({ message: 'A holiday already exists on 08/11/2026.' }, 409)
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Founders Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Holiday' });
    const name = within(dialog).getByLabelText('Name *');
    await user.clear(name);
    await user.type(name, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Holiday' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter the holiday name.');
    await user.type(name, 'Founders Day (observed)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Holiday' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('A holiday already exists on 08/11/2026.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/holidays/h2',
      body: { date: '2026-11-27', name: 'Founders Day (observed)', kind: 'public' },
    });
  });

  it('imports a CSV file and reports the rows left out by line', async () => {
    const { user, calls } = setup((call) =>
      call.url === '/api/holidays/import'
        ? jsonResponse({
            created: [{ id: 'h3', date: '2026-12-25', name: 'Christmas', kind: 'public' }],
            errors: [{ line: 3, message: 'The date must be a real date.' }],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Holidays' });
    const csv = 'date,name,kind\n2026-12-25,Christmas,public\n2026-02-30,Nope,public\n';
    await user.upload(
      within(dialog).getByLabelText('CSV file *'),
      new File([csv], 'h.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('list', { name: 'Rows not added' });
    expect(report).toHaveTextContent('Line 3The date must be a real date.');
    expect(within(dialog).getByText('1 holiday added.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/holidays/import')?.body).toEqual({ csv });
  });

  it('deletes a holiday after the confirmation', async () => {
    const { user, calls } = setup((call) => (call.method === 'DELETE' ? jsonResponse(diwali) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Holiday' });
    expect(confirm).toHaveTextContent("Delete the holiday 'Diwali' on 08/11/2026?");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Holiday deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/holidays/h1')).toBe(true);
  });

  it('adds the national holidays of the year shown', async () => {
    const { user, calls } = setup((call) =>
      call.url === '/api/holidays/national'
        ? jsonResponse({
            created: [diwali, founders, diwali].map((h, i) => ({ ...h, id: `n${i}` })),
            errors: [],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'Add national holidays' }));
    expect(await screen.findByText('3 holidays added.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/holidays/national')?.body).toEqual({ year: 2027 });
  });
});
