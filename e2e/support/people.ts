import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts.ts';

export interface Person {
  _id: string;
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'Admin' | 'HR' | 'Employee';
  employeeId: string;
}

export interface PersonOptions {
  role?: Person['role'];
  name?: string;
  /** Monthly, in rupees. */
  baseSalary?: number;
  /** YYYY-MM-DD; default: today on the server's clock. */
  joinedOn?: string;
}

let counter = 0;

/** A bearer token for the e2e Admin, through the real sign-in API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Creates a person through POST /api/admin/employees as the e2e Admin, with a unique name and e-mail
 * (the database is shared by every spec). Sign in as them with their email and password.
 */
export async function createPerson(request: APIRequestContext, options: PersonOptions = {}): Promise<Person> {
  counter += 1;
  const role = options.role ?? 'Employee';
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  const name = options.name ?? `${role} ${stamp}`;
  const email = `${role.toLowerCase()}-${stamp}@e2e.test`;
  const password = `pass-${stamp}`;
  const res = await request.post('/api/admin/employees', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      email,
      password,
      role,
      ...(options.baseSalary !== undefined ? { baseSalary: options.baseSalary } : {}),
      ...(options.joinedOn ? { joinedOn: options.joinedOn } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as Omit<Person, 'password'>;
  return { ...created, password };
}

/** Signs in through the real form as someone made with createPerson. */
export async function signInAs(
  page: Page,
  person: { email: string; password: string; role: Person['role'] },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${person.role.toLowerCase()}(\\?|$)`));
}

export async function openEmployeeManagement(page: Page): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: 'Employee Management', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'All Employees' })).toBeVisible();
  // Wait for the first page of rows, so the walk below never races the first load.
  await expect(page.getByTestId('employee-row').first()).toBeVisible();
}

/** The table is shared by every spec and pages 10 rows: walk the pages until the person's row shows. */
export async function findRow(page: Page, name: string): Promise<Locator> {
  const row = page.getByTestId('employee-row').filter({ hasText: name });
  const pages = page.getByRole('navigation', { name: 'Employees pages' });
  for (let turns = 0; turns < 50; turns += 1) {
    if (await row.isVisible()) return row;
    const next = pages.getByRole('button', { name: 'Next' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    const before = await pages.textContent();
    await next.click();
    await expect(pages).not.toHaveText(before ?? '');
  }
  await expect(row).toBeVisible();
  return row;
}
