import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { signInAsPerson } from './support/leave.ts';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 43: an employee resigns on their own page (a phone), HR accepts with an early last working day and the
 * recovery waived; HR's Home warns that the settlement is due; HR reviews the full and final settlement and
 * finalises it, marks it paid on its own date, downloads the relieving letter and the statement (rendered to
 * PNG with pdftoppm and attached) and finds the person under Former employees; from the day after the last
 * working day the person can no longer sign in. The e2e server's business day is Friday 20 November 2026.
 */
const HAS_PDFTOPPM = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('an employee resigns, HR accepts, finalises the settlement and downloads the relieving letter; the person can no longer sign in', async ({
  browser,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const person = await createPerson(request, {
    name: `Asha Exit ${stamp}`,
    baseSalary: 60_000,
    joinedOn: '2019-01-01',
  });

  const employeeContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const employee = await employeeContext.newPage();
  await signInAsPerson(employee, person);
  await employee.goto(`/details/${person.id}`);
  const own = employee.getByRole('region', { name: 'Resignation' });
  await own.getByLabel('Last working day you wish').fill('2026-12-31');
  await own.getByLabel('Reason').fill('Moving to Pune');
  await own.getByRole('button', { name: 'Resign' }).click();
  await expect(own.getByText('Resignation: Submitted')).toBeVisible();
  await expect(own.getByText('60 days, 18 day(s) short')).toBeVisible();
  await expectNoSideScroll(employee, 360);

  const hrContext = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr');
  await hr.goto(`/details/${person.id}`);
  const exit = hr.getByRole('region', { name: 'Exit' });
  await exit.getByLabel('Last working day').fill('2026-11-19');
  await exit.getByLabel(/Waive the recovery/).fill('Agreed early release');
  await exit.getByRole('button', { name: 'Accept resignation' }).click();
  await expect(exit.getByText('Resignation: Accepted')).toBeVisible();

  // The last working day was yesterday: due two working days after it, so HR's Home warns until it is final.
  await hr.goto('/hr');
  const due = hr.getByRole('region', { name: 'Settlements due' });
  await expect(due.getByRole('button', { name: person.name })).toBeVisible();
  await expectAccessible(hr, 'HR Home with a settlement due');
  await due.getByRole('button', { name: person.name }).click();
  await expect(hr).toHaveURL(new RegExp(`/details/${person.id}`));

  // The draft: the final month to the last day, gratuity (7 years 10 months: 8 years of Basic ₹30,000).
  const lines = exit.getByRole('list', { name: 'Settlement lines' });
  await expect(lines.getByText('Gratuity')).toBeVisible();
  await expect(lines.getByText('₹1,38,462')).toBeVisible();
  await exit.getByRole('button', { name: 'Finalise settlement' }).click();
  await expect(exit.getByText(/Finalised by/)).toBeVisible();
  // Paid on its own date, with the bank reference.
  const paid = exit.getByRole('form', { name: 'Mark paid' });
  await paid.getByLabel('Paid on').fill('2026-11-20');
  await paid.getByLabel('Payment reference').fill(`UTR ${stamp}`);
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(exit.getByText(new RegExp(`Paid on .*reference UTR ${stamp}`))).toBeVisible();
  await expectAccessible(hr, 'the finalised and paid settlement');

  for (const [button, file] of [
    ['Relieving letter', 'relieving-letter'],
    ['Download statement', 'settlement'],
  ] as const) {
    const [download] = await Promise.all([
      hr.waitForEvent('download'),
      exit.getByRole('button', { name: button }).click(),
    ]);
    const pdf = testInfo.outputPath(`${file}.pdf`);
    await download.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // A picture of the page to look at (where poppler-utils is installed, as on the developers' machines).
    if (HAS_PDFTOPPM) {
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, testInfo.outputPath(file)]);
      await testInfo.attach(`${file}.png`, {
        path: testInfo.outputPath(`${file}.png`),
        contentType: 'image/png',
      });
    }
  }

  // The person is under Former employees in the Employees tab, their records kept (reachable from the row).
  await hr.goto('/hr');
  await openTab(hr, 'Employee Management');
  await hr.getByLabel('Show').selectOption('former');
  await hr.getByLabel('Search').fill(person.name);
  const row = hr.getByTestId('employee-row').filter({ hasText: person.name });
  await expect(row.getByText('Left after')).toBeVisible();
  await expectAccessible(hr, 'Former employees');

  // The last working day has passed: the session ends and the password no longer signs in.
  await employee.reload();
  await expect(employee).toHaveURL(/\/login/);
  await employee.getByLabel('Email').fill(person.email);
  await employee.getByLabel('Password').fill(person.password);
  await employee.getByRole('button', { name: 'Sign In' }).click();
  await expect(employee.getByText('Login failed. Please check your credentials.')).toBeVisible();

  await employeeContext.close();
  await hrContext.close();
});
