import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { signIn } from './support/session.ts';
import { DASHBOARD_TABS } from './support/tabs.ts';

for (const who of ['employee', 'admin', 'hr'] as const) {
  test(`the ${who} dashboard has its tabs, the bell and the sidebar details`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, who);
    const nav = page.getByRole('navigation');
    for (const tab of DASHBOARD_TABS[who])
      await expect(nav.getByRole('button', { name: tab, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Additional Details' })).toHaveAttribute(
      'href',
      /\/details\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByText(ACCOUNTS[who].email).first()).toBeVisible();

    await nav.getByRole('button', { name: DASHBOARD_TABS[who][1], exact: true }).click();
    await expect(page).toHaveURL(/tab=/);
    await page.reload();
    await expect(nav.getByRole('button', { name: DASHBOARD_TABS[who][1], exact: true })).toHaveAttribute(
      'aria-current',
      /page|true/,
    );
  });
}

test('the sidebar is 18rem wide on a desktop, a 5rem rail on a tablet and a bottom bar on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const sidebar = page.locator('aside').first();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(288);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
  // Issue 40: on a phone the rail took a fifth of the width; it is a 4rem bar along the bottom instead.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.height).toBe(64);
  expect((await sidebar.boundingBox())?.y).toBe(812 - 64);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(288);
});
