import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createPerson, type Person } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/**
 * Issue 46 (docs/mobile.md, "Each person chooses, per kind"): a person turns on notifications for this phone,
 * then turns kinds off one by one; the choice is the server's and survives a reload. Chromium's own push
 * service (Google's) is out of reach of a test run, so the browser's PushManager stands in for it: subscribe
 * hands out a subscription with an https endpoint that never resolves (the server keeps it; pushes to it
 * fail quietly). Our server, database and screens are the real ones. Desktop and 360 px.
 */

// The kinds as the settings show them (PUSH_KIND_LABELS in packages/shared/src/devices/review.ts).
const PUSH_KIND_LABELS = {
  leave: 'Leave decisions',
  approvals: 'Requests waiting for my approval',
  payslip: 'A new payslip',
  notices: 'Notices',
  tasks: 'Tasks given to me',
} as const;
const PUSH_KINDS = Object.keys(PUSH_KIND_LABELS) as Array<keyof typeof PUSH_KIND_LABELS>;

async function openPhone(browser: Browser, person: Person, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 740 : 900 },
    permissions: ['notifications'],
  });
  await context.addInitScript(() => {
    const KEY = 'e2e-push-endpoint';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const subscription = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      const endpoint = `https://push.e2e.invalid/${Math.random().toString(36).slice(2)}`;
      localStorage.setItem(KEY, endpoint);
      return subscription(endpoint) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const endpoint = localStorage.getItem(KEY);
      return (endpoint ? subscription(endpoint) : null) as unknown as PushSubscription | null;
    };
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/employee(\?|$)/);
  // The subscription lives on the service worker's registration: wait for it as a phone would have it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page;
}

for (const width of [1440, 360]) {
  test(`a person chooses which kinds of notification reach their phone (${width} px)`, async ({
    browser,
    request,
  }) => {
    const person = await createPerson(request);
    const page = await openPhone(browser, person, width);
    await page.getByRole('button', { name: 'Get notifications on this phone' }).click();
    await expect(page.getByText('This phone gets your notifications.')).toBeVisible();
    const kinds = page.getByRole('group', { name: 'Send to my phones' });
    // Every kind is on until the person turns it off.
    for (const kind of PUSH_KINDS) await expect(kinds.getByLabel(PUSH_KIND_LABELS[kind])).toBeChecked();

    // A reload is done when the kinds are read again (the Home loads them after its other cards; a busy
    // machine takes its time: the wait is for that answer, bounded by the test's own timeout only).
    const reloaded = () =>
      Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/push/preferences') && r.request().method() === 'GET',
          { timeout: 0 },
        ),
        page.reload(),
      ]);
    const saved = () =>
      page.waitForResponse(
        (r) => r.url().endsWith('/api/push/preferences') && r.request().method() === 'PUT',
      );
    const payslip = kinds.getByLabel(PUSH_KIND_LABELS.payslip);
    // Saved at once, then shown: the box follows the server's answer.
    await Promise.all([saved(), payslip.click()]);
    await expect(payslip).not.toBeChecked();
    const tasks = kinds.getByLabel(PUSH_KIND_LABELS.tasks);
    await Promise.all([saved(), tasks.click()]);
    await expect(tasks).not.toBeChecked();
    await expect(payslip).not.toBeChecked();
    await expectAccessible(page, `push kinds at ${width} px`);
    if (width < 640) await expectNoSideScroll(page, width);

    // The choice is the server's: after a reload the same kinds are off, the rest on.
    await reloaded();
    await expect(page.getByText('This phone gets your notifications.')).toBeVisible();
    for (const kind of PUSH_KINDS)
      if (kind === 'payslip' || kind === 'tasks')
        await expect(kinds.getByLabel(PUSH_KIND_LABELS[kind])).not.toBeChecked();
      else await expect(kinds.getByLabel(PUSH_KIND_LABELS[kind])).toBeChecked();

    // Turned on again: saved at once as well.
    await Promise.all([saved(), kinds.getByLabel(PUSH_KIND_LABELS.payslip).click()]);
    await expect(kinds.getByLabel(PUSH_KIND_LABELS.payslip)).toBeChecked();
    await reloaded();
    await expect(kinds.getByLabel(PUSH_KIND_LABELS.payslip)).toBeChecked();

    // Turning the phone off hides the kinds (the subscription is forgotten on the server too).
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Get notifications on this phone' })).toBeVisible();
    await expect(kinds).toHaveCount(0);
    await page.context().close();
  });
}
