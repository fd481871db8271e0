import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { openSignedIn } from './support/leave.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { adminToken, createPerson, type Person } from './support/people.ts';

/*
 * Issue 42, calendars per location and reports by location (docs/work-calendar.md "Calendars per
 * location", docs/organisation.md "Reports by department and location"). A second location changes what
 * every Admin screen shows, so this journey runs on a server of its own. The Admin gives Bengaluru its own
 * holiday; a Bengaluru person's Home calendar shows it and a Pune person's does not; the Admin cuts the
 * attendance sheet by location and sees the subtotal; HR does the same with everyone's leave balances.
 */
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

function open(
  browser: Browser,
  who: Pick<Person, 'email' | 'password' | 'role'>,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  return openSignedIn(browser, server.baseURL, who, viewport);
}

test('a Bengaluru holiday reaches Bengaluru only; the sheet and the balances are cut by location', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const headers = { authorization: `Bearer ${await adminToken(api)}` };
  const location = async (name: string, state: string) => {
    const res = await api.post('/api/admin/locations', { headers, data: { name, state } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const pune = await location('Pune', 'MH');
  const bengaluru = await location('Bengaluru', 'KA');
  const bina = await createPerson(api, { name: 'Bina Bengaluru', joinedOn: '2026-01-01' });
  const puneet = await createPerson(api, { name: 'Puneet Pune', joinedOn: '2026-01-01' });
  for (const [person, locationId] of [
    [bina, bengaluru],
    [puneet, pune],
  ] as const) {
    const res = await api.put(`/api/admin/employees/${person._id}/placement`, {
      headers,
      data: { locationId, effectiveFrom: '2026-01-01' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const policy = await api.put('/api/leave-policies/Sick%20Leave', {
    headers,
    // The SME preset's Sick Leave: 12 days a year, given at the start of the leave year.
    data: {
      annualQuota: 12,
      accrual: 'upfront',
      prorateJoiners: true,
      carryForwardMax: 0,
      carryForwardExpiresMonths: null,
      beyondBalance: 'refuse',
      countsAgainst: null,
      weight: 1,
      maxPerMonth: null,
      sandwich: { weeklyOffs: false, holidays: false },
    },
  });
  expect(policy.ok(), await policy.text()).toBe(true);

  // The Admin adds Bengaluru's own holiday on the Holidays screen.
  const admin = await open(browser, ACCOUNTS.admin);
  await openTab(admin, 'Work Calendar');
  const panel = admin.getByRole('region', { name: 'Holidays' });
  await panel.getByRole('button', { name: 'Add Holiday' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Holiday' });
  await dialog.getByRole('button', { name: 'Date' }).click();
  await admin.getByRole('button', { name: /27 November 2026/ }).click();
  await dialog.getByLabel('Name *').fill('Karaga');
  await dialog.getByRole('combobox', { name: 'Applies to' }).click();
  await admin.getByRole('option', { name: 'Bengaluru' }).click();
  await expectAccessible(admin, 'Add Holiday dialog with a location', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(admin.getByText('Holiday added.')).toBeVisible();
  const row = panel.getByTestId('holiday-row').filter({ hasText: 'Karaga' });
  await expect(row).toContainText('Bengaluru only');
  await expectAccessible(admin, 'Holidays with a location');

  // Bina's Home calendar shows it (on a phone); Puneet's does not.
  const binaPage = await open(browser, bina, { width: 360, height: 740 });
  await expect(
    binaPage.getByRole('grid').getByRole('button', { name: 'Friday, 27 November 2026, holiday: Karaga' }),
  ).toBeVisible();
  await expect(binaPage.getByRole('list', { name: 'Holidays in November 2026' })).toContainText('Karaga');
  await expectAccessible(binaPage, "Bengaluru person's Home at 360 px");
  const puneetPage = await open(browser, puneet);
  await expect(
    puneetPage.getByRole('grid').getByRole('button', { name: 'Friday, 27 November 2026' }),
  ).toBeVisible();
  await expect(puneetPage.getByRole('list', { name: 'Holidays in November 2026' })).toHaveCount(0);

  // The Admin cuts the attendance sheet by location and reads the subtotal.
  await openTab(admin, 'Attendance');
  const sheet = admin.getByRole('table', { name: 'Attendance sheet' });
  await expect(sheet.getByText('Puneet Pune')).toBeVisible();
  await admin.getByLabel('Location', { exact: true }).selectOption({ label: 'Bengaluru' });
  await expect(sheet.getByText('Puneet Pune')).toHaveCount(0);
  await expect(sheet.getByText('Bina Bengaluru')).toBeVisible();
  const byLocation = admin.getByRole('table', { name: 'Subtotals by location' });
  await expect(byLocation.getByRole('row', { name: /Bengaluru 1/ })).toBeVisible();
  await expectAccessible(admin, 'Attendance sheet cut by location');

  // HR cuts everyone's leave balances the same way.
  const hr = await open(browser, ACCOUNTS.hr);
  await openTab(hr, 'Leave Requests');
  const balances = hr.getByRole('region', { name: "Everyone's Leave Balances" });
  await balances.getByLabel('Location', { exact: true }).selectOption({ label: 'Bengaluru' });
  const table = balances.getByRole('table', { name: 'Leave balances' });
  await expect(table.getByText('Bina Bengaluru')).toBeVisible();
  await expect(table.getByText('Puneet Pune')).toHaveCount(0);
  await expect(
    balances.getByRole('table', { name: 'Subtotals by location' }).getByRole('row', { name: /Bengaluru 1/ }),
  ).toBeVisible();
  await expectAccessible(hr, 'Leave balances cut by location');
  for (const page of [admin, binaPage, puneetPage, hr]) await page.context().close();
  await api.dispose();
});
