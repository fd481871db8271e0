import { expect, test } from '@playwright/test';
import { openAs, openTab, unreadDot } from './support/communication.ts';
import { createPerson } from './support/people.ts';
import { ACCOUNTS } from './support/accounts.ts';

// Two (or three) browser contexts watch each other live through the realtime channel. Every journey
// uses people created for it, so the shared database and the other specs cannot disturb it.

test('Admin assigns a task, the employee sees it live and completes it, Admin sees the status live', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const employee = await createPerson(request, { name: `Tara Tasks ${stamp}` });
  const title = `Prepare the Q4 report ${stamp}`;

  const employeePage = await openAs(browser, employee);
  await expect(employeePage.getByRole('heading', { name: 'My Assigned Tasks' })).toBeVisible();
  await expect(employeePage.getByText('No tasks assigned to you.')).toBeVisible();

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await openTab(adminPage, 'Task Management');
  await adminPage.getByRole('button', { name: '+ Create Task' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Description').fill('Figures by Monday.');
  await dialog.getByLabel('Date *').click();
  await adminPage.locator('[data-today] button').click();
  await dialog.getByLabel('Time *').fill('17:30');
  await dialog.getByRole('combobox', { name: 'Assigned Employee' }).click();
  await adminPage.getByRole('option', { name: employee.name }).click();
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(adminPage.getByText('Task created and assigned!')).toBeVisible();
  const row = adminPage.getByTestId('admin-task-row').filter({ hasText: title });
  await expect(row).toContainText(employee.name);
  await expect(row).toContainText('Pending');

  // Live on the employee's Home, no reload.
  await expect(employeePage.getByText(`New task assigned: ${title}`)).toBeVisible();
  const task = employeePage.getByTestId('my-task').filter({ hasText: title });
  await expect(task).toContainText(`From ${ACCOUNTS.admin.name}`);
  await expect(task).toContainText('Pending');
  await task.click();
  const detail = employeePage.getByRole('dialog', { name: title });
  await expect(detail).toContainText('Figures by Monday.');
  await detail.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(employeePage.getByText('Task marked as complete!')).toBeVisible();
  await expect(task).toContainText('Completed');

  // Live on the Admin's table.
  await expect(row).toContainText('Completed');
  await expect(adminPage.getByText(`Task "${title}" is now Completed.`)).toBeVisible();

  await adminPage.context().close();
  await employeePage.context().close();
});

test('HR notifies one person: only that person gets the toast and the dot', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const chosen = await createPerson(request, { name: `Nina Notified ${stamp}` });
  const other = await createPerson(request, { name: `Omar Other ${stamp}` });
  const message = `Please bring your PAN card tomorrow (${stamp}).`;

  const chosenPage = await openAs(browser, chosen);
  const otherPage = await openAs(browser, other);
  for (const page of [chosenPage, otherPage]) await expect(unreadDot(page)).toHaveCount(0);

  const hrPage = await openAs(browser, ACCOUNTS.hr);
  await openTab(hrPage, 'Send Notification');
  await hrPage.getByRole('combobox', { name: 'Recipients' }).click();
  await hrPage.getByPlaceholder('Search people...').fill(chosen.name);
  await hrPage.getByRole('option', { name: new RegExp(chosen.name) }).click();
  await hrPage.keyboard.press('Escape');
  await expect(hrPage.getByRole('list', { name: 'Chosen recipients' })).toContainText(chosen.name);
  await hrPage.getByLabel('Message').fill(message);
  await hrPage.getByRole('main').getByRole('button', { name: 'Send Notification' }).click();
  await expect(hrPage.getByText('Notification sent.')).toBeVisible();
  const history = hrPage.getByRole('region', { name: 'Sent Notifications History' });
  await expect(history.getByRole('row').filter({ hasText: message })).toContainText(chosen.name);

  await expect(chosenPage.getByText(`New notification: ${message}`)).toBeVisible();
  await expect(unreadDot(chosenPage)).toHaveCount(1);

  // The other employee was connected the whole time (the same emit would have reached them by now):
  // no toast and no dot; after a reload the server still has nothing for them.
  await expect(otherPage.getByText(`New notification: ${message}`)).toHaveCount(0);
  await expect(unreadDot(otherPage)).toHaveCount(0);
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'My Assigned Tasks' })).toBeVisible();
  await expect(unreadDot(otherPage)).toHaveCount(0);

  // The chosen person reads it; the dot goes.
  await openTab(chosenPage, 'Notifications');
  const item = chosenPage.getByTestId('notification-item').filter({ hasText: message });
  await expect(item).toContainText(`From ${ACCOUNTS.hr.name} (HR)`);
  await item.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(chosenPage.getByText('Notification marked as read.')).toBeVisible();
  await expect(unreadDot(chosenPage)).toHaveCount(0);

  for (const page of [hrPage, chosenPage, otherPage]) await page.context().close();
});
