import { expect, type Page } from '@playwright/test';
import type { Person } from './people.ts';

/** Signs in as a person created for the journey, through the real form. */
export async function signInAs(
  page: Page,
  person: Pick<Person, 'email' | 'password' | 'role'>,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const home = person.role === 'Admin' ? '/admin' : person.role === 'HR' ? '/hr' : '/employee';
  await expect(page).toHaveURL(new RegExp(`${home}(\\?|$)`));
}

export async function openAttendanceTab(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: 'Attendance', exact: true }).click();
  await expect(page).toHaveURL(/tab=attendance/);
}
