import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Person } from './people.ts';

/** Signs a person created during the run in through the real form (support/session.ts covers the three accounts). */
export async function signInAsPerson(
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

/** A new browser context on `baseURL` (a journey's own server) with `person` signed in; desktop unless told. */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  person: Pick<Person, 'email' | 'password' | 'role'>,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signInAsPerson(page, person);
  return page;
}

/** A token for `person` through the sign-in API. */
export async function tokenOf(
  request: APIRequestContext,
  person: Pick<Person, 'email' | 'password'>,
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** POST /api/employees/{id}/leaves as that person; returns the presented request. */
export async function applyForLeave(
  request: APIRequestContext,
  person: Person,
  body: { type: string; startDate: string; endDate: string; reason?: string },
): Promise<{ _id: string; status: string }> {
  const res = await request.post(`/api/employees/${person._id}/leaves`, {
    headers: { authorization: `Bearer ${await tokenOf(request, person)}` },
    data: { reason: '', ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; status: string };
}
