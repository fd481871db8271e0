import { expect, test, type Browser, type Page } from '@playwright/test';
import { openTab, unreadDot } from './support/communication.ts';
import { tokenOf } from './support/leave.ts';
import { createPerson, type Person } from './support/people.ts';
import { ACCOUNTS } from './support/accounts.ts';

// Two browser contexts (their own storage and socket each) see each other's changes without reloading
// (spec section 4). Journeys the other specs already drive live are not repeated here: the task round
// trip and HR's notification (communication.spec.ts), HR rejecting a leave (leave.spec.ts).
// Every journey uses people created for it; nothing is sent to 'all', so parallel specs are undisturbed.

async function openAs(
  browser: Browser,
  person: Pick<Person, 'email' | 'password' | 'role'>,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const home = person.role === 'Admin' ? '/admin' : person.role === 'HR' ? '/hr' : '/employee';
  await expect(page).toHaveURL(new RegExp(`${home}(\\?|$)`));
  return page;
}

const stamp = () => Date.now().toString(36);

test('an employee applies for leave: the Admin’s list shows it live; the Admin approves: the employee’s row changes live', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Rhea Realtime ${stamp()}` });
  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Leave Requests');
  const pending = adminPage.getByRole('table', { name: 'Pending leave requests' });
  await expect(adminPage.getByRole('heading', { name: 'Pending Leave Requests' })).toBeVisible();

  const employeePage = await openAs(browser, person, { width: 375, height: 812 });
  await openTab(employeePage, 'Leave Requests');
  await employeePage.getByRole('button', { name: 'Apply for Leave' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Apply for Leave' });
  await dialog.getByRole('combobox', { name: 'Leave Type' }).click();
  await employeePage.getByRole('option', { name: 'Half Day' }).click();
  await dialog.getByRole('button', { name: 'Date', exact: true }).click();
  await employeePage.getByRole('button', { name: /25 November 2026/ }).click();
  await dialog.getByPlaceholder('Enter the reason for your leave (optional)').fill('Bank visit');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(employeePage.getByText('Leave request submitted successfully!')).toBeVisible();
  const mine = employeePage.getByRole('table', { name: 'My leave requests' }).getByRole('row').filter({
    hasText: 'Half Day',
  });
  await expect(mine).toContainText('Pending');

  // The Admin, who never reloaded, gets the toast and the new row on top of the pending list.
  await expect(adminPage.getByText(`New leave request from ${person.name}.`)).toBeVisible();
  const row = pending.getByRole('row').filter({ hasText: person.name });
  await expect(row).toContainText('Bank visit');
  await adminPage.screenshot({ path: '/tmp/realtime-admin-leave-1440.png' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Leave request has been approved.')).toBeVisible();

  // The employee's row is replaced in place, with the spec's toast.
  await expect(
    employeePage.getByText('Your leave request status has been updated to Approved'),
  ).toBeVisible();
  await expect(mine).toContainText('Approved');
  await employeePage.screenshot({ path: '/tmp/realtime-employee-leave-375.png', fullPage: true });

  await adminPage.context().close();
  await employeePage.context().close();
});

test('an employee punches in: the Admin’s Today list on the Attendance tab shows it live', async ({
  browser,
  request,
}) => {
  // Today's list is sorted by name and paged by 10: this name sorts first in the shared database.
  const person = await createPerson(request, { name: `Aaaa Live Punch ${stamp()}` });
  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Attendance');
  await adminPage
    .getByRole('group', { name: 'Show attendance for' })
    .getByRole('button', { name: 'Today' })
    .click();
  const everyone = adminPage.getByRole('table', { name: 'All user attendance' });
  await expect(everyone.getByRole('row').filter({ hasText: person.name })).toHaveCount(0);

  const employeePage = await openAs(browser, person, { width: 375, height: 812 });
  await employeePage.getByRole('button', { name: 'Punch In' }).click();
  await expect(employeePage.getByText('Punched in successfully!')).toBeVisible();

  // The list is the point here; the info toast lasts 4 s and is covered by the hook's unit test.
  await expect(everyone.getByRole('row').filter({ hasText: person.name })).toContainText('Punched In');

  await employeePage.getByRole('button', { name: 'Punch Out' }).click();
  await expect(employeePage.getByText('Punched out successfully!')).toBeVisible();
  await expect(everyone.getByRole('row').filter({ hasText: person.name })).toContainText('Present');

  await adminPage.context().close();
  await employeePage.context().close();
});

test('the Admin notifies an employee: the toast, the dot and the list arrive live', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Neel Notice ${stamp()}` });
  const message = `Town hall at 4 PM in the big room (${stamp()}).`;
  const employeePage = await openAs(browser, person);
  await openTab(employeePage, 'Notifications');
  await expect(unreadDot(employeePage)).toHaveCount(0);

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Send Notification');
  await adminPage.getByRole('combobox', { name: 'Recipients' }).click();
  await adminPage.getByPlaceholder('Search people...').fill(person.name);
  await adminPage.getByRole('option', { name: new RegExp(person.name) }).click();
  await adminPage.keyboard.press('Escape');
  await adminPage.getByLabel('Message').fill(message);
  await adminPage.getByRole('main').getByRole('button', { name: 'Send Notification' }).click();
  await expect(adminPage.getByText('Notification sent.')).toBeVisible();

  await expect(employeePage.getByText(`New notification: ${message}`)).toBeVisible();
  await expect(unreadDot(employeePage)).toHaveCount(1);
  const item = employeePage.getByTestId('notification-item').filter({ hasText: message });
  await expect(item).toContainText(`From ${ACCOUNTS.admin.name} (Admin)`);

  await adminPage.context().close();
  await employeePage.context().close();
});

test('the view reloads when the browser tab becomes visible again', async ({ browser, request }) => {
  const person = await createPerson(request, { name: `Vina Visible ${stamp()}` });
  const title = `Dentist ${stamp()}`;
  const page = await openAs(browser, person);
  await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible();

  // A change that sends no realtime event (events are personal): made from "another device".
  const res = await request.post('/api/events', {
    headers: { authorization: `Bearer ${await tokenOf(request, person)}` },
    data: { title, description: '', date: '2026-11-20', time: '17:00', employee: person._id },
  });
  expect(res.status(), await res.text()).toBe(201);
  await expect(page.getByText(title)).toHaveCount(0);

  // The user switches to another tab and back (Chromium headless never hides a page by itself).
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
  await expect(page.getByText(title)).toBeVisible();

  await page.context().close();
});
