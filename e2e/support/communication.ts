import { expect, type Browser, type Page } from '@playwright/test';
import type { Person } from './people.ts';

/** A fresh browser context (its own storage and socket) signed in as a person created during the run. */
export async function openAs(
  browser: Browser,
  person: Pick<Person, 'email' | 'password' | 'role'>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const home = person.role === 'Admin' ? '/admin' : person.role === 'HR' ? '/hr' : '/employee';
  await expect(page).toHaveURL(new RegExp(`${home}(\\?|$)`));
  return page;
}

export async function openTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: label, exact: true })
    .click();
}

/** The header's bell dot (the shell renders it only while unread notifications exist). */
export const unreadDot = (page: Page) => page.getByRole('banner').getByTestId('unread-dot');
