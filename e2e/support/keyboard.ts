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

/**
 * Presses ArrowDown in an open list until `option` has the focus. After each press it waits for the focus to
 * move, so on a busy machine no press lands before the list has taken the last one (which skipped past).
 */
export async function arrowTo(page: Page, option: Locator, max = 10) {
  await expect(option).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let presses = 0; presses < max; presses += 1) {
    if (await option.evaluate((el) => el === document.activeElement)) return;
    const before = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(before);
  }
  throw new Error(`ArrowDown never reached ${String(option)}`);
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

/** Signs in through the form with Tab, typing and Enter only; `home` is the dashboard path ('/employee'). */
export async function signInWithKeyboard(page: Page, email: string, password: string, home: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${home}(\\?|$)`));
}

/** Shift+Tab back up to the sidebar tab and opens it with Enter; the page title names the tab. */
export async function openTabWithKeyboard(page: Page, tab: string) {
  await tabTo(page, page.getByRole('navigation').getByRole('button', { name: tab, exact: true }), {
    back: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(new RegExp(`^${tab} · HRMS`));
}

/**
 * Chooses one person in a cmdk multi-select (Recipients, Employees): Enter opens it with the focus in
 * its search box, typing filters (the closest match comes first and is highlighted), Enter toggles it,
 * Escape closes the list and hands the focus back to the combobox.
 */
export async function pickInComboboxWithKeyboard(page: Page, combobox: Locator, search: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(search);
  // cmdk's own list: a native <select> on the same page also has a selected option.
  await expect(page.locator('[cmdk-list]').getByRole('option', { selected: true }).first()).toContainText(
    search,
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(combobox).toBeFocused();
}
