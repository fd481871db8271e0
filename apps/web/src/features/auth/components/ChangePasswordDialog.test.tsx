import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, TWO_STEP_MESSAGES } from '@hrms/shared';
// The dashboard registers the signed-in English before the header's button shows (the button itself stays off
// the sign-in path's code).
import '../../../lib/i18n/app';
import { setLanguage } from '../../../lib/i18n/store';
import { readSession, saveSession } from '../../../lib/session';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { ChangePasswordButton } from './ChangePasswordButton';

const USER = { _id: 'u1', id: 'u1', name: 'Asha', email: 'asha@x.in', role: 'Employee' as const };

function setup(answer: () => Response) {
  const bodies: unknown[] = [];
  stubFetch(({ body }) => {
    bodies.push(body);
    return answer();
  });
  const { user } = renderWithClient(<ChangePasswordButton />);
  return { user, bodies };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  // The dialog's code loads on the first click.
  await screen.findByRole('dialog');
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password (at least 8 characters)'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!);
}

beforeEach(() => saveSession('old-token', USER));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ChangePasswordButton', () => {
  it('checks the shared rules before sending and ties each error to its field', async () => {
    const { user, bodies } = setup(() => jsonResponse({}));
    await fill(user, '', 'short', 'other');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(current.getAttribute('aria-describedby')!)).toHaveTextContent(
      ACCOUNT_MESSAGES.currentRequired,
    );
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      ACCOUNT_MESSAGES.currentRequired,
      ACCOUNT_MESSAGES.newTooShort,
      ACCOUNT_MESSAGES.mismatch,
    ]);
    expect(bodies).toHaveLength(0);
  });

  it('shows a wrong current password beside the field and keeps the dialog open', async () => {
    const { user } = setup(() => jsonResponse({ message: ACCOUNT_MESSAGES.wrongCurrent }, 400));
    await fill(user, 'nope-nope', 'new-pass-123', 'new-pass-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCurrent);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(readSession()?.token).toBe('old-token');
  });

  it('stores the fresh token on success so this tab stays signed in', async () => {
    const { user, bodies } = setup(() =>
      jsonResponse({ message: ACCOUNT_MESSAGES.changed, token: 'fresh-token' }),
    );
    await fill(user, 'old-pass-123', 'new-pass-123', 'new-pass-123');
    await waitFor(() => expect(readSession()?.token).toBe('fresh-token'));
    expect(bodies[0]).toEqual({
      currentPassword: 'old-pass-123',
      newPassword: 'new-pass-123',
      confirmPassword: 'new-pass-123',
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.changed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a code when one is typed, and shows a wrong code beside its field (issue 39)', async () => {
    const { user, bodies } = setup(() => jsonResponse({ message: TWO_STEP_MESSAGES.codeInvalid }, 400));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Current password'), 'old-pass-123');
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'new-pass-123');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-123');
    await user.type(screen.getByLabelText('Code from the app (if two-step sign-in is on)'), ' 123456 ');
    await user.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!);
    const code = await screen.findByLabelText('Code from the app (if two-step sign-in is on)');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)).toHaveTextContent(
      TWO_STEP_MESSAGES.codeInvalid,
    );
    expect(bodies[0]).toEqual({
      currentPassword: 'old-pass-123',
      newPassword: 'new-pass-123',
      confirmPassword: 'new-pass-123',
      code: '123456',
    });
  });

  it("speaks Hindi: the labels, the form's own checks and the server's rule beside its field", async () => {
    await setLanguage('hi', false);
    try {
      const { user } = setup(() => jsonResponse({ message: ACCOUNT_MESSAGES.wrongCurrent }, 400));
      await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
      const dialog = await screen.findByRole('dialog', { name: 'पासवर्ड बदलें' });
      expect(dialog).toHaveTextContent('आपके दूसरे डिवाइस साइन आउट हो जाएँगे।');
      await user.type(screen.getByLabelText('नया पासवर्ड (कम से कम 8 अक्षर)'), 'short');
      await user.click(screen.getAllByRole('button', { name: 'पासवर्ड बदलें' }).at(-1)!);
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
        'कृपया अपना मौजूदा पासवर्ड लिखें।',
        'नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
        'दोनों नए पासवर्ड एक जैसे नहीं हैं।',
      ]);
      await user.type(screen.getByLabelText('मौजूदा पासवर्ड'), 'nope-nope');
      await user.clear(screen.getByLabelText('नया पासवर्ड (कम से कम 8 अक्षर)'));
      await user.type(screen.getByLabelText('नया पासवर्ड (कम से कम 8 अक्षर)'), 'new-pass-123');
      await user.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'new-pass-123');
      await user.click(screen.getAllByRole('button', { name: 'पासवर्ड बदलें' }).at(-1)!);
      expect(await screen.findByRole('alert')).toHaveTextContent('मौजूदा पासवर्ड सही नहीं है।');
    } finally {
      await setLanguage('en', false);
    }
  });
});
