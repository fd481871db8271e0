import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAttendanceTab } from './support/attendance.ts';
import { applyForLeave, signInAsPerson } from './support/leave.ts';
import { generateSlips } from './support/payroll.ts';
import { adminToken, createPerson, findRow, openEmployeeManagement } from './support/people.ts';
import { signIn } from './support/session.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 40: the person page (HR adds someone with their payroll details, opens the profile from the toast
 * and from the row, and walks its tabs) and phones at 360 px (each table's main action in sight without
 * scrolling sideways). The e2e server's business day is Friday 20 November 2026.
 */

const PHONE = { width: 360, height: 780 };

/** Nothing on the page is wider than the screen, and `target` lies wholly within its width. */
async function inSightWithoutSideways(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const width = page.viewportSize()!.width;
  await expectNoSideScroll(page, width);
  // Measured before anything scrolls: a cell pushed right of a table's own scroll box fails here.
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
}

const TABS: [string, (page: Page) => Locator][] = [
  ['Details', (page) => page.getByRole('heading', { name: 'User Profile' })],
  ['Documents', (page) => page.getByRole('heading', { name: 'Upload Additional Information' })],
  ['Payroll profile', (page) => page.getByRole('region', { name: 'Payroll Profile' })],
  ['Salary revisions', (page) => page.getByRole('region', { name: 'Salary Revisions' })],
  ['Leave balances', (page) => page.getByRole('region', { name: 'Leave Balances' })],
  ['Attendance', (page) => page.getByRole('region', { name: 'Attendance', exact: true })],
];

async function walkTabs(page: Page): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Person page' });
  for (const [label, section] of TABS) {
    const tab = tabs.getByRole('link', { name: label, exact: true });
    await inSightWithoutSideways(page, tab);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'true');
    await expect(section(page)).toBeInViewport();
  }
}

test('HR adds a person with payroll details, opens the profile and walks its tabs, on a desktop and a phone', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Priya Profile ${stamp}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'hr');
  await openEmployeeManagement(page);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`priya-${stamp}@e2e.test`);
  await dialog.getByLabel('Password').fill(`pass-${stamp}`);
  await expect(dialog.getByText('No joining date: payroll will count from today.')).toBeVisible();
  await dialog.getByLabel('Joining Date').fill('2026-11-02');
  await expect(dialog.getByText('No joining date: payroll will count from today.')).toBeHidden();
  // A wrong IFSC is named beside its field and nobody is created.
  await dialog.getByLabel('PAN').fill('abcde1234f');
  await dialog.getByLabel('UAN').fill('1002 0030 0400');
  await dialog.getByLabel('Bank account').fill('1234 5678 4321');
  await dialog.getByLabel('IFSC').fill('HDFC1234');
  await dialog.getByLabel('Work state').selectOption('MH');
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('IFSC must look like AAAA0XXXXXX')).toBeVisible();
  await expect(dialog.getByLabel('IFSC')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('IFSC').fill('hdfc0001234');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Employee added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The toast leads to the new person's page.
  await page.getByRole('button', { name: 'Open profile', exact: true }).click();
  await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}$/);
  const personUrl = page.url();
  await expect(page.getByText(name).first()).toBeVisible();
  const profile = page.getByRole('region', { name: 'Payroll Profile' });
  // Saved in the same flow, shown masked to HR (no Reveal: the Admin's).
  await expect(profile.getByLabel('PAN', { exact: true })).toHaveValue('XXXXXX234F');
  await expect(profile.getByLabel('UAN')).toHaveValue('XXXXXXXX0400');
  await expect(profile.getByLabel('Bank account', { exact: true })).toHaveValue('XXXXXXXX4321');
  await expect(profile.getByLabel('IFSC')).toHaveValue('HDFC0001234');
  await expect(profile.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Salary Revisions' })).toContainText(
    'Salary figures are shown to the Admin and to the person only.',
  );
  await walkTabs(page);

  // The row's 'Open profile' leads to the same page.
  await page.goBack();
  await openEmployeeManagement(page);
  await (await findRow(page, name)).getByRole('link', { name: `Open profile ${name}` }).click();
  await expect(page).toHaveURL(personUrl);

  // On a phone: the tabs wrap, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await walkTabs(page);
});

test('at 360 px each table keeps its row action in sight: attendance, leave, salary history, people', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Phone Person ${Date.now().toString(36)}`,
    baseSalary: 30_000,
    joinedOn: '2026-10-01',
  });
  const marked = await request.put('/api/admin/attendance/manual-mark', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { employeeId: person._id, date: '2026-11-18', status: 'Present' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await applyForLeave(request, person, {
    type: 'Sick Leave',
    startDate: '2026-11-25',
    endDate: '2026-11-25',
  });
  await generateSlips(request, [person], 'October 2026');

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsPerson(page, person);
  // The rail is a bar along the bottom: the page has the whole width.
  const main = await page.locator('#main-content').boundingBox();
  expect(main!.x).toBe(0);

  // Attendance: Check-Out, Status and Correction of the row.
  await openAttendanceTab(page);
  const day = page
    .getByRole('table', { name: 'My attendance record' })
    .getByRole('row')
    .filter({ hasText: '18/11/2026' });
  await inSightWithoutSideways(page, day.locator('[data-label="Check-Out"]'));
  await inSightWithoutSideways(page, day.locator('[data-label="Status"]'));
  await expect(day.locator('[data-label="Status"]')).toContainText('Present');
  await inSightWithoutSideways(page, day.getByRole('button', { name: 'Request correction for 18/11/2026' }));

  // Leave Requests: Status and Cancel.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Leave Requests' })
    .click();
  const leave = page
    .getByRole('table', { name: 'My leave requests' })
    .getByRole('row')
    .filter({ hasText: '25/11/2026' });
  await inSightWithoutSideways(page, leave.getByText('Pending'));
  await inSightWithoutSideways(page, leave.getByRole('button', { name: 'Cancel' }));

  // Salary History: View Slip.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Salary History' })
    .click();
  const slip = page.getByRole('button', { name: /^View Slip/ }).first();
  await inSightWithoutSideways(page, slip);
  await context.close();

  // People: HR's 'Open profile' on the person's row.
  const hrContext = await browser.newContext({ viewport: PHONE });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr');
  await openEmployeeManagement(hr);
  const row = await findRow(hr, person.name);
  await inSightWithoutSideways(hr, row.getByRole('link', { name: `Open profile ${person.name}` }));
  await hrContext.close();
});
