import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { adminToken, createPerson, openEmployeeManagement } from './support/people.ts';

/**
 * Issue 42, part 2's small gaps: the Admin adds a person with their department and manager in the Add Employee
 * dialog (one request, one transaction), then narrows the employee list to that manager's reports.
 */
test('Admin adds an employee with a department and a manager, then filters the list by that manager', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const manager = await createPerson(request, { name: `Meena Manager ${stamp}` });
  const department = await request.post('/api/admin/departments', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name: `Accounts ${stamp}` },
  });
  expect(department.status(), await department.text()).toBe(201);
  const name = `Arjun Placed ${stamp}`;

  await signIn(page, 'admin');
  await openEmployeeManagement(page);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`arjun-${stamp}@e2e.test`);
  await dialog.getByLabel('Password').fill('arjun-pass-123');
  await dialog.getByLabel('Department', { exact: true }).selectOption({ label: `Accounts ${stamp}` });
  await dialog
    .getByLabel('Manager', { exact: true })
    .selectOption({ label: `${manager.name} (${manager.employeeId})` });
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Employee added.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list narrowed to the manager's reports: the new person alone, with their department.
  await page.reload();
  await openEmployeeManagement(page);
  await page
    .getByLabel('Manager', { exact: true })
    .selectOption({ label: `${manager.name} (${manager.employeeId})` });
  const rows = page.getByTestId('employee-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
});
