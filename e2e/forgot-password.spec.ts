import { expect, test } from '@playwright/test';
import { resetTokenIn, startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// The journey changes a password, so it runs on a server of its own, whose mail goes to an SMTP server
// started here (the smtp-server package): the link is read from the message the person would receive.

let sink: SmtpSink;
let server: OwnServer;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startOwnServer(120_000, { SMTP_URL: sink.url });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test('forgot password: the e-mailed link sets a new password, which then signs in', async ({ page }) => {
  const { email, name } = ACCOUNTS.employee;
  const newPassword = 'a-brand-new-password-7';
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expectAccessible(page, 'forgot password page');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this email address, a link to choose a new password is on its way. It is valid for 30 minutes.',
  );

  const mail = await sink.next((received) => received.to.includes(email));
  expect(mail.subject).toBe('Reset your Our Organisation password');
  const token = resetTokenIn(mail);

  await page.goto(`${server.baseURL}/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'reset password page');
  await page.getByLabel('New password (at least 8 characters)').fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been changed. Please sign in with the new password.'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/employee$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The link works once.
  await page.goto(`${server.baseURL}/reset-password?token=${token}`);
  await page.getByLabel('New password (at least 8 characters)').fill('yet-another-password-8');
  await page.getByLabel('Confirm new password').fill('yet-another-password-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired. Please ask for a new one.',
  );
});
