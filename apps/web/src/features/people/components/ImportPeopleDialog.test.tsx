import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ImportPeopleDialog } from './ImportPeopleDialog';

const result = (extra: Partial<ImportResult>): ImportResult => ({
  kind: 'people',
  dryRun: true,
  rows: 2,
  created: 0,
  updated: 0,
  unchanged: 0,
  problems: [],
  preview: [],
  fileHash: 'a'.repeat(64),
  ...extra,
});

describe('ImportPeopleDialog', () => {
  it('sends the file as the body, lists the problems by row and column, and imports only a clean file', async () => {
    const answers = [
      result({
        problems: [{ row: 3, column: 'pan', value: 'XXXXXX345X', message: 'PAN must look like AAAAA9999A.' }],
      }),
      result({ created: 2 }),
      result({ dryRun: false, created: 2 }),
    ];
    const { calls } = stubFetch(({ url, method }) =>
      method === 'POST' && url.startsWith('/api/imports/people?dryRun=')
        ? jsonResponse(answers.shift())
        : undefined,
    );
    const { user } = renderWithClient(<ImportPeopleDialog open onClose={() => undefined} />);
    const file = new File(['name,email\nA,a@b.co\n'], 'people.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('File (XLSX or CSV, at most 5 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '3panXXXXXX345XPAN must look like AAAAA9999A.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/imports/people?dryRun=true');
    expect(sent.body).toBe(file);
    expect(new Headers(sent.init?.headers).get('Content-Type')).toBe('application/octet-stream');

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('2 rows checked: 2 to add, 0 already stored as they are.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.url).toBe('/api/imports/people?dryRun=false');
  });

  it('offers the leave-balances and year-to-date kinds, each sent to its own import', async () => {
    const { calls } = stubFetch(({ url, method }) =>
      method === 'POST' && url.startsWith('/api/imports/')
        ? jsonResponse(result({ kind: 'year-to-date', created: 1, updated: 2, unchanged: 3, rows: 6 }))
        : undefined,
    );
    const { user } = renderWithClient(<ImportPeopleDialog open onClose={() => undefined} />);
    const picker = screen.getByLabelText('What to import');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['People', 'Leave balances', 'Year to date (paid elsewhere)']);
    await user.selectOptions(picker, 'year-to-date');
    expect(screen.getByRole('heading', { name: 'Import year-to-date pay' })).toBeVisible();
    const file = new File(['email,month,gross,tds\n'], 'ytd.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('File (XLSX or CSV, at most 5 MB)'), file);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('6 rows checked: 1 to add, 2 to update, 3 already stored as they are.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/imports/year-to-date?dryRun=true');
  });
});
