import { expect, type Locator, type Page } from '@playwright/test';
import { openTab } from './communication.ts';

/** Opens the Admin/HR Work Calendar tab and returns one of its sections ('Work Week', 'Shifts'). */
export async function openWorkCalendarSection(page: Page, title: 'Work Week' | 'Shifts'): Promise<Locator> {
  await openTab(page, 'Work Calendar');
  const section = page.getByRole('region', { name: title });
  await expect(section).toBeVisible();
  return section;
}

/** Picks a day in a DatePicker: opens it, moves month by month to `month` ('June 2027'), clicks the day. */
export async function pickDate(page: Page, trigger: Locator, month: string, day: RegExp): Promise<void> {
  await trigger.click();
  const dialog = page.getByRole('dialog').last();
  for (let turns = 0; turns < 24 && !(await dialog.getByText(month, { exact: true }).isVisible()); turns += 1)
    await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  await dialog.getByRole('button', { name: day }).click();
}
