import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, orgConfig, stubFetch } from '../../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../../test/radix-jsdom';
import { renderWithClient } from '../../../../test/render-with-client';
import { BulkMarking } from './BulkMarking';

beforeAll(polyfillRadixForJsdom);

const summary = { people: 2, skippedOffDays: 4, skippedBeforeJoining: 0, kept: 1, replaced: 0 };

describe('Bulk mark (issue 40)', () => {
  it('previews the count with a dry run, then marks with the same choice', async () => {
    const posts: { dryRun: boolean; from: string; to: string; everyone: boolean; status: string }[] = [];
    stubFetch(
      ({ url, method, body }) => {
        if (url === '/api/config') return jsonResponse(orgConfig('2026-11-27T06:00:00.000Z'));
        if (url === '/api/settings/go-live') return jsonResponse({ goLive: null });
        if (url === '/api/hr/employees?fields=lean') return jsonResponse([]);
        if (url === '/api/hr/attendance/bulk-mark' && method === 'POST') {
          const request = body as (typeof posts)[number];
          posts.push(request);
          return jsonResponse({ ...summary, dryRun: request.dryRun, marked: 13 });
        }
        return undefined;
      },
      () => jsonResponse([]),
    );
    const { user } = renderWithClient(<BulkMarking role="HR" />);
    expect(screen.queryByRole('form', { name: 'Go-live date' })).not.toBeInTheDocument(); // the Admin's
    await user.click(screen.getByRole('button', { name: 'Bulk mark' }));
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-16');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-27');
    expect(screen.getByRole('button', { name: /^Mark/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(
        'Will mark 13 day(s) for 2 person(s); skipped 4 weekly off/holiday day(s); kept 1 punched, leave or corrected day(s); replaced 0 earlier mark(s).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark 13 day(s)' }));
    expect(posts).toEqual([
      {
        from: '2026-11-16',
        to: '2026-11-27',
        everyone: true,
        employeeIds: [],
        status: 'Present',
        dryRun: true,
      },
      {
        from: '2026-11-16',
        to: '2026-11-27',
        everyone: true,
        employeeIds: [],
        status: 'Present',
        dryRun: false,
      },
    ]);
  });

  it('checks a CSV first and lists the rows to fix; Import stays off until the file is clean', async () => {
    const bodies: { csv: string; dryRun: boolean }[] = [];
    stubFetch(
      ({ url, method, body }) => {
        if (url === '/api/config') return jsonResponse(orgConfig('2026-11-27T06:00:00.000Z'));
        if (url === '/api/hr/attendance/import' && method === 'POST') {
          bodies.push(body as (typeof bodies)[number]);
          return jsonResponse({
            dryRun: true,
            rows: 2,
            imported: 0,
            kept: 0,
            errors: [{ line: 3, message: 'That day is not a working day.' }],
          });
        }
        return undefined;
      },
      () => jsonResponse([]),
    );
    const { user } = renderWithClient(<BulkMarking role="HR" />);
    const csv =
      'employee,date,status\nravi@example.com,2026-11-02,Present\nravi@example.com,2026-11-08,Present\n';
    await user.upload(
      screen.getByLabelText('Import past attendance (CSV)'),
      new File([csv], 'november.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Line 3: That day is not a working day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(bodies).toEqual([{ csv, dryRun: true }]);
  });
});
