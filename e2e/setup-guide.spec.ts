import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { freePort, startPrivateServer } from './support/private-server.ts';
import { signIn } from './support/session.ts';

/*
 * Issue 40: the Admin of an empty organisation finds a setup guide on Home; following its first step they
 * name the organisation and give its address, and the header and the guide follow. The name is
 * organisation-wide (other specs read 'Our Organisation' in their mails), so this runs on a server of its own.
 */
const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let server: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  server = await startPrivateServer(port);
});
test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await server?.stop();
});

test('an empty Admin home shows the setup guide; following it marks the organisation step done', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A fresh install shows ORG_NAME exactly until the Admin sets a name.
  await expect(page.getByText(/^Our Organisation · /)).toBeVisible();

  const guide = page.getByRole('region', { name: 'Set up your organisation' });
  const steps = guide.getByRole('list', { name: 'Setup steps' });
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Organisation name and address' }),
  ).toContainText('(Not done)');
  // Every step leads to its screen, opening balances included (the Leave Requests tab).
  await expect(steps.getByRole('link', { name: 'Opening balances' })).toBeVisible();
  await expect(steps.getByRole('listitem').filter({ hasText: 'Opening balances' })).toContainText(
    '(Not done)',
  );
  // No SMTP on the e2e server: the guide says mail goes to the outbox folder, and where.
  await expect(guide.getByRole('note')).toContainText(/outbox/);
  await expectAccessible(page, 'Admin home with the setup guide');

  await steps.getByRole('link', { name: 'Organisation name and address' }).click();
  await expect(page).toHaveURL(/tab=organisation/);
  const profile = page.getByRole('region', { name: 'Organisation Profile' });
  await profile.getByLabel('Organisation name').fill('Sahyadri Tech Solutions Pvt Ltd');
  await profile.getByLabel('Address line 1').fill('4th Floor, Baner Road');
  await profile.getByLabel('Address line 2').fill('Pune 411045');
  await profile.getByLabel('State (code, such as MH)').fill('MH');
  await profile.getByRole('button', { name: 'Save organisation profile' }).click();
  await expect(page.getByText('Organisation profile saved.')).toBeVisible();
  await expect(page.getByText(/^Sahyadri Tech Solutions Pvt Ltd · /)).toBeVisible();
  await expectAccessible(page, 'Organisation tab');

  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Organisation name and address' }),
  ).toContainText('(Done)');
  await expect(guide).toContainText(/\d of 8 steps done/);
});
