import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signInAsPerson, tokenOf } from './support/leave.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

// Issue 40 item 4: leave types of one's own. Types are organisation-wide, so the journey has a server of its
// own; its clock starts on Friday 20 November 2026 (Sunday is the weekly off). The Admin works at desktop
// size, the employee on a 360 px phone. Payroll's paid and unpaid days of custom types are covered by the
// API test (leave-types.payroll.test.ts): the e2e clock cannot move past the leave to pay its month.

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The rail's tab (a bar along the bottom on a phone). */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name, exact: true }).click();
}

test('Admin defines Earned Leave; an employee on a phone applies for three days; HR approves; balance and attendance show it', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const desktop = { viewport: { width: 1440, height: 900 } };
  const phone = { viewport: { width: 360, height: 780 } };
  const [adminContext, hrContext, employeeContext] = await Promise.all([
    browser.newContext({ baseURL: server.baseURL, ...desktop }),
    browser.newContext({ baseURL: server.baseURL, ...desktop }),
    browser.newContext({ baseURL: server.baseURL, ...phone }),
  ]);
  const [adminPage, hrPage, employeePage] = await Promise.all([
    adminContext.newPage(),
    hrContext.newPage(),
    employeeContext.newPage(),
  ]);

  // 1. The Admin adds Earned Leave: paid, several days a request, 15 days a year at the start of the year.
  await signIn(adminPage, 'admin');
  await openTab(adminPage, 'Work Calendar');
  const panel = adminPage.getByRole('region', { name: 'Leave Types' });
  await expect(panel.getByTestId('leave-type-row')).toHaveCount(4);
  const form = panel.getByRole('form', { name: 'Add a leave type' });
  await form.getByLabel('Name').fill('Earned Leave');
  await form.getByLabel('Code').fill('EL');
  await form.getByLabel('Days a year (blank = no limit)').fill('15');
  await form.getByLabel('Several days per request').check();
  await form.getByRole('button', { name: 'Add leave type' }).click();
  await expect(adminPage.getByText('Earned Leave added.')).toBeVisible();
  const row = panel.getByTestId('leave-type-row').filter({ hasText: 'Earned Leave' });
  await expect(row).toContainText('Paid · several days');
  await expect(adminPage.getByRole('region', { name: 'Earned Leave policy' })).toBeVisible();
  await expectAccessible(adminPage, 'Leave types');

  // 2. The employee (joined in January: the whole year's 15 days) applies on a phone for Mon 23 – Wed 25.
  const person = await createPerson(api, {
    name: `Esha Earned ${Date.now().toString(36)}`,
    joinedOn: '2026-01-01',
  });
  await signInAsPerson(employeePage, person);
  await openTab(employeePage, 'Leave Requests');
  const earned = employeePage.getByRole('region', { name: 'Earned Leave balance' });
  await expect(earned).toContainText('15 days available');
  await employeePage.getByRole('button', { name: 'Apply for Leave' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Apply for Leave' });
  await expect(dialog).toContainText('Sick Leave and Earned Leave may span several days');
  await dialog.getByRole('combobox', { name: 'Leave Type' }).click();
  await employeePage.getByRole('option', { name: 'Earned Leave' }).click();
  for (const [field, day] of [
    ['Start Date', 23],
    ['End Date', 25],
  ] as const) {
    await dialog.getByRole('button', { name: field, exact: true }).click();
    await employeePage.getByRole('button', { name: new RegExp(`\\b${day} November 2026`) }).click();
  }
  await expect(dialog.getByTestId('leave-preview')).toContainText('This request takes 3 days');
  const submit = dialog.getByRole('button', { name: 'Submit Request' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(employeePage.getByText('Leave request submitted successfully!')).toBeVisible();

  // 3. HR approves at desktop size.
  await signIn(hrPage, 'hr');
  await openTab(hrPage, 'Leave Requests');
  const hrRow = hrPage
    .getByRole('table', { name: 'Pending leave requests' })
    .getByRole('row')
    .filter({ hasText: person.name });
  await expect(hrRow).toContainText('Earned Leave');
  await hrRow.getByRole('button', { name: 'Approve' }).click();
  await expect(hrPage.getByText('Leave request has been approved.')).toBeVisible();

  // 4. The balance shows the three days taken, live on the phone; the request row keeps its type.
  await expect(earned).toContainText('12 days available');
  await expect(employeePage.getByText('Earned Leave').first()).toBeVisible();

  // 5. Attendance records the three days as Paid Leave (the spec's status), the type carried beside it.
  const token = await tokenOf(api, person);
  const days = await api.get(`/api/employees/${person._id}/attendance?from=2026-11-23&to=2026-11-25`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(days.ok(), await days.text()).toBe(true);
  const rows = (await days.json()) as { date: string; status: string }[];
  expect(rows.map((r) => [r.date, r.status]).sort()).toEqual([
    ['2026-11-23', 'Paid Leave'],
    ['2026-11-24', 'Paid Leave'],
    ['2026-11-25', 'Paid Leave'],
  ]);

  await Promise.all([adminContext.close(), hrContext.close(), employeeContext.close()]);
  await api.dispose();
});
