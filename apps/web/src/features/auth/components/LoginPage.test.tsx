import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppToaster } from '../../../components/ui/app-toaster';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Role, type SessionUser } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { locationProbe } from '../../../test/location-probe';
import { LoginPage } from './LoginPage';

function userFor(role: Role): SessionUser {
  return { _id: 'u1', id: 'u1', name: 'Asha Rao', email: 'asha@example.com', role };
}

function renderLogin(prepareHome?: () => Promise<unknown>) {
  const { Probe, location } = locationProbe();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage prepareHome={prepareHome} />} />
          <Route path="/admin" element={<p>Admin landing</p>} />
          <Route path="/hr" element={<p>HR landing</p>} />
          <Route path="/employee" element={<p>Employee landing</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
      <AppToaster durationMs={Number.POSITIVE_INFINITY} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  return { location, user, email, password };
}

describe('LoginPage', () => {
  it('shows the spec texts and labelled, required email and password fields', () => {
    const { email, password } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'HRMS Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email and password to access your account.')).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    ['both fields empty', '', ''],
    ['a blank password', 'asha@example.com', '   '],
    ['a whitespace-only email', '   ', 'secret'],
  ])('with %s it shows the spec message and sends no request', async (_case, emailText, passwordText) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, email, password } = renderLogin();
    if (emailText) await user.type(email, emailText);
    if (passwordText) await user.type(password, passwordText);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.loginEmpty)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('disables the form and reads "Signing In..." until the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, email, password, location } = renderLogin();
    await user.type(email, 'asha@example.com');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();

    await waitFor(() => expect(calls).toHaveLength(1));
    answer(jsonResponse({ token: 'jwt-1', user: userFor('Admin') }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
  });

  it('opens the home only once its code is in, and stays busy until then', async () => {
    let codeIn: () => void = () => {};
    const prepareHome = vi.fn(() => new Promise<void>((resolve) => (codeIn = resolve)));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ token: 'jwt-1', user: userFor('HR') }));
    const { user, email, password, location } = renderLogin(prepareHome);
    await user.type(email, 'asha@example.com');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(prepareHome).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(location().pathname).toBe('/login');
    codeIn();
    expect(await screen.findByText('HR landing')).toBeInTheDocument();
    expect(location().pathname).toBe('/hr');
  });

  it('opens the home even when its code fails to load (the route then shows its error page)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ token: 'jwt-1', user: userFor('Employee') }),
    );
    const { user, email, password } = renderLogin(() => Promise.reject(new Error('chunk failed')));
    await user.type(email, 'asha@example.com');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Employee landing')).toBeInTheDocument();
  });

  it.each([
    ['Admin', '/admin', 'Admin landing'],
    ['HR', '/hr', 'HR landing'],
    ['Employee', '/employee', 'Employee landing'],
  ] as const)('signs a %s in, stores the session as JSON and lands on %s', async (role, path, landing) => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ token: 'jwt-1', user: userFor(role) }));
    const { user, email, password, location } = renderLogin();
    await user.type(email, ' asha@example.com ');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(landing)).toBeInTheDocument();
    expect(location().pathname).toBe(path);
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-1'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(userFor(role));

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.com', password: 'secret' });
  });

  it.each([
    [
      'the server refuses the credentials',
      () => Promise.resolve(jsonResponse({ message: 'Invalid email or password.' }, 401)),
    ],
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer lacks the user', () => Promise.resolve(jsonResponse({ token: 'jwt-1' }))],
  ])('when %s it shows the failure message, logs the error and re-enables the form', async (_case, reply) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(reply);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, email, password, location } = renderLogin();
    await user.type(email, 'asha@example.com');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(email).toBeEnabled();
    expect(email).toHaveValue('asha@example.com');
    expect(password).toHaveValue('wrong');
    expect(localStorage.getItem('token')).toBeNull();
    expect(location().pathname).toBe('/login');
  });
});
