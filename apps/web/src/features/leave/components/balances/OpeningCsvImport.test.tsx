import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPENING_MESSAGES as M, type OpeningResult } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { OpeningCsvImport } from './OpeningCsvImport';

const row = (over: Partial<OpeningResult['rows'][number]>): OpeningResult['rows'][number] => ({
  line: 2,
  employeeId: 'p1',
  employeeName: 'Priya Shah',
  type: 'Paid Leave',
  days: 9.5,
  before: 1.5,
  error: null,
  ...over,
});

function setup(answers: OpeningResult[]) {
  const bodies: unknown[] = [];
  stubFetch((call) => {
    if (call.url !== '/api/leave-opening-balances/csv') return undefined;
    bodies.push(call.body);
    return jsonResponse(answers.shift());
  });
  const { user } = renderWithClient(<OpeningCsvImport asOf="2026-11-20" />);
  return { user, bodies };
}

const file = (text: string) => new File([text], 'balances.csv', { type: 'text/csv' });

describe('Opening balances from a CSV (issue 40)', () => {
  it('checks the file at once and keeps Apply disabled while a row has an error', async () => {
    const { user, bodies } = setup([
      {
        asOf: '2026-11-20',
        applied: false,
        errors: 1,
        rows: [row({}), row({ line: 3, error: M.unknownEmail, employeeName: null })],
      },
    ]);
    await user.upload(screen.getByLabelText('CSV file'), file('email,type,days\n'));
    const table = await screen.findByRole('table', { name: 'Opening balances check' });
    expect(within(table).getByText(M.unknownEmail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply opening balances' })).toBeDisabled();
    expect(bodies).toEqual([{ asOf: '2026-11-20', csv: 'email,type,days\n', dryRun: true }]);
  });

  it('applies a clean file with the same text after the check', async () => {
    const { user, bodies } = setup([
      { asOf: '2026-11-20', applied: false, errors: 0, rows: [row({})] },
      { asOf: '2026-11-20', applied: true, errors: 0, rows: [row({})] },
    ]);
    const text = 'email,type,days\npriya@example.com,Paid Leave,9.5\n';
    await user.upload(screen.getByLabelText('CSV file'), file(text));
    expect(await screen.findByText(M.checked)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply opening balances' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ asOf: '2026-11-20', csv: text, dryRun: false });
    expect(await screen.findAllByText(M.saved(1))).not.toHaveLength(0);
  });
});
