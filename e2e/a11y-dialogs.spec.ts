import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { checkDialog } from './support/axe.ts';
import { openAs, openTab } from './support/communication.ts';
import { applyForLeave } from './support/leave.ts';
import { generateSlips } from './support/payroll.ts';
import { createPerson, findRow, openEmployeeManagement } from './support/people.ts';
import { assignTask } from './support/tasks.ts';

/**
 * The dialogs that need data before they open (a task, a pending or rejected leave, a slip, a person to
 * mark), each with no serious or critical axe-core violation. e2e/a11y.spec.ts covers the rest.
 * The e2e clock stands on Friday 20 November 2026 (support/accounts.ts), so October 2026 may be paid.
 */

async function showTab(page: Page, tab: string): Promise<void> {
  await openTab(page, tab);
  await expect(page).toHaveTitle(new RegExp(`^${tab} · HRMS`));
}

test('the task dialogs: detail for the assignee, view, update and delete for Admin', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const person = await createPerson(request, { name: `Tanvi Task ${stamp}` });
  const task = await assignTask(request, person, {
    title: `Audit the ledger ${stamp}`,
    description: 'Before the month closes.',
    date: '2026-12-15',
    time: '11:00',
  });

  const employeePage = await openAs(browser, person);
  await checkDialog(employeePage, 'Task detail', () =>
    employeePage.getByTestId('my-task').filter({ hasText: task.title }).click(),
  );
  await checkDialog(employeePage, 'Change password', () =>
    employeePage.getByRole('button', { name: 'Change password' }).click(),
  );

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await showTab(adminPage, 'Task Management');
  const row = adminPage.getByTestId('admin-task-row').filter({ hasText: task.title });
  for (const action of ['View', 'Update', 'Delete'])
    await checkDialog(adminPage, `${action} task`, () =>
      row.getByRole('button', { name: `${action} ${task.title}` }).click(),
    );

  for (const page of [employeePage, adminPage]) await page.context().close();
});

test("the leave and attendance dialogs: Reason for Rejection, Admin's Comment, Mark attendance, Reset password", async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Ravi Rejected ${Date.now().toString(36)}`,
    joinedOn: '2026-11-01',
  });
  await applyForLeave(request, person, {
    type: 'Paid Leave',
    startDate: '2026-11-24',
    endDate: '2026-11-24',
  });

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await showTab(adminPage, 'Leave Requests');
  const pending = adminPage
    .getByRole('table', { name: 'Pending leave requests' })
    .getByRole('row')
    .filter({ hasText: person.name });
  const reject = () => pending.getByRole('button', { name: 'Reject' }).click();
  await checkDialog(adminPage, 'Reason for Rejection', reject);
  // Reject for real, so the person has a comment to read.
  await reject();
  const rejectDialog = adminPage.getByRole('dialog', { name: 'Reason for Rejection' });
  await rejectDialog.getByLabel('Reason').fill('Quarter-end close.');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(pending).toContainText('Rejected');

  await showTab(adminPage, 'Attendance');
  const marking = adminPage.getByRole('region', { name: 'Manual Marking' });
  const openList = marking.getByRole('button', { name: /Select Employee|Close Employee's List/ });
  if ((await openList.textContent())?.includes('Select Employee')) await openList.click();
  await marking.getByPlaceholder('Search employees...').fill(person.name);
  await adminPage.getByRole('option', { name: new RegExp(person.name) }).click();
  await checkDialog(adminPage, 'Mark attendance', () =>
    adminPage
      .getByRole('table', { name: `Attendance of ${person.name}` })
      .getByRole('button', { name: 'Mark 19/11/2026' })
      .click(),
  );

  await openEmployeeManagement(adminPage);
  const employeeRow = await findRow(adminPage, person.name);
  await checkDialog(adminPage, 'Reset password', () =>
    employeeRow.getByRole('button', { name: /Reset password/ }).click(),
  );

  const employeePage = await openAs(browser, person);
  await showTab(employeePage, 'Leave Requests');
  await checkDialog(employeePage, "Admin's Comment", () =>
    employeePage
      .getByRole('table', { name: 'My leave requests' })
      .getByRole('row')
      .filter({ hasText: 'Paid Leave' })
      .getByRole('button', { name: 'View Comment' })
      .click(),
  );

  for (const page of [adminPage, employeePage]) await page.context().close();
});

test('the salary slip viewer for an Employee, for HR and for Admin', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const employee = await createPerson(request, {
    name: `Sara Slip ${stamp}`,
    baseSalary: 31_000,
    joinedOn: '2026-01-01',
  });
  const hr = await createPerson(request, {
    role: 'HR',
    name: `Hema Slip ${stamp}`,
    baseSalary: 42_000,
    joinedOn: '2026-01-01',
  });
  await generateSlips(request, [employee, hr], 'October 2026');

  const viewSlip = (page: Page, table: string, name: string) => () =>
    page.getByRole('table', { name: table }).getByRole('button', { name }).click();

  const employeePage = await openAs(browser, employee);
  await showTab(employeePage, 'Salary History');
  await checkDialog(
    employeePage,
    'Employee salary slip',
    viewSlip(employeePage, 'My salary history', 'View Slip (October 2026)'),
  );

  const hrPage = await openAs(browser, hr);
  await showTab(hrPage, 'My Salary');
  await checkDialog(
    hrPage,
    'HR salary slip',
    viewSlip(hrPage, 'My salary history', 'View Slip (October 2026)'),
  );

  const adminPage = await openAs(browser, ACCOUNTS.admin);
  await showTab(adminPage, 'Salary Punch In');
  await checkDialog(
    adminPage,
    'Admin salary slip',
    viewSlip(adminPage, 'All salary history', `View Slip (${employee.name}, October 2026)`),
  );

  for (const page of [employeePage, hrPage, adminPage]) await page.context().close();
});
