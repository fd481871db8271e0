import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@hrms/shared';
import { api } from '../lib/api';
import { jsonResponse, renderApp, signInAs, stubFetch } from './testing/render-app';

const signInHeading = { level: 1, name: 'HRMS Login' } as const;

describe('routes and guards', () => {
  it.each(['/', '/login'])('shows the sign-in screen at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', signInHeading)).toBeInTheDocument();
  });

  it.each(['/employee', '/admin', '/hr', '/details/u1'])(
    'sends a visitor without a token from %s to /login',
    async (path) => {
      const { location } = renderApp(path);
      expect(await screen.findByRole('heading', signInHeading)).toBeInTheDocument();
      expect(location().pathname).toBe('/login');
    },
  );

  it.each([
    ['HR', '/admin'],
    ['Employee', '/admin'],
    ['Admin', '/hr'],
    ['Employee', '/hr'],
    ['Admin', '/employee'],
    ['HR', '/employee'],
  ] as const)('sends a signed-in %s from %s to /login', async (role, path) => {
    stubFetch();
    signInAs(role);
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', signInHeading)).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('treats a stored user without a token as signed out', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'a', id: 'a', name: 'A', email: 'a@x.io', role: 'Admin' }),
    );
    const { location } = renderApp('/admin');
    await screen.findByRole('heading', signInHeading);
    expect(location().pathname).toBe('/login');
  });

  it.each([
    ['Employee', '/employee', 'Welcome, Test Employee!'],
    ['Admin', '/admin', 'Welcome Admin, Test Admin!'],
    ['HR', '/hr', 'Welcome HR, Test HR!'],
  ] as const)('lets a %s into %s with the greeting', async (role: Role, path, greeting) => {
    stubFetch();
    signInAs(role);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('shows the 404 text and a way back for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404: Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('lets any signed-in role open /details/:id', async () => {
    stubFetch();
    signInAs('HR');
    const { location } = renderApp('/details/hr-1');
    // Spec section 2: the details page has a Back button; its content belongs to the People feature's tests.
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(location().pathname).toBe('/details/hr-1');
    expect(screen.queryByRole('heading', signInHeading)).not.toBeInTheDocument();
  });

  it('signs the user out and shows the sign-in screen when an authenticated call gets 401', async () => {
    stubFetch((url) =>
      url === '/api/employees/employee-1/attendance'
        ? jsonResponse({ message: MESSAGES.unauthenticated }, 401)
        : jsonResponse({ message: 'Not found.' }, 404),
    );
    signInAs('Employee');
    const { location } = renderApp('/employee');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Test Employee!' });

    await act(() => api.get('/employees/employee-1/attendance').catch(() => undefined));

    expect(await screen.findByRole('heading', signInHeading)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
