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
});
