import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUNCH_PLACE_MESSAGES as M } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch, type FetchCall } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ClockCard } from './ClockCard';

const HERE = { latitude: 28.6322, longitude: 77.2175, accuracy: 12 };
const ROW = { _id: 'a1', date: '2026-11-20', checkIn: '09:30', checkOut: '--', status: 'Punched In' };

/** The browser's geolocation: gives HERE, or refuses as a person who blocks location access. */
function stubGeolocation(allow: boolean) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (allow) ok({ coords: HERE } as GeolocationPosition);
    else fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function setup(opts: { location: boolean; punch: (call: FetchCall) => Response }) {
  const posts: FetchCall[] = [];
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig('2026-11-20T04:00:00.000Z'));
    if (call.url === '/api/settings/punch-places/requirements')
      return jsonResponse({ network: false, location: opts.location });
    if (call.url.startsWith('/api/employees/u1/attendance?from=')) return jsonResponse([]);
    if (call.method === 'POST') {
      posts.push(call);
      return opts.punch(call);
    }
    return undefined;
  });
  return { posts, ...renderWithClient(<ClockCard role="Employee" userId="u1" />) };
}

async function clickPunchIn(user: ReturnType<typeof setup>['user']) {
  const button = await screen.findByRole('button', { name: /Punch In/ });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('ClockCard and office locations', () => {
  it('sends the browser position with the punch when locations are set', async () => {
    const geolocation = stubGeolocation(true);
    const { user, posts } = setup({ location: true, punch: () => jsonResponse(ROW) });
    await clickPunchIn(user);
    expect(await screen.findByText('Punched in successfully!')).toBeInTheDocument();
    expect(geolocation).toHaveBeenCalledOnce();
    expect(posts.map((p) => [p.url, p.body])).toEqual([['/api/employees/u1/punch-in', HERE]]);
  });

  it('sends no body and asks no position when no location is set', async () => {
    const geolocation = stubGeolocation(true);
    const { user, posts } = setup({ location: false, punch: () => jsonResponse(ROW) });
    await clickPunchIn(user);
    expect(await screen.findByText('Punched in successfully!')).toBeInTheDocument();
    expect(geolocation).not.toHaveBeenCalled();
    expect(posts[0]!.init?.body).toBeUndefined();
    expect(new Headers(posts[0]!.init?.headers).has('content-type')).toBe(false);
  });

  it('says clearly that location access is needed when the browser refuses it', async () => {
    stubGeolocation(false);
    const { user, posts } = setup({ location: true, punch: () => jsonResponse(ROW) });
    await clickPunchIn(user);
    expect(await screen.findByText('Failed to punch in. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(M.locationNeeded)).toBeInTheDocument();
    expect(posts).toEqual([]);
    await waitFor(() =>
      expect(screen.getByTestId('punch-state')).toHaveAttribute('data-state', 'punched-out'),
    );
  });

  it('asks for the position and tries again when the server wants one the screen did not know of', async () => {
    stubGeolocation(true);
    const { user, posts } = setup({
      location: false,
      punch: (call) =>
        call.body === undefined
          ? jsonResponse({ message: M.locationNeeded, code: 'location_needed' }, 422)
          : jsonResponse(ROW),
    });
    await clickPunchIn(user);
    expect(await screen.findByText('Punched in successfully!')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([undefined, HERE]);
  });

  it('shows the server refusal (too far) under the failure toast', async () => {
    stubGeolocation(true);
    const far = M.tooFar(2300, 'Head Office', 200);
    const { user } = setup({ location: true, punch: () => jsonResponse({ message: far }, 422) });
    await clickPunchIn(user);
    expect(await screen.findByText(far)).toBeInTheDocument();
    expect(far).toBe(
      'You are 2.3 km from the nearest office (Head Office); punch-in is allowed within 200 m.',
    );
  });
});
