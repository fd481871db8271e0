import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { expectNoSideScroll } from './support/live.ts';
import { openSignedIn } from './support/leave.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { createPerson } from './support/people.ts';

/*
 * Issue 45, work from home (docs/overtime.md). Turning a mode on is organisation-wide (it adds a card to every
 * Attendance tab), so this journey runs on a server of its own. The Admin turns on work from home with a limit of
 * one day a month on the Structure tab; Rita, on a 360 px phone, asks for a day, sees the second refused by the
 * limit, cancels the first behind a confirmation, and asks for the second again; HR approves it from their
 * Attendance tab and her phone hears of it at once.
 */
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an employee asks to work from home on a phone, meets the monthly limit, cancels, asks again and HR approves', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const rita = await createPerson(api, { name: `Rita Remote ${stamp}` });

  // The Admin turns work from home on, one day a month.
  const admin = await openSignedIn(browser, server.baseURL, ACCOUNTS.admin);
  await openTab(admin, 'Structure');
  await admin.getByLabel('Accept work-from-home requests').check();
  await admin.getByLabel('Work-from-home days a month (empty: no limit)').fill('1');
  await admin.getByRole('button', { name: 'Save on-duty settings' }).click();
  await expect(admin.getByText('On-duty settings saved.')).toBeVisible();

  // Rita, on a 360 px phone: the card is on her Attendance tab now.
  const phone = await openSignedIn(browser, server.baseURL, rita, { width: 360, height: 780 });
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'Attendance');
  const form = phone.getByRole('form', { name: 'Request on-duty / WFH' });
  const ask = async (date: string, reason: string) => {
    await form.getByLabel('From', { exact: true }).fill(date);
    await form.getByLabel('Reason', { exact: true }).fill(reason);
    await form.getByRole('button', { name: 'Request on-duty / WFH' }).click();
  };
  await ask('2026-11-24', 'Plumber visiting');
  await expect(phone.getByText('Request sent for approval.')).toBeVisible();
  const mine = phone.getByRole('list', { name: 'My on-duty and work-from-home requests' });
  const first = mine.getByTestId('my-on-duty').filter({ hasText: '24/11/2026' });
  await expect(first).toContainText('Pending');

  // A second day passes the limit of one: refused with the rule.
  await ask('2026-11-25', 'Unwell');
  await expect(
    phone.getByText('Work from home is limited to 1 day a month; November 2026 would have 2.'),
  ).toBeVisible();

  // She cancels the first, behind a confirmation.
  await first.getByRole('button', { name: 'Cancel the request for 24/11/2026' }).click();
  const confirm = phone.getByRole('alertdialog', { name: 'Cancel this request?' });
  await expect(confirm).toContainText('Work from home · 24/11/2026');
  await expectAccessible(phone, 'cancel a work-from-home request');
  await confirm.getByRole('button', { name: 'Cancel the request' }).click();
  await expect(phone.getByText('Request cancelled.')).toBeVisible();
  await expect(first).toContainText('Cancelled');
  await expect(first.getByRole('button', { name: /^Cancel the request/ })).toHaveCount(0);

  // The limit counts only live requests: the second day is accepted now.
  await ask('2026-11-25', 'Unwell');
  const second = mine.getByTestId('my-on-duty').filter({ hasText: '25/11/2026' });
  await expect(second).toContainText('Pending');
  await expectNoSideScroll(phone, 360);

  // HR decides it (the organisation's flow is HR's on a fresh install) from their Attendance tab's list, and
  // Rita's phone hears of it at once: the bell's notice (its toast) and the row Approved.
  const hr = await openSignedIn(browser, server.baseURL, ACCOUNTS.hr);
  await openTab(hr, 'Attendance');
  const card = hr.getByRole('region', { name: 'Overtime and on-duty requests' });
  const waiting = card.getByTestId('staff-overtime-pending').filter({ hasText: rita.name });
  await expect(waiting).toContainText('Waits for HR');
  await expect(waiting).toContainText('Work from home · 25/11/2026 · Unwell');
  await expectAccessible(hr, "HR's overtime and on-duty list");
  await waiting.getByRole('button', { name: 'Approve request' }).click();
  await expect(hr.getByText('Request approved.')).toBeVisible();
  await expect(card.getByTestId('staff-overtime-decided')).toContainText(
    `${rita.name} · Work from home · 25/11/2026 · Approved by`,
  );

  await expect(
    phone.getByText(/Your work from home request for 25\/11\/2026 was approved by Harish HR\./),
  ).toBeVisible();
  await expect(second).toContainText('Approved');

  // Closed here so their sockets do not hold the server's shutdown open.
  await Promise.all([admin, phone, hr].map((page) => page.context().close()));
  await api.dispose();
});
