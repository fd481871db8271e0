import { expect, test, type Locator, type Page } from '@playwright/test';
import { applyForLeave, signInAsPerson } from './support/leave.ts';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

// The e2e server's business day is Friday 20 November 2026 (support/accounts.ts); Sunday is the weekly off.
// Each journey applies as a person created for it, so no other spec's data can collide with it.

async function openLeaveTab(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: 'Leave Requests', exact: true }).click();
  await expect(page).toHaveURL(/tab=leave-requests/);
}

function rowOf(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

test('an employee applies, HR rejects with a reason, and the employee sees it live and reads the comment', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Leela Leave ${Date.now().toString(36)}` });
  const reason = `Month-end close needs everyone (${person.name}).`;

  const employeeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const hrContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const employeePage = await employeeContext.newPage();
  const hrPage = await hrContext.newPage();

  // HR watches the Leave Requests tab before anyone applies.
  await signIn(hrPage, 'hr');
  await openLeaveTab(hrPage);
  await expect(hrPage.getByRole('heading', { name: 'Pending Leave Requests' })).toBeVisible();

  await signInAsPerson(employeePage, person);
  await openLeaveTab(employeePage);
  await expect(employeePage.getByText('You have not applied for any leave.')).toBeVisible();

  await employeePage.getByRole('button', { name: 'Apply for Leave' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Apply for Leave' });
  // Client-side validation first: nothing chosen.
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(employeePage.getByText('Please select a leave type and date(s).')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Leave Type' }).click();
  await employeePage.getByRole('option', { name: 'Paid Leave' }).click();
  await dialog.getByRole('button', { name: 'Date', exact: true }).click();
  await expect(employeePage.getByRole('button', { name: /19 November 2026/ })).toBeDisabled();
  await employeePage.getByRole('button', { name: /24 November 2026/ }).click();
  await dialog.getByPlaceholder('Enter the reason for your leave (optional)').fill('Family function');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(employeePage.getByText('Leave request submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const myTable = employeePage.getByRole('table', { name: 'My leave requests' });
  await expect(rowOf(myTable, 'Paid Leave')).toContainText('24/11/2026');
  await expect(rowOf(myTable, 'Paid Leave')).toContainText('Pending');

  // HR sees it arrive live, without reloading.
  await expect(hrPage.getByText(`New leave request from ${person.name}.`)).toBeVisible();
  const hrRow = rowOf(hrPage.getByRole('table', { name: 'Pending leave requests' }), person.name);
  await expect(hrRow).toContainText('Family function');
  await hrRow.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = hrPage.getByRole('dialog', { name: 'Reason for Rejection' });
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(hrPage.getByText('Rejection reason cannot be empty.')).toBeVisible();
  await rejectDialog.getByLabel('Reason').fill(reason);
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(hrPage.getByText('Leave request has been rejected.')).toBeVisible();
  await expect(hrRow).toContainText('Rejected');
  await expect(hrRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The employee's row changes in place, with the spec's toast.
  await expect(
    employeePage.getByText('Your leave request status has been updated to Rejected'),
  ).toBeVisible();
  await expect(rowOf(myTable, 'Paid Leave')).toContainText('Rejected');
  await rowOf(myTable, 'Paid Leave').getByRole('button', { name: 'View Comment' }).click();
  const comment = employeePage.getByRole('dialog', { name: "Admin's Comment" });
  await expect(comment).toContainText(reason);

  await employeeContext.close();
  await hrContext.close();
});

test('Admin approves a Sick Leave across a Sunday and the days show on the attendance sheet', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, { name: `Sunil Sick ${Date.now().toString(36)}` });
  await applyForLeave(request, person, {
    type: 'Sick Leave',
    startDate: '2026-11-27',
    endDate: '2026-11-30',
    reason: 'Fever',
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openLeaveTab(page);
  const row = rowOf(page.getByRole('table', { name: 'Pending leave requests' }), person.name);
  await expect(row).toContainText('27/11/2026 - 30/11/2026');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Leave request has been approved.')).toBeVisible();
  await expect(row).toContainText('Approved');

  await page.getByRole('navigation').getByRole('button', { name: 'Attendance', exact: true }).click();
  // The sheet pages 10 people at a time and the shared database holds everyone's people: search for
  // this one, then wait for their row (a loop over pages would read the table before it settles).
  await page.getByLabel('Employee', { exact: true }).fill(person.name);
  const sheetRow = rowOf(page.getByRole('table', { name: 'Attendance sheet' }), person.name);
  await expect(sheetRow).toBeVisible();
  const cells = sheetRow.getByRole('cell');
  // Column 0 is the employee; column N is day N of November.
  await expect(cells.nth(27)).toHaveText('Sick Leave');
  await expect(cells.nth(28)).toHaveText('Sick Leave');
  await expect(cells.nth(29)).toHaveText('--');
  await expect(cells.nth(30)).toHaveText('Sick Leave');
  await expect(cells.nth(26)).toHaveText('--');
});
