import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { LoginPage } from './LoginPage';

const admin = { _id: 'u1', id: 'u1', name: 'Asha Rao', email: 'asha@example.com', role: 'Admin' } as const;

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin" element={<p>Admin landing</p>} />
          <Route path="/two-step-setup" element={<p>Set-up page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the password, shows a wrong code, then signs in with the right one', async () => {
    const { calls } = stubFetch(({ url, body }) => {
      if (url === '/api/auth/login') return jsonResponse({ twoStepRequired: true, challenge: 'c-1' });
      if (url === '/api/auth/login/two-step') {
        return (body as { code: string }).code === '123456'
          ? jsonResponse({ token: 'jwt-2', user: admin })
          : jsonResponse({ message: TWO_STEP_MESSAGES.codeInvalid }, 401);
      }
      return undefined;
    });
    const user = renderLogin();
    await signIn(user);

    const code = await screen.findByLabelText('Code');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.codeInvalid);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin landing')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-2'));
    expect(calls.at(-1)?.body).toEqual({ challenge: 'c-1', code: '123456' });
  });

  it('sends a person the organisation requires it of to the set-up page', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/login'
        ? jsonResponse({ token: 'jwt-3', user: admin, twoStepSetupRequired: true })
        : undefined,
    );
    const user = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Set-up page')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-3')));
  });
});
