import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hrms/shared';
import { readSession, saveSession } from '../../../lib/session';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

function renderLogout() {
  saveSession('token-of-this-session', {
    _id: 'emp-1',
    id: 'emp-1',
    name: 'Test Employee',
    email: 'employee@example.com',
    role: 'Employee',
  });
  return renderWithClient(
    <MemoryRouter initialEntries={['/employee']}>
      <Routes>
        <Route path="/employee" element={<LogoutButton />} />
        <Route path="/login" element={<h1>HRMS Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useLogout', () => {
  it("asks the server to end this session with this session's token, and signs out here", async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/logout' ? jsonResponse({ message: MESSAGES.loggedOut }) : undefined,
    );
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'HRMS Login' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/auth/logout']);
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer token-of-this-session');
  });

  it('signs out here even when the server cannot be reached, without saying the session expired', async () => {
    const { calls } = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'HRMS Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('signs out here when the server refuses the token (already signed out elsewhere)', async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.sessionExpired }, 401));
    const { user } = renderLogout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'HRMS Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });
});
