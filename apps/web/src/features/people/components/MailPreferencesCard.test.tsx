import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { MailPreferencesCard } from './MailPreferencesCard';

const ON = { leaveDecided: true, payslipReady: true, taskAssigned: true, notification: true };
const URL_END = '/api/employees/u1/mail-preferences';

describe('MailPreferencesCard', () => {
  it('shows each switch and saves a flip with every switch', async () => {
    const { calls } = stubFetch(({ method, url, body }) => {
      if (!url.endsWith(URL_END)) return undefined;
      return jsonResponse(method === 'PUT' ? body : ON);
    });
    const { user } = renderWithClient(<MailPreferencesCard personId="u1" />);
    const payslip = await screen.findByRole('switch', { name: 'A new salary slip is ready' });
    expect(payslip).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByText(/Sign-in and password e-mails are always sent\./)).toBeInTheDocument();
    await user.click(payslip);
    expect(await screen.findByText(MAIL_MESSAGES.preferencesSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...ON, payslipReady: false });
    expect(screen.getByRole('switch', { name: 'A new salary slip is ready' })).not.toBeChecked();
  });

  it('says when the preferences cannot be loaded and offers to try again', async () => {
    stubFetch(({ url }) => (url.endsWith(URL_END) ? jsonResponse({ message: 'boom' }, 500) : undefined));
    renderWithClient(<MailPreferencesCard personId="u1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.preferencesLoadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
