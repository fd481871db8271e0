import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's realtime connection is up (`<html data-live="connected">`): an event sent
 * before the socket has joined is not replayed, so a journey waits for this before another person acts.
 */
export async function waitForLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-live="connected"]')).toBeAttached();
}

declare global {
  interface Window {
    __toastsSeen?: string[];
  }
}

/**
 * Records the text of every toast the page shows from now on. A live toast lives 4 s; on a busy machine
 * the other person's steps can take longer than that, so a journey asks whether the toast was shown
 * (`expectToastShown`) rather than whether it is still on screen when it looks.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = (window.__toastsSeen = []);
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const toasts = node.matches('[data-sonner-toast]')
        ? [node]
        : Array.from(node.querySelectorAll('[data-sonner-toast]'));
      for (const toast of toasts) seen.push(toast.textContent ?? '');
    };
    new MutationObserver((changes) => {
      for (const change of changes) change.addedNodes.forEach(note);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Passes once a toast with `text` has been shown since `recordToasts`, whether or not it is still there. */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window.__toastsSeen ?? []).join('\n')), { message: `toast "${text}"` })
    .toContain(text);
}

/**
 * Passes once the page is no wider than `width` (no sideways scrolling). Polled: a form collapsing after an
 * action can widen the page for a moment on a busy machine; a real overflow stays. Toasts are left out of the
 * measurement (hidden for the instant of the reading, then restored): a journey with several windows leaves
 * this one in the background, where the browser may hold a toast mid slide-in and its timer (exit-manager
 * measured 361 px for a minute at 360), and a toast under the pointer never leaves. Bringing the page to the
 * front instead hid the other windows, whose live toasts then never came (approvals, stop 53).
 */
export async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const toasters = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toaster]'));
          const shown = toasters.map((toaster) => toaster.style.display);
          for (const toaster of toasters) toaster.style.display = 'none';
          const wide = document.documentElement.scrollWidth;
          toasters.forEach((toaster, i) => (toaster.style.display = shown[i] ?? ''));
          return wide;
        }),
      { message: `page wider than ${width} px` },
    )
    .toBeLessThanOrEqual(width);
}
