import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useRecipientOptions } from './people';

function Names() {
  const { data } = useRecipientOptions('HR');
  return <output>{data?.map((person) => person.name).join(', ')}</output>;
}

describe('useRecipientOptions', () => {
  it('asks for the lean employee list: the picker needs no attendance', async () => {
    const person = { _id: 'e1', name: 'Esha Employee', email: 'esha@example.com', role: 'Employee' };
    const { calls } = stubFetch(({ url }) =>
      url === '/api/hr/employees?fields=lean' ? jsonResponse([person]) : undefined,
    );
    renderWithClient(<Names />);
    expect(await screen.findByText('Esha Employee')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/hr/employees?fields=lean']);
  });
});
