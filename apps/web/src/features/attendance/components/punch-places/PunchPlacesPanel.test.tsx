import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUNCH_PLACE_MESSAGES as M, type SessionUser } from '@hrms/shared';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../test/fetch-stub';
import { renderWithClient } from '../../../../test/render-with-client';
import { PunchPlacesPanel } from './PunchPlacesPanel';

const ADMIN = { _id: 'a1', name: 'Asha Admin', role: 'Admin' } as unknown as SessionUser;

function setup(stored = { networks: ['10.0.0.0/8'], locations: [] as unknown[] }) {
  const puts: FetchCall[] = [];
  stubFetch((call) => {
    if (call.url !== '/api/settings/punch-places') return undefined;
    if (call.method === 'PUT') {
      puts.push(call);
      return jsonResponse(call.body);
    }
    return jsonResponse(stored);
  });
  return { puts, ...renderWithClient(<PunchPlacesPanel user={ADMIN} role="Admin" />) };
}

describe('PunchPlacesPanel', () => {
  it('refuses a bad range with the clear message, adds a good one and saves both lists', async () => {
    const { user, puts } = setup();
    const networks = await screen.findByRole('list', { name: 'Office networks' });
    expect(within(networks).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const input = screen.getByLabelText('IP range (CIDR)');
    await user.type(input, '10.0.0.0/33');
    await user.click(screen.getByRole('button', { name: /Add network/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.invalidNetwork);

    await user.clear(input);
    await user.type(input, '2001:db8::/48');
    await user.click(screen.getByRole('button', { name: /Add network/ }));
    await waitFor(() => expect(within(networks).getByText('2001:db8::/48')).toBeInTheDocument());

    await user.type(screen.getByLabelText('Name'), 'Head Office');
    await user.type(screen.getByLabelText('Latitude'), '28.6315');
    await user.type(screen.getByLabelText('Longitude'), '77.2167');
    await user.clear(screen.getByLabelText('Radius (m)'));
    await user.type(screen.getByLabelText('Radius (m)'), '150');
    await user.click(screen.getByRole('button', { name: /Add location/ }));
    const locations = await screen.findByRole('list', { name: 'Office locations' });
    expect(within(locations).getByText('Head Office')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove network 10.0.0.0/8' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([
      {
        networks: ['2001:db8::/48'],
        locations: [{ name: 'Head Office', latitude: 28.6315, longitude: 77.2167, radiusMeters: 150 }],
      },
    ]);
  });

  it('asks for a radius from 10 m to 100 km', async () => {
    const { user } = setup({ networks: [], locations: [] });
    await user.type(await screen.findByLabelText('Name'), 'Depot');
    await user.type(screen.getByLabelText('Latitude'), '12.97');
    await user.type(screen.getByLabelText('Longitude'), '77.59');
    await user.clear(screen.getByLabelText('Radius (m)'));
    await user.type(screen.getByLabelText('Radius (m)'), '5');
    await user.click(screen.getByRole('button', { name: /Add location/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.radius);
  });
});
