import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAttendanceTab } from './support/attendance.ts';
import { applyForLeave, tokenOf } from './support/leave.ts';
import { generateSlips } from './support/payroll.ts';
import { createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

/*
 * Issue 39 (four-eyes): an HR person's own leave shows them no Approve / Reject, only who decides it; the
 * Admin decides it. Issue 40, item 9 (stale queues): a correction for a day of a finalised payroll month tells
 * HR to ask an Admin, and the Admin's link opens the payroll run on that month to reopen it; then it can be
 * approved. The e2e business day is Friday 20 November 2026; each journey makes its own people.
 */

const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

async function openLeaveRequests(page: Page): Promise<Locator> {
  await page.getByRole('navigation').getByRole('button', { name: 'Leave Requests', exact: true }).click();
  await expect(page).toHaveURL(/tab=leave-requests/);
  return page.getByRole('table', { name: 'Pending leave requests' });
}

test('an HR person cannot decide their own leave; the Admin decides it', async ({ browser, request }) => {
  const hrPerson = await createPerson(request, { role: 'HR', joinedOn: '2026-01-01' });
  await applyForLeave(request, hrPerson, {
    type: 'Sick Leave',
    startDate: '2026-11-20',
    endDate: '2026-11-20',
    reason: 'Fever',
  });

  const hrContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const hrPage = await hrContext.newPage();
  await signInAs(hrPage, hrPerson);
  const own = rowOf(await openLeaveRequests(hrPage), hrPerson.name);
  // The first open of a tab loads its code; the machine running the suite may be busy.
  await expect(own).toContainText('Another HR person or an Admin decides this.');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  const theirs = rowOf(await openLeaveRequests(admin), hrPerson.name);
  await expect(theirs.getByRole('button', { name: 'Approve' })).toBeVisible();
  await theirs.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Leave request has been approved.')).toBeVisible();
  await expect(theirs).toContainText('Approved');

  await hrContext.close();
  await adminContext.close();
});

test('a correction in a finalised month: HR is told to ask an Admin, the Admin reopens it from the queue', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, { joinedOn: '2026-11-02', baseSalary: 30_000 });
  const asked = await request.post('/api/attendance/corrections', {
    headers: { authorization: `Bearer ${await tokenOf(request, person)}` },
    data: { date: '2026-11-18', checkIn: '09:10', checkOut: '18:00', reason: 'Forgot to punch.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  // Generated today: November is finalised for the person up to yesterday, the 18th included.
  await generateSlips(request, [person], 'November 2026');

  const hrContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const hrPage = await hrContext.newPage();
  await signIn(hrPage, 'hr');
  await openAttendanceTab(hrPage);
  const hrQueue = hrPage
    .getByRole('region', { name: 'Correction Requests', exact: true })
    .getByRole('table', { name: 'Correction requests' });
  const hrRow = rowOf(hrQueue, person.name);
  // The first open of a tab loads its code; the machine running the suite may be busy.
  await expect(hrRow).toContainText('November 2026 payroll is finalised');
  await expect(hrRow).toContainText('Ask an Admin to reopen November 2026');
  await expect(hrRow.getByRole('button', { name: /^Approve correction/ })).toHaveCount(0);
  // Rejecting changes no locked day, so it stays offered.
  await expect(
    hrRow.getByRole('button', { name: `Reject correction for ${person.name}, 18/11/2026` }),
  ).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await openAttendanceTab(admin);
  const adminQueue = admin
    .getByRole('region', { name: 'Correction Requests', exact: true })
    .getByRole('table', { name: 'Correction requests' });
  const locked = rowOf(adminQueue, person.name).getByRole('link', { name: 'Reopen November 2026' });
  await expect(locked).toBeVisible();
  await locked.click();
  await expect(admin).toHaveURL(/tab=salary-punch-in&period=2026-11/);
  const run = admin.getByRole('region', { name: 'Payroll Run' });
  await expect(run.getByLabel('Period')).toHaveValue('2026-11');
  await run.getByLabel('Reason for reopening').fill('HR found a missed correction.');
  await run.getByRole('button', { name: 'Reopen', exact: true }).click();
  const confirmReopen = admin.getByRole('alertdialog', { name: 'Reopen this payroll month?' });
  await expect(confirmReopen).toContainText('November 2026');
  await confirmReopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(admin.getByText(/Payroll for November 2026 reopened for \d+ employee\(s\)\./)).toBeVisible();

  await openAttendanceTab(admin);
  const reopened = rowOf(adminQueue, person.name);
  await expect(
    reopened.getByRole('button', { name: `Approve correction for ${person.name}, 18/11/2026` }),
  ).toBeVisible();
  await expect(reopened).not.toContainText('payroll is finalised');
  await reopened.getByRole('button', { name: `Approve correction for ${person.name}, 18/11/2026` }).click();
  await expect(admin.getByText('Correction approved.')).toBeVisible();

  await hrContext.close();
  await adminContext.close();
});
