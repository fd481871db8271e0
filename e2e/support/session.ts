import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountKey } from './accounts.ts';

/** Signs in through the real form, the way a person does. */
export async function signIn(page: Page, who: AccountKey): Promise<void> {
  const account = ACCOUNTS[who];
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${who === 'employee' ? 'employee' : who}(\\?|$)`));
}
