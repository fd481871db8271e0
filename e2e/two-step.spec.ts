import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { expectNoSideScroll } from './support/live.ts';

// Issue 23: an Admin turns two-step sign-in on, signs out, signs in with a code, and signs another session
// out. It changes the Admin's sign-in, so it runs on a server of its own on the real clock (a clock started
// at the real time would fall behind by the server's start-up): the codes computed here (with otplib, as an
// authenticator app would) match the server's.

let server: OwnServer;

test.beforeAll(async () => {
  // A busy machine can take minutes to start a server: wait on its health answer, not a short time-out.
  server = await startOwnServer(300_000, { E2E_CLOCK_START: 'now' });
});
test.afterAll(async () => {
  await server?.stop();
});

const { email, password, name } = ACCOUNTS.admin;

/** The code the app shows `aheadSeconds` from now (a code of the next step is accepted, ±1 step). */
const codeFor = (secret: string, aheadSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });

async function fillSignIn(page: Page): Promise<void> {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test('an Admin turns on two-step sign-in, signs in with a code and signs another session out', async ({
  page,
  browser,
}) => {
  const phone = await otherDevice(browser);
  // Closed in the end whatever happens: an open socket would hold the server's shutdown.
  test.info().annotations.push({ type: 'devices', description: 'a 375 px phone and a desktop' });
  try {
    await journey(page, phone);
  } finally {
    await phone.context().close();
  }
});

async function journey(page: Page, phone: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Additional Details' }).click();
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('Two-step sign-in is off.')).toBeVisible();
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await twoStep.getByTestId('two-step-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(twoStep.getByRole('link', { name: 'open it in the app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  // The QR code is drawn in the page (no image from elsewhere), beside the key in words; checked at a phone's
  // width too (the screenshots go to the test's output folder).
  const qr = twoStep.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  await twoStep.screenshot({ path: test.info().outputPath('two-step-setup-desktop.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(twoStep.getByTestId('two-step-secret')).toBeVisible();
  await expectNoSideScroll(page, 375);
  await twoStep.screenshot({ path: test.info().outputPath('two-step-setup-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'two-step set-up');
  // Turning it on asks for the current password too (issue 39): a stolen token alone cannot.
  await twoStep.getByLabel('Current password').fill(password);
  await twoStep.getByLabel('Code from the app').fill(await codeFor(secret));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await twoStep.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(twoStep.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();

  // Two sessions: this one and the phone's. Sign the phone out.
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expectAccessible(page, 'security sections');
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // The phone's token stops working at once: its next request sends it to the sign-in form.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login$/);

  // Sign out, then in again: the password, then a code (of the next step: this step's code is spent).
  // Logout ends the session on the server too: the token it held gets 401 from then on.
  await page.goto(`${server.baseURL}/admin`);
  const heldToken = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => {
      const res = await page.request.get(`${server.baseURL}/api/auth/me`, {
        headers: { authorization: `Bearer ${heldToken}` },
      });
      return res.status();
    })
    .toBe(401);
  await fillSignIn(page);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expectAccessible(page, 'two-step code step');
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await page.getByLabel('Code').fill(await codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The wrong code shows in the Admin's recent failed sign-ins (issue 39), read-only.
  await page.getByRole('link', { name: 'Additional Details' }).click();
  const failed = page.getByRole('list', { name: 'Recent failed sign-ins' });
  await expect(failed.getByRole('listitem').filter({ hasText: 'Wrong two-step code' })).toContainText(email);
  await expectAccessible(page, 'recent failed sign-ins');
}
