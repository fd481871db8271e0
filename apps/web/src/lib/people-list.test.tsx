import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderWithClient } from '../test/render-with-client';
import { usePeopleList } from './people-list';

const person = {
  _id: 'e1',
  id: 'e1',
  name: 'Esha Employee',
  email: 'esha@example.com',
  role: 'Employee',
  employeeId: 'EMP-0002',
  joinedOn: '2026-01-05',
};

function Names({ viewer, label }: { viewer: Role; label: string }) {
  const { data } = usePeopleList(viewer);
  return <output aria-label={label}>{data?.map((item) => item.name).join(', ')}</output>;
}

describe('usePeopleList', () => {
  it('asks HR’s area for the lean list: pickers need no attendance', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/hr/employees?fields=lean' ? jsonResponse([person]) : undefined,
    );
    renderWithClient(<Names viewer="HR" label="people" />);
    expect(await screen.findByText('Esha Employee')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/hr/employees?fields=lean']);
  });

  it('serves every feature on a screen from one request per viewer', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/admin/employees?fields=lean' ? jsonResponse([person]) : undefined,
    );
    renderWithClient(
      <>
        <Names viewer="Admin" label="assignees" />
        <Names viewer="Admin" label="payees" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('assignees')).toHaveTextContent('Esha Employee'));
    expect(screen.getByLabelText('payees')).toHaveTextContent('Esha Employee');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/employees?fields=lean']);
  });
});
