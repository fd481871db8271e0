import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { TwoStepSection } from './TwoStepSection';

/** Issue 39: every change of one's own two-step sign-in sends the current password with the code. */
function setup() {
  const { calls } = stubFetch(({ method, url }) => {
    if (method === 'GET' && url === '/api/me/two-step')
      return jsonResponse({ enabled: true, required: false, recoveryCodesLeft: 9 });
    if (method === 'POST' && url === '/api/me/two-step/disable')
      return jsonResponse({ message: TWO_STEP_MESSAGES.turnedOff });
    if (method === 'POST' && url === '/api/me/two-step/recovery-codes')
      return jsonResponse({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `aaaaa-${i}bbbb`) });
    return undefined;
  });
  const { user } = renderWithClient(<TwoStepSection viewerRole="Employee" />);
  const sent = (url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);
  return { user, sent };
}

describe('TwoStepSection', () => {
  it('turns off with the current password and a code, both sent', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current password'), 'my-password-1');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.turnedOff)).toBeInTheDocument();
    expect(sent('/api/me/two-step/disable').map((call) => call.body)).toEqual([
      { code: '123 456', password: 'my-password-1' },
    ]);
  });

  it('renews the recovery codes with the current password and a code', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Current password'), 'my-password-1');
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(sent('/api/me/two-step/recovery-codes').map((call) => call.body)).toEqual([
      { code: '654321', password: 'my-password-1' },
    ]);
  });
});
