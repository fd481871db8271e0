import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { freePort, startPrivateServer } from './support/private-server.ts';
import { signIn } from './support/session.ts';

/*
 * Holidays (issue 19): the Admin makes today a public holiday; the employee sees it on the Home calendar
 * and cannot punch in. Today becomes a holiday, which every other spec's punches would trip over, so this
 * journey runs on a server of its own: a fresh database, the clock at Friday 20 November 2026, 09:30 in
 * Kolkata (support/accounts.ts), inside the punch-in window of a working day.
 */
const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

const HOLIDAY = 'Founders Day';
let server: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  server = await startPrivateServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});

async function openPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width, height: width < 500 ? 812 : 900 },
  });
  return context.newPage();
}

test('the Admin adds a holiday for today; the employee sees it on the Home calendar', async ({ browser }) => {
  const admin = await openPage(browser, 1440);
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Work Calendar', exact: true }).click();
  const panel = admin.getByRole('region', { name: 'Holidays' });
  await expect(panel.getByText('No holidays for 2026 yet.')).toBeVisible();

  await panel.getByRole('button', { name: 'Add Holiday' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Holiday' });
  await dialog.getByRole('button', { name: 'Date' }).click();
  await admin.getByRole('button', { name: /20 November 2026/ }).click();
  await dialog.getByLabel('Name *').fill(HOLIDAY);
  await expectAccessible(admin, 'Add Holiday dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(admin.getByText('Holiday added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = panel.getByTestId('holiday-row').filter({ hasText: HOLIDAY });
  await expect(row).toContainText('20/11/2026');
  await expect(row).toContainText('Friday');
  await expect(row).toContainText('Public');
  await expectAccessible(admin, 'Work Calendar tab with a holiday');
  await admin.screenshot({ path: '/tmp/holidays-admin.png', fullPage: true });
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await admin.screenshot({ path: '/tmp/holidays-admin-375.png', fullPage: true });

  // The Admin's attendance sheet names the holiday's column.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.getByRole('navigation').getByRole('button', { name: 'Attendance', exact: true }).click();
  const sheet = admin.getByRole('table', { name: 'Attendance sheet' });
  const column = sheet.getByRole('columnheader', { name: `20/11 Holiday: ${HOLIDAY}` });
  await expect(column).toBeVisible();
  await column.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: '/tmp/holidays-sheet.png' });

  const employee = await openPage(browser, 375);
  await signIn(employee, 'employee');
  const calendar = employee.getByRole('grid');
  await expect(
    calendar.getByRole('button', { name: `Today, Friday, 20 November 2026, holiday: ${HOLIDAY}` }),
  ).toBeVisible();
  await expect(employee.getByRole('list', { name: 'Holidays in November 2026' })).toContainText(HOLIDAY);
  await expectAccessible(employee, 'Home with a holiday');
  await employee.screenshot({ path: '/tmp/holidays-employee-375.png', fullPage: true });
  await admin.context().close();
  await employee.context().close();
});

// Needs the work calendar's punch rule (issue 19, the "core" part): passes once it is merged.
test('the employee cannot punch in on the holiday', async ({ browser, request }) => {
  const login = await request.post(`http://127.0.0.1:${port}/api/auth/login`, {
    data: { email: ACCOUNTS.employee.email, password: ACCOUNTS.employee.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const refused = await request.post(`http://127.0.0.1:${port}/api/employees/${user.id}/punch-in`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status(), await refused.text()).toBeGreaterThanOrEqual(400);
  expect(((await refused.json()) as { message: string }).message).toBe(`Today is a holiday: ${HOLIDAY}.`);

  const page = await openPage(browser, 375);
  await signIn(page, 'employee');
  await expect(page.getByTestId('punch-state')).toHaveText('Not Punched In');
  const punchIn = page.getByRole('button', { name: 'Punch In' });
  if (await punchIn.isEnabled()) await punchIn.click();
  await expect(page.getByText(`Today is a holiday: ${HOLIDAY}.`).first()).toBeVisible();
  await expect(page.getByTestId('punch-state')).toHaveText('Not Punched In');
  await page.context().close();
});
