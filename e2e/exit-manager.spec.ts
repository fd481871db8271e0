import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { ownServerJourney } from './support/own-server.ts';
import { expectNoSideScroll } from './support/live.ts';
import { adminToken, createPerson } from './support/people.ts';

/*
 * Issue 43 with issue 42's approval flows: an employee resigns, their manager (an Employee) accepts on a 360 px
 * phone from My Team, HR finalises the full and final settlement and marks it paid, and the person can no longer
 * sign in. The flow is organisation-wide (it would change the other specs' queues), so this journey runs on a
 * server of its own. The e2e server's business day is Friday 20 November 2026.
 */
const journey = ownServerJourney();
const open = journey.open;

test('an employee resigns, the manager accepts, HR finalises the settlement and the person can no longer sign in', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: journey.baseURL });
  const mohan = await createPerson(api, { name: `Mohan Manager ${stamp}` });
  const rita = await createPerson(api, {
    name: `Rita Leaving ${stamp}`,
    baseSalary: 40_000,
    joinedOn: '2021-04-01',
  });
  const token = await adminToken(api);
  const placed = await api.put(`/api/admin/employees/${rita._id}/placement`, {
    headers: { authorization: `Bearer ${token}` },
    data: { managerId: mohan._id },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const flow = await api.put('/api/admin/approval-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { flow: 'manager', escalationDays: 3 },
  });
  expect(flow.ok(), await flow.text()).toBe(true);

  // Rita resigns on her own page.
  const ritaPage = await open(browser, rita);
  await ritaPage.goto(`/details/${rita._id}`);
  const own = ritaPage.getByRole('region', { name: 'Resignation' });
  await own.getByLabel('Last working day you wish').fill('2026-12-31');
  await own.getByLabel('Reason').fill('Family move');
  await own.getByRole('button', { name: 'Resign' }).click();
  await expect(own.getByText('Resignation: Submitted')).toBeVisible();

  // Mohan, an Employee, on a phone: the resignation waits for him on My Team; he releases her from yesterday.
  const phone = await open(browser, mohan, { width: 360, height: 740 });
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'My Team');
  const waiting = phone.getByRole('form', { name: `Accept ${rita.name}'s resignation` });
  await expect(waiting).toBeVisible();
  await expectAccessible(phone, 'My Team with a resignation');
  await waiting.getByLabel('Last working day').fill('2026-11-19');
  await waiting.getByRole('button', { name: 'Accept resignation' }).click();
  await expect(phone.getByText('Resignation accepted.')).toBeVisible();
  await expectNoSideScroll(phone, 360);

  // HR reviews the settlement, finalises it and marks it paid.
  const hr = await open(browser, ACCOUNTS.hr);
  await hr.goto(`/details/${rita._id}`);
  const exit = hr.getByRole('region', { name: 'Exit' });
  await expect(exit.getByText('Resignation: Accepted (former employee)')).toBeVisible();
  await expect(exit.getByRole('list', { name: 'Settlement lines' }).getByText('Gratuity')).toBeVisible();
  await exit.getByRole('button', { name: 'Finalise settlement' }).click();
  await expect(exit.getByText(/Finalised by/)).toBeVisible();
  const paid = exit.getByRole('form', { name: 'Mark paid' });
  await paid.getByLabel('Paid on').fill('2026-11-20');
  await paid.getByLabel('Payment reference').fill(`NEFT ${stamp}`);
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(exit.getByText(new RegExp(`reference NEFT ${stamp}`))).toBeVisible();

  // Her last working day has passed: the session ends and the password no longer signs in.
  await ritaPage.reload();
  await expect(ritaPage).toHaveURL(/\/login/);
  await ritaPage.getByLabel('Email').fill(rita.email);
  await ritaPage.getByLabel('Password').fill(rita.password);
  await ritaPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(ritaPage.getByText('Login failed. Please check your credentials.')).toBeVisible();

  for (const page of [ritaPage, phone, hr]) await page.context().close();
  await api.dispose();
});
