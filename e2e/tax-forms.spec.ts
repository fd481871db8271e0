import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { generateSlips } from './support/payroll.ts';
import { adminToken, createPerson, signInAs } from './support/people.ts';
import { freePort, startPrivateServer } from './support/private-server.ts';
import { signIn } from './support/session.ts';

/*
 * The tax forms (issue 44, docs/tax-year.md): an employee on ₹1,00,000 a month (Basic ₹50,000, HRA ₹25,000)
 * declares ₹30,000 of rent in Mumbai with the landlord's PAN: ₹25,000 a month, ₹3,00,000 a year exempt; HR
 * accepts ₹20,000 of it with a reason: ₹15,000 a month, ₹1,80,000 a year; the Admin downloads the person's
 * Form 130 once October's slip is final. A server of its own (the window lists My Tax for everyone), its clock
 * on 20 November 2026.
 */
const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let server: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  server = await startPrivateServer(port);
});
test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await server?.stop();
});

test('an employee declares rent, HR accepts part of it, the Admin downloads Form 130', async ({
  browser,
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const window = await request.put('/api/admin/tax-year/windows/2026', {
    headers,
    data: { regimeUntil: '2026-12-31', proofsFrom: '2027-01-15' },
  });
  expect(window.status(), await window.text()).toBe(200);
  const person = await createPerson(request, {
    name: `Rent Person ${Date.now().toString(36)}`,
    baseSalary: 100_000,
    joinedOn: '2026-01-01',
  });

  await signInAs(page, person);
  await openTab(page, 'My Tax');
  const mine = page.getByRole('region', { name: 'Rent, earlier employer and Form 130' });
  await mine.getByLabel('Monthly rent (₹)').fill('30000');
  await mine.getByLabel('City').selectOption('MUMBAI');
  await mine.getByLabel("Landlord's name").fill('K. Mehta');
  await mine.getByRole('button', { name: 'Save rent' }).click();
  await expect(page.getByText(/Please give the landlord’s PAN/)).toBeVisible();
  await mine.getByLabel(/Landlord's PAN/).fill('PQRST6789K');
  await mine.getByRole('button', { name: 'Save rent' }).click();
  await expect(mine.getByTestId('hra-year')).toHaveText('₹3,00,000');
  await expectAccessible(page, 'My Tax: rent (employee)');

  const hrPage = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await signIn(hrPage, 'hr');
  await openTab(hrPage, 'My Tax');
  const staff = hrPage.getByRole('region', { name: 'Tax declarations' });
  await staff.getByLabel('Employee').selectOption({ label: person.name });
  await staff.getByLabel('Decision', { exact: true }).last().selectOption('partly');
  await staff.getByLabel('Accepted monthly rent').fill('20000');
  await staff.locator('#extras-reason').fill('Receipts for ₹20,000 a month');
  await staff.getByRole('button', { name: 'Save rent decision' }).click();
  await expect(staff.getByTestId('hra-year')).toHaveText('₹1,80,000');
  await expectAccessible(hrPage, 'My Tax: rent verified (HR)');

  await generateSlips(request, [person], 'October 2026');
  const adminPage = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await signIn(adminPage, 'admin');
  await openTab(adminPage, 'My Tax');
  const adminStaff = adminPage.getByRole('region', { name: 'Tax declarations' });
  await adminStaff.getByLabel('Employee').selectOption({ label: person.name });
  const download = adminPage.waitForEvent('download');
  await adminStaff.getByRole('button', { name: 'Download Form 130 (Part B)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Form-130-Part-B-2026-27-.*\.pdf$/);
  await expect(adminPage.getByRole('region', { name: 'Tax forms' })).toBeVisible();
  await expectAccessible(adminPage, 'My Tax: tax forms (Admin)');
});
