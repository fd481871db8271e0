import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, SessionUser, WorkWeekSettings } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { WorkWeekPanel } from './WorkWeekPanel';

beforeAll(polyfillRadixForJsdom);

const me = (role: Role): SessionUser => ({ _id: 'me', id: 'me', name: 'Me', email: 'me@example.com', role });

/** The server's work week, which a PUT replaces the way the server does (same date, same pattern). */
function setup(role: Role, initial: WorkWeekSettings = { weeklyOff: [0], patterns: [] }) {
  let settings = initial;
  const puts: unknown[] = [];
  stubFetch(({ url, method, body }) => {
    if (url === '/api/config') return jsonResponse(orgConfig());
    if (url.startsWith('/api/holidays?year=')) return jsonResponse([]);
    if (url === '/api/settings/work-week?for=me' && method === 'GET') return jsonResponse(settings);
    if (url === '/api/settings/work-week' && method === 'PUT') {
      puts.push(body);
      const pattern = {
        id: `p${puts.length}`,
        ...(body as Omit<WorkWeekSettings['patterns'][number], 'id'>),
      };
      settings = { ...settings, patterns: [...settings.patterns, pattern] };
      return jsonResponse(settings);
    }
    return undefined;
  });
  const rendered = renderWithClient(<WorkWeekPanel user={me(role)} role={role} />);
  return { ...rendered, puts };
}

describe('Work Week panel', () => {
  it('shows HR what is in force and the patterns by date, without the form', async () => {
    setup('HR', {
      weeklyOff: [0],
      patterns: [
        {
          id: 'p1',
          effectiveFrom: '2026-12-01',
          weeklyOff: [0],
          nthWeekOff: [{ weekday: 6, weeks: [2, 4] }],
        },
      ],
    });
    expect(await screen.findByTestId('work-week-today')).toHaveTextContent('In force today: Sunday off');
    const patterns = screen.getByRole('list', { name: 'Work week patterns' });
    expect(
      within(patterns).getByText('From 01/12/2026: Sunday off; Saturday off in weeks 2 and 4'),
    ).toBeVisible();
    expect(within(patterns).getByText('Upcoming')).toBeVisible();
    expect(screen.getByText('Only an Admin can change the work week.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save work week' })).not.toBeInTheDocument();
  });

  it('lets the Admin set the 2nd and 4th Saturday off, previews next month and saves', async () => {
    const { user, puts } = setup('Admin');
    expect(await screen.findByText('No pattern yet: WEEKLY_OFF applies (Sunday off).')).toBeVisible();
    const preview = await screen.findByTestId('work-week-preview');
    expect(preview).toHaveTextContent('December 2026: 4 days off: 6, 13, 20, 27');
    await user.click(screen.getByRole('button', { name: 'Saturday in week 2' }));
    await user.click(screen.getByRole('button', { name: 'Saturday in week 4' }));
    expect(screen.getByRole('button', { name: 'Saturday in week 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(preview).toHaveTextContent('December 2026: 6 days off: 6, 12, 13, 20, 26, 27');
    expect(screen.getByRole('button', { name: 'Effective from' })).toHaveTextContent('20/11/2026');

    await user.click(screen.getByRole('button', { name: 'Save work week' }));
    expect(await screen.findByText('Work week saved.')).toBeVisible();
    expect(puts).toEqual([
      { weeklyOff: [0], nthWeekOff: [{ weekday: 6, weeks: [2, 4] }], effectiveFrom: '2026-11-20' },
    ]);
    expect(
      await screen.findByText('From 20/11/2026: Sunday off; Saturday off in weeks 2 and 4'),
    ).toBeVisible();
    expect(screen.getByTestId('work-week-today')).toHaveTextContent(
      'In force today: Sunday off; Saturday off in weeks 2 and 4',
    );
  });

  it('refuses a week with no working day in the browser', async () => {
    const { user, puts } = setup('Admin');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await user.click(await screen.findByRole('checkbox', { name: `${day} always off` }));
    expect(screen.getByRole('button', { name: 'Saturday in week 2' })).toBeDisabled();
    expect(screen.getByTestId('work-week-preview')).toHaveTextContent('December 2026: 31 days off');
    await user.click(screen.getByRole('button', { name: 'Save work week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At least one day of the week must be a working day.',
    );
    await waitFor(() => expect(puts).toEqual([]));
  });

  it("sets a location's own work week once there is a second location (issue 42)", async () => {
    const organisation: WorkWeekSettings = {
      weeklyOff: [0],
      patterns: [{ id: 'o1', effectiveFrom: '2026-01-01', weeklyOff: [0], nthWeekOff: [] }],
    };
    let bengaluru: WorkWeekSettings = { weeklyOff: [0], patterns: [] };
    const puts: unknown[] = [];
    const place = (id: string, name: string) => ({
      id,
      name,
      state: 'KA',
      stateName: 'Karnataka',
      stateFromPayroll: false,
      addressLine1: null,
      addressLine2: null,
      city: null,
      pinCode: null,
      peopleCount: 0,
    });
    stubFetch(({ url, method, body }) => {
      if (url === '/api/config') return jsonResponse(orgConfig());
      if (url.startsWith('/api/holidays?year=')) return jsonResponse([]);
      if (url === '/api/org/structure')
        return jsonResponse({
          departments: [],
          designations: [],
          locations: [place('l1', 'Head office'), place('l2', 'Bengaluru')],
        });
      if (url === '/api/settings/work-week?for=me' && method === 'GET') return jsonResponse(organisation);
      if (url === '/api/settings/work-week?locationId=l2') return jsonResponse(bengaluru);
      if (url === '/api/settings/work-week' && method === 'PUT') {
        puts.push(body);
        const { locationId: _, ...week } = body as {
          locationId: string;
        } & WorkWeekSettings['patterns'][number];
        bengaluru = { ...bengaluru, patterns: [{ ...week, id: 'b1' }] };
        return jsonResponse(bengaluru);
      }
      return undefined;
    });
    const { user } = renderWithClient(<WorkWeekPanel user={me('Admin')} role="Admin" />);
    await user.selectOptions(await screen.findByLabelText('Work week of'), 'l2');
    expect(
      await screen.findByText("Bengaluru has no work week of its own: the organisation's applies there."),
    ).toBeVisible();
    expect(screen.getByTestId('work-week-today')).toHaveTextContent('In force today: Sunday off');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday always off' }));
    await user.click(screen.getByRole('button', { name: 'Save work week' }));
    expect(await screen.findByText('Work week saved.')).toBeVisible();
    expect(puts).toEqual([
      { weeklyOff: [0, 6], nthWeekOff: [], effectiveFrom: '2026-11-20', locationId: 'l2' },
    ]);
    expect(await screen.findByText(/^From 20\/11\/2026: .*Saturday/)).toBeVisible();
  });
});
