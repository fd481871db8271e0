import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, type Probation } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ProbationPanel } from './ProbationPanel';

const person = (id: string, name: string, status: Probation['status'], extra: Partial<Probation> = {}) => ({
  personId: id,
  name,
  employeeId: `EMP-${id}`,
  joinedOn: '2026-06-01',
  overrideMonths: null,
  months: 6,
  endsOn: '2026-12-01',
  reminderOn: '2026-11-16',
  status,
  confirmedOn: status === 'Confirmed' ? '2026-11-01' : null,
  extensionReason: status === 'Extended' ? 'More time on the project' : null,
  manager: null,
  ...extra,
});
const LIST: Probation[] = [
  person('p1', 'Asha Due', 'On probation'),
  person('p2', 'Bala Extended', 'Extended'),
  person('p3', 'Chitra Confirmed', 'Confirmed'),
];

function show(
  answerPut: (body: unknown) => Response = (body) => jsonResponse({ ...LIST[0], ...(body as object) }),
) {
  const stub = stubFetch((call) => {
    if (call.url.endsWith('/api/lifecycle/probations') && call.method === 'GET') return jsonResponse(LIST);
    if (call.url.endsWith('/api/lifecycle/probations/p1') && call.method === 'PUT')
      return answerPut(call.body);
    return undefined;
  });
  renderWithClient(<ProbationPanel userId="hr-1" />);
  return stub;
}

const names = () =>
  screen.getAllByTestId('probation-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ProbationPanel', () => {
  it('shows the people still to decide by default, and each filter its own', async () => {
    show();
    await screen.findByRole('table', { name: 'Probations' });
    expect(names()).toEqual(['Asha Due EMP-p1', 'Bala Extended EMP-p2']);
    const filter = screen.getByLabelText('Show');
    await userEvent.selectOptions(filter, 'Extended');
    expect(names()).toEqual(['Bala Extended EMP-p2']);
    await userEvent.selectOptions(filter, 'Confirmed');
    expect(names()).toEqual(['Chitra Confirmed EMP-p3']);
    await userEvent.selectOptions(filter, 'All');
    expect(names()).toHaveLength(3);
  });

  it('sets a person’s own length; a bad one is refused beside the field and nothing is sent', async () => {
    const { calls } = show();
    await screen.findByRole('table', { name: 'Probations' });
    const row = screen.getAllByTestId('probation-row')[0]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Set length' }));
    const months = screen.getByLabelText('Months');
    await userEvent.type(months, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.months);
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.clear(months);
    await userEvent.type(months, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Months')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ months: 3 }]);
  });

  it('a blank length goes back to the default; the server’s refusal shows beside the field', async () => {
    const { calls } = show(() => jsonResponse({ message: 'This person is already confirmed.' }, 409));
    await screen.findByRole('table', { name: 'Probations' });
    await userEvent.click(
      within(screen.getAllByTestId('probation-row')[0]!).getByRole('button', { name: 'Set length' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person is already confirmed.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ months: null }]);
  });

  it('offers no length or decision on one’s own row', async () => {
    stubFetch((call) =>
      call.url.endsWith('/api/lifecycle/probations')
        ? jsonResponse([person('hr-1', 'Me Myself', 'On probation')])
        : undefined,
    );
    renderWithClient(<ProbationPanel userId="hr-1" />);
    await screen.findByRole('table', { name: 'Probations' });
    expect(screen.queryByRole('button', { name: 'Set length' })).toBeNull();
  });
});
