import path from 'node:path';
import { expect, test } from '@playwright/test';
import { settle } from './support/axe.ts';
import { signIn } from './support/session.ts';
import { DASHBOARD_TABS } from './support/tabs.ts';

/**
 * Screenshots of every dashboard tab at a phone (375 px) and a desktop (1440 px) width, for review
 * (test-results/screenshots/, git-ignored). Beyond the pictures it checks the one thing a phone
 * breaks first: the page never scrolls sideways (wide tables scroll inside their own box).
 */

const WIDTHS = [375, 1440] as const;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

for (const who of ['employee', 'admin', 'hr'] as const) {
  test(`screenshots of the ${who} dashboard at 375 and 1440 px`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, who);
    const url = new URL(page.url());
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const tab of DASHBOARD_TABS[who]) {
        const id = slug(tab);
        await page.goto(`${url.pathname}?tab=${id}`);
        await expect(page).toHaveTitle(new RegExp(`^${tab} · HRMS`));
        await settle(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${who} ${tab} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(info.project.outputDir, 'screenshots', `${who}-${id}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
