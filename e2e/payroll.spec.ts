import { expect, test } from '@playwright/test';
import { createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

// The e2e clock stands at 09:30 on Friday 20 November 2026, and the month in progress may be paid
// (docs/payroll.md, "The attendance cut-off"): attendance is read up to 19/11, later days counted as present.
// The person is new, with no attendance: 1-19 pays only Sundays 1, 8, 15; 20-30 pays Sundays 22, 29 and
// 9 presumed working days: 14 of 30 days of ₹30,000 = ₹14,000.
test('Admin generates a slip for an employee who is signed in elsewhere; they get the toast and open the slip', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Payroll Person ${Date.now().toString(36)}`,
    baseSalary: 30_000,
    joinedOn: '2026-01-01',
  });

  const employeeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const employeePage = await employeeContext.newPage();
  await signInAs(employeePage, person);

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await adminPage
    .getByRole('navigation')
    .getByRole('button', { name: 'Salary Punch In', exact: true })
    .click();
  await expect(adminPage.getByRole('heading', { name: 'Generate Salary Slips' })).toBeVisible();

  // The spec's validation message, before anything is chosen.
  await adminPage.getByRole('button', { name: 'Generate Salary Slips' }).click();
  await expect(
    adminPage.getByRole('alert').filter({ hasText: 'Please select employee(s) and a pay period.' }),
  ).toBeVisible();

  await adminPage.getByRole('combobox', { name: 'Employees' }).click();
  await adminPage.getByPlaceholder('Search employees...').fill(person.name);
  await adminPage.getByRole('option', { name: new RegExp(person.name) }).click();
  await adminPage.keyboard.press('Escape');
  await expect(adminPage.getByRole('list', { name: 'Selected employees' })).toContainText(person.name);
  await adminPage.getByPlaceholder('October 2025').fill('november 2026');
  await adminPage.getByRole('button', { name: 'Generate Salary Slips' }).click();
  await adminPage.getByRole('button', { name: 'Generate and lock' }).click();
  await expect(adminPage.getByText('Salary slips are being generated for 1 employee(s).')).toBeVisible();
  await expect(adminPage.getByText('November 2026: 1 of 1 slip(s) generated.')).toBeVisible();
  const allHistory = adminPage.getByRole('table', { name: 'All salary history' });
  await expect(allHistory.getByRole('row').filter({ hasText: person.name })).toContainText('November 2026');

  // The employee, on their Home tab all along, hears about it live.
  await expect(employeePage.getByText('Your new salary slip has been generated!')).toBeVisible();
  await employeePage
    .getByRole('navigation')
    .getByRole('button', { name: 'Salary History', exact: true })
    .click();
  const row = employeePage
    .getByRole('table', { name: 'My salary history' })
    .getByRole('row')
    .filter({ hasText: 'November 2026' });
  await expect(row).toContainText('₹14,000');
  await expect(row).toContainText('Generated');
  await expect(row).toContainText('20/11/2026');

  await row.getByRole('button', { name: /View Slip/ }).click();
  const dialog = employeePage.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/files\//);
  const slip = await employeePage.request.get(src!);
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // About 90% of the viewport height.
  const box = await dialog.boundingBox();
  expect(box!.height).toBeGreaterThan(900 * 0.85);

  await employeeContext.close();
  await adminContext.close();
});

test("an Employee cannot generate slips or read someone else's salaries", async ({ request }) => {
  const person = await createPerson(request, { baseSalary: 10_000 });
  const login = await request.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const generate = await request.post('/api/admin/generate-salary', {
    headers,
    data: { employeeIds: [user.id], month: 'October 2026' },
  });
  expect(generate.status()).toBe(403);
  expect((await request.get('/api/admin/salaries', { headers })).status()).toBe(403);
  expect((await request.get(`/api/employees/${user.id}/salaries`, { headers })).status()).toBe(200);
});
