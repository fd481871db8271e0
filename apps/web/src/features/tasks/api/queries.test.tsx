import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useAssignablePeople } from './queries';

function Names() {
  const { data } = useAssignablePeople();
  return <output>{data?.map((person) => person.name).join(', ')}</output>;
}

describe('useAssignablePeople', () => {
  it('asks for the lean employee list: assigning needs no attendance', async () => {
    const person = { _id: 'e1', name: 'Esha Employee', email: 'esha@example.com', role: 'Employee' };
    const { calls } = stubFetch(({ url }) =>
      url === '/api/admin/employees?fields=lean' ? jsonResponse([person]) : undefined,
    );
    renderWithClient(<Names />);
    expect(await screen.findByText('Esha Employee')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/employees?fields=lean']);
  });
});
