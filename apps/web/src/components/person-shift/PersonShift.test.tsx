import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonShift as PersonShiftAnswer, Shift } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch } from '../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../test/radix-jsdom';
import { renderWithClient } from '../../test/render-with-client';
import { PersonShift } from './PersonShift';

beforeAll(polyfillRadixForJsdom);

const shift = (id: string, name: string, start: string, end: string, isDefault = false): Shift => ({
  id,
  name,
  start,
  end,
  punchInFrom: start,
  punchInUntil: start,
  graceMinutes: 0,
  minHoursFullDay: null,
  minHoursHalfDay: null,
  isDefault,
});
const GENERAL = shift('s1', 'General', '09:00', '18:00', true);
const NIGHT = shift('s2', 'Night', '22:00', '06:00');

function setup(canChange: boolean, upcoming: PersonShiftAnswer['upcoming'] = []) {
  const puts: unknown[] = [];
  let answer: PersonShiftAnswer = { userId: 'e1', current: { shift: GENERAL, from: null }, upcoming };
  stubFetch(({ url, method, body }) => {
    if (url === '/api/config') return jsonResponse(orgConfig());
    if (url === '/api/shifts') return jsonResponse([GENERAL, NIGHT]);
    if (url === '/api/employees/e1/shift' && method === 'GET') return jsonResponse(answer);
    if (url === '/api/employees/e1/shift' && method === 'PUT') {
      puts.push(body);
      const { from } = body as { from: string };
      answer = { ...answer, upcoming: [{ shift: NIGHT, from }] };
      return jsonResponse(answer);
    }
    return undefined;
  });
  const rendered = renderWithClient(<PersonShift personId="e1" personName="Esha" canChange={canChange} />);
  return { ...rendered, puts };
}

describe("a person's shift", () => {
  it('shows the person their shift and the ones to come, without changing it', async () => {
    setup(false, [{ shift: NIGHT, from: '2026-12-01' }]);
    expect(await screen.findByText('General (09:00-18:00)')).toBeVisible();
    expect(screen.getByTestId('person-shift')).toHaveTextContent('Shift: General (09:00-18:00)');
    expect(
      within(screen.getByRole('list', { name: 'Upcoming shifts' })).getByText('Night from 01/12/2026'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change shift' })).not.toBeInTheDocument();
  });

  it('lets Admin and HR assign a shift from a date', async () => {
    const { user, puts } = setup(true);
    await screen.findByText('General (09:00-18:00)');
    await user.click(screen.getByRole('button', { name: 'Change shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change shift' });
    // Nothing chosen: the server's words, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Change shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Shift not found.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Shift' }));
    await user.click(await screen.findByRole('option', { name: 'Night (22:00-06:00, next day)' }));
    expect(within(dialog).getByRole('button', { name: 'From' })).toHaveTextContent('20/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change shift' }));
    expect(await screen.findByText('Shift changed.')).toBeVisible();
    expect(puts).toEqual([{ shiftId: 's2', from: '2026-11-20' }]);
    expect(await screen.findByText('Night from 20/11/2026')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
