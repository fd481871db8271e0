import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { openAs, openTab } from './support/communication.ts';
import { expectAccessible } from './support/axe.ts';
import { createPerson } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/**
 * Issue 46: the Admin registers a biometric device; the device's own requests (the push protocol's recorded
 * shapes: handshake, then a tab-separated ATTLOG line) are replayed; the punch appears live in the Admin's
 * Today list and on the Devices tab. Then the app's install check: manifest, service worker, offline page.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('the Admin registers a device; a punch it sends appears live in Today’s attendance', async ({
  browser,
  request,
}) => {
  const id = stamp();
  // Today's list is sorted by name and paged by 10: this name sorts first in the shared database.
  const person = await createPerson(request, { name: `Aaaa Device Punch ${id}` });
  const serial = `E2E${id}`.toUpperCase();

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Devices');
  const form = adminPage.getByRole('form', { name: 'Register a device' });
  await form.getByLabel('Serial number').fill(serial);
  await form.getByLabel('Name').fill(`Front door ${id}`);
  await form.getByLabel('Location (optional)').fill('Head office');
  await form.getByRole('button', { name: 'Register device' }).click();
  const devices = adminPage.getByRole('list', { name: 'Registered devices' });
  const card = devices.getByRole('listitem').filter({ hasText: serial });
  await expect(card).toContainText('Waiting for first contact');

  await openTab(adminPage, 'Attendance');
  await adminPage
    .getByRole('group', { name: 'Show attendance for' })
    .getByRole('button', { name: 'Today' })
    .click();
  const everyone = adminPage.getByRole('table', { name: 'All user attendance' });
  await expect(everyone.getByRole('row').filter({ hasText: person.name })).toHaveCount(0);

  // The device: handshake, then its realtime upload. 09:30 IST is the e2e clock's start, never ahead of it.
  const handshake = await request.get(`/iclock/cdata?SN=${serial}&options=all&pushver=2.4.1&language=69`);
  expect(handshake.status()).toBe(200);
  expect(await handshake.text()).toContain(`GET OPTION FROM: ${serial}`);
  const upload = await request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`, {
    headers: { 'content-type': 'text/plain' },
    data: `${person.employeeId}\t2026-11-20 09:30:00\t0\t1\t0\t0\t0\n`,
  });
  expect(await upload.text()).toBe('OK: 1');

  await expect(everyone.getByRole('row').filter({ hasText: person.name })).toContainText('Punched In');

  await openTab(adminPage, 'Devices');
  await expect(card).toContainText('Healthy');
  const punches = adminPage.getByRole('table', { name: 'Last punches received' });
  await expect(punches.getByRole('row').filter({ hasText: person.name })).toContainText(serial);

  // An unknown serial is refused, and the Admin can register it in one click.
  const stranger = `UNK${id}`.toUpperCase();
  expect((await request.get(`/iclock/getrequest?SN=${stranger}`)).status()).toBe(403);
  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Register ${stranger}` }).click();
  await expect(form.getByLabel('Serial number')).toHaveValue(stranger);
  await adminPage.context().close();
});

test('with the hold rule on, a punch from a fast clock waits for review; the Admin accepts it and it counts', async ({
  browser,
  request,
}) => {
  const id = stamp();
  const person = await createPerson(request, { name: `Aaaa Held Punch ${id}` });
  const serial = `HLD${id}`.toUpperCase();
  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Devices');
  const form = adminPage.getByRole('form', { name: 'Register a device' });
  await form.getByLabel('Serial number').fill(serial);
  await form.getByLabel('Name').fill(`Fast clock ${id}`);
  await form.getByRole('button', { name: 'Register device' }).click();
  await expect(
    adminPage
      .getByRole('list', { name: 'Registered devices' })
      .getByRole('listitem')
      .filter({ hasText: serial }),
  ).toBeVisible();

  const rule = adminPage.getByRole('form', { name: 'Clock rule' });
  await rule.getByLabel('Punches from a device whose clock runs ahead').selectOption('hold');
  await rule.getByRole('button', { name: 'Save clock rule' }).click();
  await expect(adminPage.getByText('Clock rule saved.')).toBeVisible();

  // The device's clock is 30 minutes ahead of the server's (the e2e clock runs from 09:30 IST).
  const { serverTime } = await (await request.get('/api/config')).json();
  const ahead = new Date(Date.parse(serverTime) + (30 + 330) * 60_000).toISOString();
  const wall = `${ahead.slice(0, 10)} ${ahead.slice(11, 19)}`;
  try {
    const upload = await request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`, {
      headers: { 'content-type': 'text/plain' },
      data: `${person.employeeId}\t${wall}\t0\t1\t0\t0\t0\n`,
    });
    expect(await upload.text()).toBe('OK: 1');
    await adminPage.reload();
    const held = adminPage.getByRole('table', { name: 'Punches held for review' });
    const row = held.getByRole('row').filter({ hasText: person.name });
    await expect(row).toContainText('min fast');
    await expectAccessible(adminPage, 'Devices tab with a held punch');
    await row.getByRole('button', { name: /^Accept / }).click();
    await expect(adminPage.getByText('1 punch(es) accepted and applied.')).toBeVisible();
    await expect(held.getByRole('row').filter({ hasText: person.name })).toHaveCount(0);

    await openTab(adminPage, 'Attendance');
    await adminPage
      .getByRole('group', { name: 'Show attendance for' })
      .getByRole('button', { name: 'Today' })
      .click();
    const everyone = adminPage.getByRole('table', { name: 'All user attendance' });
    await expect(everyone.getByRole('row').filter({ hasText: person.name })).toContainText('Punched In');
  } finally {
    // Other journeys share the database: the rule goes back to the default.
    await openTab(adminPage, 'Devices');
    await rule.getByLabel('Punches from a device whose clock runs ahead').selectOption('take');
    await rule.getByRole('button', { name: 'Save clock rule' }).click();
    await expect(adminPage.getByText('Clock rule saved.')).toBeVisible();
    await adminPage.context().close();
  }
});

test('the Devices tab works at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(page, 'Devices');
  await expect(page.getByRole('form', { name: 'Register a device' })).toBeVisible();
  await expectNoSideScroll(page, 360);
  await context.close();
});

test('the app installs: manifest with icons, a service worker, and an offline page that says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/employee').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Punching in and out needs one too')).toBeVisible();
  await context.close();
});

test('the Admin sends commands to a device and reads its status page, on a desktop and at 360 px', async ({
  browser,
  request,
}) => {
  const id = stamp();
  const serial = `CMD${id}`.toUpperCase();
  const name = `Back gate ${id}`;
  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Devices');
  const form = adminPage.getByRole('form', { name: 'Register a device' });
  await form.getByLabel('Serial number').fill(serial);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Register device' }).click();
  await adminPage.getByRole('button', { name: `Status and commands: ${name}` }).click();
  const status = adminPage.getByRole('region', { name: `Device status: ${name}` });
  const queueForm = adminPage.getByRole('form', { name: 'Queue a command' });
  await expect(adminPage.getByText('No commands yet.')).toBeVisible();

  // Two commands queued; the clock one is cancelled before the device polls.
  await queueForm.getByLabel('Command').selectOption({ label: 'Restart the device' });
  await queueForm.getByRole('button', { name: 'Queue command' }).click();
  const commands = adminPage.getByRole('list', { name: 'Commands' });
  await expect(commands.getByRole('listitem')).toHaveCount(1);
  await queueForm.getByLabel('Command').selectOption({ label: "Set the device's clock to the server's" });
  await queueForm.getByRole('button', { name: 'Queue command' }).click();
  await expect(commands.getByRole('listitem')).toHaveCount(2);
  const clock = commands.getByRole('listitem').filter({ hasText: 'Set the device' });
  await clock.getByRole('button', { name: /^Cancel command / }).click();
  await expect(clock).toContainText('Cancelled');

  // The device polls: it gets the restart only, as C:<id>:REBOOT, and reports it done.
  const poll = await request.get(`/iclock/getrequest?SN=${serial}&INFO=Ver%208.0.4.2`);
  const line = await poll.text();
  expect(line).toMatch(/^C:\d+:REBOOT$/);
  const commandId = line.split(':')[1];
  const report = await request.post(`/iclock/devicecmd?SN=${serial}`, {
    headers: { 'content-type': 'text/plain' },
    data: `ID=${commandId}&Return=0&CMD=REBOOT`,
  });
  expect(await report.text()).toBe('OK');
  // A malformed line in an upload lands in the error log with its reason.
  const upload = await request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`, {
    headers: { 'content-type': 'text/plain' },
    data: `1\t2026-11-20 09:00:00\t0\t1\n2\t2026-11-20 09:01:00\t0\t1\n3\t2026-13-40 09:00:00\t0\t1\n`,
  });
  expect(await upload.text()).toBe('OK: 2');

  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Status and commands: ${name}` }).click();
  const restart = commands.getByRole('listitem').filter({ hasText: 'Restart the device' });
  await expect(restart).toContainText('Done');
  await expect(restart).toContainText(`C:${commandId}:REBOOT`);
  await expect(adminPage.getByRole('list', { name: 'Error log' })).toContainText(
    "line 3: date '2026-13-40' is not a date",
  );
  await expect(status).toContainText('Refused lines');
  await expectAccessible(adminPage, 'device status page');

  // The same page at 360 px: nothing wider than the screen, the queued command's Cancel in reach.
  await queueForm.getByLabel('Command').selectOption({ label: 'Restart the device' });
  await queueForm.getByRole('button', { name: 'Queue command' }).click();
  await adminPage.setViewportSize({ width: 360, height: 740 });
  const queued = commands.getByRole('listitem').filter({ hasText: 'Queued' });
  await expect(queued.getByRole('button', { name: /^Cancel command / })).toBeVisible();
  await expectNoSideScroll(adminPage, 360);
  await adminPage.context().close();
});
