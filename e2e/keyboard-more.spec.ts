import { expect, test, type Browser } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import {
  expectVisibleFocus,
  openTabWithKeyboard,
  pickInComboboxWithKeyboard,
  signInWithKeyboard,
  tabTo,
} from './support/keyboard.ts';
import { createPerson, type Person } from './support/people.ts';
import { assignTask } from './support/tasks.ts';

// Issue 10: the rest of the spec's journeys with Tab, Shift+Tab, Enter, Space, Escape, the arrow keys and
// typing only: no click(), fill() or check(). The e2e server's day is Friday 20 November 2026 (Kolkata).

const HOME = { Admin: '/admin', HR: '/hr', Employee: '/employee' } as const;

async function openWithKeyboard(browser: Browser, who: Pick<Person, 'email' | 'password' | 'role'>) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInWithKeyboard(page, who.email, who.password, HOME[who.role]);
  return page;
}

test('Employee adds an event for today and completes it, then completes an assigned task: keyboard only', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const person = await createPerson(request, { name: `Kavya Keys ${stamp}` });
  const taskTitle = `File the travel claim ${stamp}`;
  await assignTask(request, person, { title: taskTitle, date: '2026-11-20', time: '16:00' });
  const eventTitle = `Team stand-up ${stamp}`;

  const page = await openWithKeyboard(browser, person);
  await tabTo(page, page.getByRole('button', { name: '+ Add Event' }), { max: 200 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByLabel('Title *'));
  await page.keyboard.type(eventTitle);
  // The calendar opens with the focus on today; Enter picks it and closes the calendar.
  await tabTo(page, dialog.getByRole('button', { name: 'Date *' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Date *' })).toHaveText(/20\/11\/2026/);
  // The time field is hour, minute and AM/PM segments; typing moves from one to the next.
  await tabTo(page, dialog.getByLabel('Time *'));
  await page.keyboard.type('0530P');
  await expect(dialog.getByLabel('Time *')).toHaveValue('17:30');
  await tabTo(page, dialog.getByRole('button', { name: 'Create Event' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Event created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const today = page.getByRole('region', { name: 'Today', exact: true });
  const event = today.getByTestId('event-item').filter({ hasText: eventTitle });
  await expect(event).toContainText('5:30 PM');
  await tabTo(page, event.getByRole('button', { name: 'Mark Complete' }), { max: 200 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Event marked as complete!')).toBeVisible();
  await expect(event).toContainText('Completed');

  const task = page.getByTestId('my-task').filter({ hasText: taskTitle });
  await tabTo(page, task, { max: 200 });
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: taskTitle });
  await expect(detail).toContainText(`From ${ACCOUNTS.admin.name}`);
  await tabTo(page, detail.getByRole('button', { name: 'Mark as Complete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Task marked as complete!')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(task).toContainText('Completed');

  await page.context().close();
});

test('HR sends a notification to one person, who marks it as read: keyboard only', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const person = await createPerson(request, { name: `Nikhil Keys ${stamp}` });
  const message = `Badge photos on Monday (${stamp}).`;

  const hr = await openWithKeyboard(browser, ACCOUNTS.hr);
  await openTabWithKeyboard(hr, 'Send Notification');
  await pickInComboboxWithKeyboard(hr, hr.getByRole('combobox', { name: 'Recipients' }), person.name);
  await expect(hr.getByRole('list', { name: 'Chosen recipients' })).toContainText(person.name);
  await tabTo(hr, hr.getByLabel('Message'));
  await hr.keyboard.type(message);
  await tabTo(hr, hr.getByRole('main').getByRole('button', { name: 'Send Notification' }));
  await hr.keyboard.press('Enter');
  await expect(hr.getByText('Notification sent.')).toBeVisible();
  const history = hr.getByRole('region', { name: 'Sent Notifications History' });
  await expect(history.getByRole('row').filter({ hasText: message })).toContainText(person.name);
  await hr.context().close();

  const page = await openWithKeyboard(browser, person);
  await openTabWithKeyboard(page, 'Notifications');
  const item = page.getByTestId('notification-item').filter({ hasText: message });
  await expect(item).toContainText(`From ${ACCOUNTS.hr.name} (HR)`);
  await tabTo(page, item.getByRole('button', { name: 'Mark as Read' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Notification marked as read.')).toBeVisible();
  await expect(item).toContainText('Read');
  await expect(item.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);

  await page.context().close();
});

// October 2026 has ended on the e2e clock. The person is new, with no attendance in October: only its
// 4 Sundays (weekly offs) are paid, ₹31,000 x 4 / 31 = ₹4,000 (as in payroll.spec.ts).
test('Admin generates a slip for one person, who opens it from Salary History and closes it with Escape', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Pallavi Keys ${Date.now().toString(36)}`,
    baseSalary: 31_000,
    joinedOn: '2026-01-01',
  });

  const admin = await openWithKeyboard(browser, ACCOUNTS.admin);
  await openTabWithKeyboard(admin, 'Salary Punch In');
  await pickInComboboxWithKeyboard(admin, admin.getByRole('combobox', { name: 'Employees' }), person.name);
  await expect(admin.getByRole('list', { name: 'Selected employees' })).toContainText(person.name);
  await tabTo(admin, admin.getByLabel('Pay Period'));
  await admin.keyboard.type('October 2026');
  await tabTo(admin, admin.getByRole('button', { name: 'Generate Salary Slips' }));
  await admin.keyboard.press('Enter');
  // The confirmation (issue 40) by keyboard too: its confirming button is reached with Tab.
  await tabTo(admin, admin.getByRole('button', { name: 'Generate and lock' }));
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Salary slips are being generated for 1 employee(s).')).toBeVisible();
  await expect(admin.getByText('October 2026: 1 of 1 slip(s) generated.')).toBeVisible({ timeout: 60_000 });
  await admin.context().close();

  const page = await openWithKeyboard(browser, person);
  await openTabWithKeyboard(page, 'Salary History');
  const row = page
    .getByRole('table', { name: 'My salary history' })
    .getByRole('row')
    .filter({ hasText: 'October 2026' });
  await expect(row).toContainText('₹4,000');
  const viewSlip = row.getByRole('button', { name: 'View Slip (October 2026)' });
  await tabTo(page, viewSlip);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Salary Slip/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewSlip).toBeFocused();
  await expectVisibleFocus(viewSlip);

  await page.context().close();
});
