import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, then checks
 * that the focus is visible: the element matches :focus-visible and draws an outline or a ring.
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  // Wait for the screen to show the control first, so no key press lands on a half-loaded page.
  await expect(target).toBeVisible();
  for (let presses = 0; presses < (options.max ?? 80); presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

export async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { focusVisible: el.matches(':focus-visible'), drawn: outline || shadow };
  });
  expect(ring, 'focused element shows a focus ring').toEqual({ focusVisible: true, drawn: true });
}
