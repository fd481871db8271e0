import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES as M } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(43);

function renderAt(path: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ForgotPasswordPage', () => {
  it('asks for the address, sends it, and shows the same answer the server gives everyone', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.endsWith('/api/auth/forgot-password') ? jsonResponse({ message: M.linkSent }) : undefined,
    );
    const { user } = renderAt('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.emailRequired);
    expect(calls.filter((call) => call.url.includes('forgot'))).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.linkSent);
    expect(calls.find((call) => call.url.includes('forgot'))?.body).toEqual({ email: 'asha@example.in' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the throttle message the server answers', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/api/auth/forgot-password')
        ? jsonResponse({ message: M.tooManyRequests }, 429)
        : undefined,
    );
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooManyRequests);
  });
});

describe('ResetPasswordPage', () => {
  it('checks the password rules before sending, then sends the token and goes to sign-in', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.endsWith('/api/auth/reset-password') ? jsonResponse({ message: M.passwordSet }) : undefined,
    );
    const { user } = renderAt(`/reset-password?token=${TOKEN}`);
    const fresh = screen.getByLabelText('New password (at least 8 characters)');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(fresh, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(fresh).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(fresh.getAttribute('aria-describedby')!)).toHaveTextContent(
      ACCOUNT_MESSAGES.newTooShort,
    );
    expect(calls.filter((call) => call.url.includes('reset-password'))).toHaveLength(0);

    await user.clear(fresh);
    await user.type(fresh, 'long-enough-1');
    await user.type(confirm, 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('reset-password'))?.body).toEqual({
      token: TOKEN,
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
  });

  it('a spent or expired link: the server message and a way to ask for a new one', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/api/auth/reset-password') ? jsonResponse({ message: M.tokenInvalid }, 400) : undefined,
    );
    const { user } = renderAt(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('a link without a token says so without sending anything', async () => {
    const { calls } = stubFetch();
    const { user } = renderAt('/reset-password');
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.tokenInvalid);
    expect(calls.filter((call) => call.url.includes('reset-password'))).toHaveLength(0);
  });
});
