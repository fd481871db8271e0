import { expect, request as playwrightRequest, test } from '@playwright/test';
import { openAttendanceTab } from './support/attendance.ts';
import { openSignedIn } from './support/leave.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

/*
 * Issue 40, blocker 1: an organisation going live in the middle of a month. The go-live date is
 * organisation-wide (it would pay the other specs' unmarked days), so this journey runs on a server of its
 * own: an empty organisation whose clock starts on Friday 20 November 2026, 09:30 in Kolkata.
 * ₹30,000 a month; go-live Monday 16 November; HR's bulk mark fills 16-19 November with Present.
 * November previewed on the 20th: cut-off 19th -> 5 Sundays + 12 working days before go-live + 4 Present
 * + 9 presumed after the cut-off = 30 days -> ₹30,000 (without go-live: 18 days, ₹18,000). Then the person
 * reads the marked days on a 360 px phone.
 */
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('empty organisation: set go-live, bulk mark, the preview pays the full month', async ({ browser }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const person = await createPerson(api, {
    name: `Gita Golive ${Date.now().toString(36)}`,
    baseSalary: 30_000,
    joinedOn: '2026-01-01',
  });
  await api.dispose();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 900 },
  });
  const admin = await context.newPage();
  await signIn(admin, 'admin');

  // 1. The go-live date.
  await openAttendanceTab(admin);
  const goLive = admin.getByRole('form', { name: 'Go-live date' });
  await goLive.getByLabel('Go-live date').fill('2026-11-16');
  await goLive.getByRole('button', { name: 'Save go-live date' }).click();
  await expect(admin.getByText('Go-live date saved.')).toBeVisible();

  // 2. Bulk mark 16-19 November Present for the person, after a preview.
  await admin.getByRole('button', { name: 'Bulk mark' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Bulk mark' });
  await dialog.getByLabel('From').fill('2026-11-16');
  await dialog.getByLabel('To').fill('2026-11-19');
  await dialog.getByLabel(/Selected people/).check();
  await dialog.getByLabel('Search people').fill(person.name);
  await dialog.getByRole('checkbox', { name: new RegExp(person.name) }).check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Will mark 4 day\(s\) for 1 person\(s\); skipped 0/);
  await dialog.getByRole('button', { name: 'Mark 4 day(s)' }).click();
  await expect(admin.getByText(/^Marked 4 day\(s\) for 1 person\(s\)/)).toBeVisible();

  // 3. November's preview: the whole salary.
  await admin.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Employees' }).click();
  await admin.getByPlaceholder('Search employees...').fill(person.name);
  await admin.getByRole('option', { name: new RegExp(person.name) }).click();
  await admin.keyboard.press('Escape');
  await admin.getByPlaceholder('October 2025').fill('November 2026');
  await admin.getByRole('button', { name: 'Preview' }).click();
  const register = admin.getByRole('table', { name: 'Payroll register' });
  await expect(register.getByRole('row').filter({ hasText: person.name })).toContainText('₹30,000');
  await context.close();

  // 4. The person, on a 360 px phone: the bulk-marked days are Present in their own attendance, in sight.
  const phone = await openSignedIn(browser, server.baseURL, person, { width: 360, height: 780 });
  await openAttendanceTab(phone);
  const day = phone
    .getByRole('table', { name: 'My attendance record' })
    .getByRole('row')
    .filter({ hasText: '16/11/2026' });
  const status = day.locator('[data-label="Status"]');
  await expect(status).toContainText('Present');
  await status.scrollIntoViewIfNeeded();
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await phone.context().close();
});
