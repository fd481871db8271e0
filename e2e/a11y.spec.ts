import { expect, test, type Page } from '@playwright/test';
import { checkDialog, expectAccessible, expectToastsAccessible } from './support/axe.ts';
import { signIn } from './support/session.ts';
import { DASHBOARD_TABS } from './support/tabs.ts';

/**
 * Every screen of the spec, for every role, and each dialog open, has no serious or critical
 * axe-core violation (WCAG 2.1 A/AA). One sign-in per role keeps the run short.
 */

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: tab, exact: true }).click();
  await expect(page).toHaveTitle(new RegExp(`^${tab} · HRMS`));
}

test.beforeEach(async ({ page }) => {
  // A dozen full-page scans per test: a wider ceiling than a single journey (not a speed check).
  test.setTimeout(test.info().timeout * 10);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the sign-in screen and the 404 page', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page, '/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/login with errors');
  await page.goto('/no/such/page');
  await expect(page.getByText('404: Page Not Found')).toBeVisible();
  await expectAccessible(page, '404');
});

// A toast lives the spec's 4 s: on a busy machine it can go between being seen and being read. Each check makes
// its toast again until one is read whole (toPass); a violation fails the same way every time, so it still fails.
test('the rich-coloured toasts, error and success, once fully shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password').fill('not-the-password');
  await expect(async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed. Please check your credentials.').first()).toBeVisible();
    await expectToastsAccessible(page, 'error toast');
  }).toPass();
  await expect(async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'employee');
    await expect(page.getByText('Login successful!').first()).toBeVisible();
    await expectToastsAccessible(page, 'success toast');
  }).toPass();
});

test('the employee dashboard, the details page and the employee dialogs', async ({ page }) => {
  await signIn(page, 'employee');
  for (const tab of DASHBOARD_TABS.employee) {
    await openTab(page, tab);
    await expectAccessible(page, `employee ${tab}`);
  }
  await openTab(page, 'Home');
  await checkDialog(page, 'Add New Event', () => page.getByRole('button', { name: /Add Event/ }).click());
  await openTab(page, 'Leave Requests');
  await checkDialog(page, 'Apply for Leave', () =>
    page.getByRole('button', { name: 'Apply for Leave' }).first().click(),
  );
  await page.getByRole('link', { name: 'Additional Details' }).click();
  await expect(page.getByRole('button', { name: 'Save Additional Information' })).toBeVisible();
  await expectAccessible(page, 'details page');
});

test('the admin dashboard and the admin dialogs', async ({ page }) => {
  await signIn(page, 'admin');
  for (const tab of DASHBOARD_TABS.admin) {
    await openTab(page, tab);
    await expectAccessible(page, `admin ${tab}`);
  }
  await openTab(page, 'Employee Management');
  await checkDialog(page, 'Add Employee', () => page.getByRole('button', { name: 'Add Employee' }).click());
  const row = page.getByRole('row').filter({ hasText: 'employee@e2e.test' });
  await checkDialog(page, 'View employee', () => row.getByRole('button', { name: /View/ }).click());
  await checkDialog(page, 'Update employee', () => row.getByRole('button', { name: /Update/ }).click());
  await checkDialog(page, 'Delete employee', () => row.getByRole('button', { name: /Delete/ }).click());
  await checkDialog(page, 'Manage Uploads', () =>
    row.getByRole('button', { name: /Manage Uploads/ }).click(),
  );
  await openTab(page, 'Task Management');
  await checkDialog(page, 'Create Task', () => page.getByRole('button', { name: /Create Task/ }).click());
  // The recipient picker open, with a person chosen (announced through aria-checked).
  await openTab(page, 'Send Notification');
  await page.getByRole('combobox', { name: 'Recipients' }).click();
  await page.getByRole('option', { name: /Esha/ }).first().click();
  await expect(page.getByRole('option', { name: /Esha/ }).first()).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'recipient picker', '[cmdk-root]');
  await page.keyboard.press('Escape');
});

test('the HR dashboard', async ({ page }) => {
  await signIn(page, 'hr');
  for (const tab of DASHBOARD_TABS.hr) {
    await openTab(page, tab);
    await expectAccessible(page, `hr ${tab}`);
  }
});
