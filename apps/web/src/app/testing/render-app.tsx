import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Role, SessionUser } from '@hrms/shared';
import { saveSession } from '../../lib/session';
import { AppProviders } from '../providers';
import { AppRoutes } from '../routes';
import { locationProbe } from '../../test/location-probe';

// Test-only helpers for the app layer (never imported by production code).

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces the browser's fetch; unknown URLs answer 404 like the server would. */
export function stubFetch(handler: FetchHandler = () => jsonResponse({ message: 'Not found.' }, 404)) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      handler(typeof input === 'string' ? input : String(input), init),
    );
}

export function testUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const id = `${role.toLowerCase()}-1`;
  return {
    _id: id,
    id,
    name: `Test ${role}`,
    email: `${role.toLowerCase()}@example.com`,
    role,
    ...overrides,
  };
}

export function signInAs(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const user = testUser(role, overrides);
  saveSession(`token-${role}`, user);
  return user;
}

export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { Probe, location } = locationProbe();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, location, user, queryClient };
}
