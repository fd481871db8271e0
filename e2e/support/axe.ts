import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules; best-practice rules are reported by Lighthouse instead. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until spinners and skeleton rows are gone, so axe sees the finished screen. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]:has(.animate-spin), .animate-pulse')).toHaveCount(0);
}

/** Sonner's toast list: a toast can pop in (fading) at any moment when another test's change goes live. */
export const TOASTER = '[data-sonner-toaster]';

/**
 * Fails with a readable list when the page (or the open dialog, with `include`) has any serious
 * or critical axe-core violation. Minor and moderate findings are left to review. A screen's scan leaves
 * out the toasts: a live toast still fading in (partly transparent) is not the screen's colour contrast.
 * expectToastsAccessible checks them once they are fully shown.
 */
export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS).exclude(TOASTER);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  expect(serious, `${label}:\n${serious.join('\n')}`).toEqual([]);
}

/** Opens a dialog with `open`, checks it, and closes it with Escape. */
export async function checkDialog(page: Page, label: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${label} dialog`, '[role="dialog"], [role="alertdialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Checks the toasts on screen once each has finished fading in. */
export async function expectToastsAccessible(page: Page, label: string): Promise<void> {
  // The front toast only: sonner fades out the content of the toasts stacked behind it.
  const toasts = page.locator(`${TOASTER} [data-sonner-toast][data-front="true"]`);
  await expect(toasts.first()).toBeVisible();
  // The pointer on the toast list pauses sonner's timers, so the toast stays while axe reads it:
  // on a busy machine the scan can outlast the toast's few seconds on screen.
  // force: the expanded stack slides as toasts arrive, and waiting for it to hold still could outlast the toast.
  await toasts.first().hover({ force: true });
  await expect
    .poll(() => toasts.evaluateAll((items) => items.every((item) => getComputedStyle(item).opacity === '1')))
    .toBe(true);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .include(`${TOASTER} [data-sonner-toast][data-front="true"]`)
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  expect(serious, `${label}:\n${serious.join('\n')}`).toEqual([]);
}
