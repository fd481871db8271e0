import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { adminToken, createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

/*
 * Payroll runs (issue 22): the Admin previews September's register, generates the slip, downloads the bank
 * file, marks the month paid, and the person, watching their Salary History, sees 'Paid' arrive live.
 * September 2026 is used by no other spec, so the period's files hold only the people made here.
 */
test('preview, generate, bank file, mark paid: the employee sees Paid live', async ({ browser, request }) => {
  const person = await createPerson(request, {
    name: `Runa Run ${Date.now().toString(36)}`,
    baseSalary: 30_000,
    joinedOn: '2026-01-01',
  });
  const profile = await request.put(`/api/employees/${person._id}/payroll-profile`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      pan: null,
      uan: null,
      esiNumber: null,
      workState: null,
      gender: null,
      bankAccount: '123456784321',
      ifsc: 'HDFC0001234',
      taxRegime: 'new',
      pfOnFullWages: false,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const employeeContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const employee = await employeeContext.newPage();
  await signInAs(employee, person);
  await employee.goto('/employee?tab=salary-history');
  await expect(employee.getByText('No salary records found.')).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Employees' }).click();
  await admin.getByPlaceholder('Search employees...').fill(person.name);
  await admin.getByRole('option', { name: new RegExp(person.name) }).click();
  await admin.keyboard.press('Escape');
  await admin.getByPlaceholder('October 2025').fill('September 2026');

  // 1. Preview: the register, nothing saved.
  await admin.getByRole('button', { name: 'Preview' }).click();
  const register = admin.getByRole('table', { name: 'Payroll register' });
  // No attendance marked in September: the weekly offs are paid, the rest is loss of pay (₹4,000 net).
  await expect(register.getByRole('row').filter({ hasText: person.name })).toContainText('₹4,000');
  await expect(register.getByRole('row').filter({ hasText: 'Total (1)' })).toContainText('₹4,000');
  await expectAccessible(admin, 'Payroll register preview');

  // 2. Generate, after a confirmation that says what it will do (issue 40).
  const run = admin.getByRole('region', { name: 'Payroll Run' });
  await run.getByLabel('Period').fill('2026-09');
  await expect(run.getByRole('status', { name: 'Payroll run state' })).toContainText(
    'September 2026: draft. No salary slips generated yet.',
  );
  await admin.getByRole('button', { name: 'Generate Salary Slips' }).click();
  const confirmGenerate = admin.getByRole('alertdialog', { name: 'Generate salary slips?' });
  await expect(confirmGenerate).toContainText(
    'This will generate and lock September 2026 payroll for 1 person. Attendance and leave for September can then not be changed without reopening.',
  );
  await confirmGenerate.getByRole('button', { name: 'Generate and lock' }).click();
  await expect(admin.getByText('September 2026: 1 of 1 slip(s) generated.')).toBeVisible({ timeout: 60_000 });
  const row = employee
    .getByRole('table', { name: 'My salary history' })
    .getByRole('row')
    .filter({ hasText: 'September 2026' });
  await expect(row).toContainText('Generated');

  // 3. The card says the month is locked; the bank file of the finalised month.
  await expect(run.getByRole('status', { name: 'Payroll run state' })).toContainText(
    /September 2026: generated on \d{2}\/\d{2}\/\d{4} and locked for 1 person; not paid yet\./,
  );
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    run.getByRole('button', { name: 'Bank transfer file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bank-transfer-september-2026-/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(`${person.name},123456784321,HDFC0001234,4000.00,Salary September 2026`);
  expect(text).toContain('CONTROL TOTAL,1 payments,,4000.00,Salary September 2026');

  // 4. Mark paid; the person sees it without reloading.
  await run.getByLabel('Payment date').fill('2026-10-01');
  await run.getByRole('button', { name: 'Mark paid' }).click();
  const confirmPaid = admin.getByRole('alertdialog', { name: 'Mark salaries paid?' });
  await expect(confirmPaid).toContainText(
    'This will mark 1 salary record(s) for September 2026 paid on 01/10/2026. Each person sees the status Paid.',
  );
  await confirmPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText(/salary record\(s\) for September 2026 marked paid\./)).toBeVisible();
  await expect(run.getByRole('status', { name: 'Payroll run state' })).toContainText(
    'September 2026: paid on 01/10/2026 (1 person).',
  );
  await expect(row).toContainText('Paid');
  await expectAccessible(admin, 'Payroll Run card');
  await employeeContext.close();
  await adminContext.close();
});
