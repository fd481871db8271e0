import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { arrowTo, openTabWithKeyboard, signInWithKeyboard, tabTo } from './support/keyboard.ts';
import { createPerson } from './support/people.ts';

// The whole journey with Tab, Shift+Tab, Enter, Space and the arrow keys only: no clicks, no fill().
// The e2e server's business day is Friday 20 November 2026, 09:30 in Kolkata (punch-in window open).

test('sign in, punch in, apply for leave, and the Admin approves: keyboard only', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Kiran Keys ${Date.now().toString(36)}` });

  const employeeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await employeeContext.newPage();
  await signInWithKeyboard(page, person.email, person.password, '/employee');

  await tabTo(page, page.getByRole('button', { name: 'Punch In' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Punched in successfully!')).toBeVisible();

  await openTabWithKeyboard(page, 'Leave Requests');
  await tabTo(page, page.getByRole('button', { name: 'Apply for Leave' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply for Leave' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByRole('combobox', { name: 'Leave Type' }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Paid Leave' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Leave Type' })).toHaveText('Paid Leave');

  // The calendar opens on today (Friday 20th); four days on is Tuesday 24 November.
  await tabTo(page, dialog.getByRole('button', { name: 'Date', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Date', exact: true })).toHaveText(/24\/11\/2026/);

  await tabTo(page, dialog.getByRole('button', { name: 'Submit Request' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Leave request submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signInWithKeyboard(admin, ACCOUNTS.admin.email, ACCOUNTS.admin.password, '/admin');
  await openTabWithKeyboard(admin, 'Leave Requests');
  const row = admin.getByRole('table', { name: 'Pending leave requests' }).getByRole('row').filter({
    hasText: person.name,
  });
  await tabTo(admin, row.getByRole('button', { name: 'Approve' }), { max: 200 });
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Leave request has been approved.')).toBeVisible();
  await expect(row).toContainText('Approved');

  await adminContext.close();
  await employeeContext.close();
});
