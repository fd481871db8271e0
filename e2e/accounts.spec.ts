import { expect, test, type Page } from '@playwright/test';
import { createPerson, findRow, openEmployeeManagement, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

// Issue 9: change one's own password; Admin resets someone's. People are created per journey, so the shared
// accounts keep their passwords for every other spec.

async function signInFails(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an employee changes their password, stays signed in, signs out and signs in with the new one', async ({
  page,
  request,
}) => {
  const person = await createPerson(request);
  await signInAs(page, person);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password (at least 8 characters)').fill('a-brand-new-pass');
  await dialog.getByLabel('Confirm new password').fill('a-brand-new-pass');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The current password is incorrect.');

  await dialog.getByLabel('Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Still signed in with the fresh token: a reload keeps the dashboard.
  await page.reload();
  await expect(page).toHaveURL(/\/employee/);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}!` })).toBeVisible();

  await logout(page);
  await signInFails(page, person.email, person.password);
  await signInAs(page, { ...person, password: 'a-brand-new-pass' });
});

test('Admin resets an employee password: the old one fails, the new one works', async ({ page, request }) => {
  const person = await createPerson(request, { name: `Reset Person ${Date.now().toString(36)}` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openEmployeeManagement(page);
  const row = await findRow(page, person.name);
  await row.getByRole('button', { name: `Reset password ${person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('New password (leave blank to generate one)').fill('set-by-the-admin');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(`The password of ${person.name} has been reset.`, { exact: false }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await logout(page);
  await signInFails(page, person.email, person.password);
  await signInAs(page, { ...person, password: 'set-by-the-admin' });
});
