import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { signIn } from './support/session.ts';

test.describe('signing in', () => {
  for (const [who, path, greeting] of [
    ['admin', '/admin', `Welcome Admin, ${ACCOUNTS.admin.name}!`],
    ['hr', '/hr', `Welcome HR, ${ACCOUNTS.hr.name}!`],
    ['employee', '/employee', ACCOUNTS.employee.name],
  ] as const) {
    test(`${who} lands on ${path} and the session is stored`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('HRMS Login')).toBeVisible();
      await expect(page.getByText('Enter your email and password to access your account.')).toBeVisible();
      await signIn(page, who);
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(greeting);
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        user: localStorage.getItem('user'),
      }));
      expect(typeof JSON.parse(stored.token!)).toBe('string');
      expect(JSON.parse(stored.user!)).toMatchObject({
        email: ACCOUNTS[who].email,
        role: ACCOUNTS[who].role,
      });
    });
  }

  test('a wrong password shows the failure message and re-enables the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.employee.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.employee.email);
  });

  test('empty fields show the validation message and send no request', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) loginCalls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter both email and password.')).toBeVisible();
    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter both email and password.').first()).toBeVisible();
    expect(loginCalls).toEqual([]);
  });
});

test.describe('guards and pages', () => {
  test('dashboards redirect to /login without a token', async ({ page }) => {
    for (const path of ['/admin', '/hr', '/employee']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a dashboard of another role redirects to /login', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/hr');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404: Page Not Found')).toBeVisible();
  });

  test('logout clears the session and guards the dashboard again', async ({ page }) => {
    await signIn(page, 'hr');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/hr');
    await expect(page).toHaveURL(/\/login$/);
  });
});
