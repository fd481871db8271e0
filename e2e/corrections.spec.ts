import { expect, test, type Locator } from '@playwright/test';
import { openAttendanceTab, signInAs } from './support/attendance.ts';
import { checkDialog } from './support/axe.ts';
import { expectToastShown, recordToasts, waitForLive } from './support/live.ts';
import { adminToken, createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

// The e2e server's business day is Friday 20 November 2026 (Sunday is the weekly off); corrections go back
// at most 7 days by default, so Wednesday 18/11 may be corrected. The person is created for the journey.

const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

test('an employee requests a correction, HR sees it arrive live and approves it, the employee sees it live', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Cora Correction ${Date.now().toString(36)}`,
    joinedOn: '2026-11-02',
  });
  // The day the person forgot to punch: marked Present by hand, without times.
  const marked = await request.put('/api/admin/attendance/manual-mark', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { employeeId: person._id, date: '2026-11-18', status: 'Present' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);

  const hrContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const employeeContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const hrPage = await hrContext.newPage();
  const page = await employeeContext.newPage();

  // HR watches the Attendance tab before anyone asks.
  await signIn(hrPage, 'hr');
  await openAttendanceTab(hrPage);
  const queueSection = hrPage.getByRole('region', { name: 'Correction Requests', exact: true });
  await expect(queueSection).toBeVisible();
  await waitForLive(hrPage);
  await recordToasts(hrPage);

  await signInAs(page, person);
  await openAttendanceTab(page);
  await waitForLive(page);
  await recordToasts(page);
  const myTable = page.getByRole('table', { name: 'My attendance record' });
  await expect(rowOf(myTable, '18/11/2026')).toContainText('Present');
  // The dialog for any day in the window, scanned by axe-core like every dialog.
  await checkDialog(page, 'Request correction', () =>
    page.getByRole('button', { name: 'Request correction', exact: true }).click(),
  );
  await page.getByRole('button', { name: 'Request correction for 18/11/2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request correction' });
  await expect(dialog).toContainText('up to 7 days back, at most 3 a month');
  await dialog.getByLabel('Check-In').fill('09:15');
  await dialog.getByLabel('Check-Out').fill('18:05');
  await dialog.getByLabel('Reason').fill('Forgot to punch; at the client site all day.');
  await page.screenshot({ path: '/tmp/corrections-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Correction requested.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(myTable, '18/11/2026')).toContainText('Correction pending');
  const myRequests = page.getByRole('table', { name: 'My correction requests' });
  await expect(rowOf(myRequests, '18/11/2026')).toContainText('Pending');

  // HR sees it arrive live, with what the day says now and what is asked.
  await expectToastShown(hrPage, `New correction request from ${person.name}.`);
  const hrRow = rowOf(queueSection.getByRole('table', { name: 'Correction requests' }), person.name);
  await expect(hrRow).toContainText('Present');
  await expect(hrRow).toContainText('In 09:15, Out 18:05');
  await hrPage.screenshot({ path: '/tmp/corrections-queue-1440.png', fullPage: false });
  await checkDialog(hrPage, 'Reject correction', () =>
    hrRow.getByRole('button', { name: `Reject correction for ${person.name}, 18/11/2026` }).click(),
  );
  await hrRow.getByRole('button', { name: `Approve correction for ${person.name}, 18/11/2026` }).click();
  await expect(hrPage.getByText('Correction approved.')).toBeVisible();
  await expect(hrRow).toHaveCount(0);

  // The employee hears of it live; the row shows the corrected times and the mark.
  await expectToastShown(page, 'Your correction for 18/11/2026 was approved.');
  const corrected = rowOf(myTable, '18/11/2026');
  await expect(corrected).toContainText('09:15 AM');
  await expect(corrected).toContainText('06:05 PM');
  await expect(corrected).toContainText('Corrected');
  await expect(rowOf(myRequests, '18/11/2026')).toContainText('Approved');
  await page.screenshot({ path: '/tmp/corrections-approved-375.png', fullPage: true });

  await hrContext.close();
  await employeeContext.close();
});
