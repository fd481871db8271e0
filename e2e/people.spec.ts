import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { createPerson, findRow, openEmployeeManagement, signInAs } from './support/people.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

test('Admin adds an employee, who uploads a Resume that locks; a re-upload grant arrives live and is used once', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Priya Journey ${stamp}`;
  const email = `priya-${stamp}@e2e.test`;
  const password = 'priya-pass-123';

  await signIn(page, 'admin');
  await openEmployeeManagement(page);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Employee' });
  // Creating without the required fields is refused in the browser with the spec's words.
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Please fill in Name, Email, and Password.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel(/Base Salary/).fill('42000');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Employee added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = await findRow(page, name);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Employee');

  // The new employee signs in in their own browser and opens their details page.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await signInAs(employeePage, { email, password, role: 'Employee' });
  await employeePage.getByRole('link', { name: 'Additional Details' }).click();
  await expect(employeePage.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await expect(employeePage.getByText(name)).toBeVisible();
  await expect(employeePage.getByText(/^EMP-\d{4}$/)).toBeVisible();

  await employeePage.getByRole('button', { name: 'Save Additional Information' }).click();
  await expect(employeePage.getByText('No new information to save.')).toBeVisible();

  const resume = employeePage.getByTestId('document-resume');
  await resume.getByLabel('Resume').setInputFiles(path.join(FIXTURES, 'resume.pdf'));
  await employeePage.getByRole('button', { name: 'Save Additional Information' }).click();
  await expect(employeePage.getByText('Details updated successfully!')).toBeVisible();
  await expect(resume.getByLabel('Resume')).toBeDisabled();
  await expect(resume.getByText('Uploaded and locked.')).toBeVisible();
  await expect(resume.getByRole('link', { name: 'resume.pdf' })).toHaveAttribute('href', /^\/api\/files\//);

  // Admin grants a re-upload from Manage Uploads.
  await page.reload();
  await openEmployeeManagement(page);
  await (await findRow(page, name)).getByRole('button', { name: `Manage Uploads ${name}` }).click();
  const uploads = page.getByRole('dialog', { name: 'Manage Uploads' });
  const resumeRow = uploads.getByTestId('upload-row-resume');
  await expect(resumeRow).toContainText('Uploaded');
  await expect(uploads.getByTestId('upload-row-tenthMarksheet')).toContainText('Not Uploaded');
  await expect(uploads.getByRole('button', { name: 'Grant re-upload of 10th Marksheet' })).toBeDisabled();
  await resumeRow.getByRole('button', { name: 'Grant re-upload of Resume' }).click();
  await expect(
    page.getByText('Access granted for Resume. The employee can now re-upload this document.'),
  ).toBeVisible();
  await expect(resumeRow).toContainText('Re-upload Granted');

  // The employee is told live, and the field unlocks without a reload.
  await expect(
    employeePage.getByText('Re-upload access granted for Resume. You can upload it again.'),
  ).toBeVisible();
  await expect(resume.getByLabel('Resume')).toBeEnabled();
  await resume.getByLabel('Resume').setInputFiles(path.join(FIXTURES, 'resume-v2.png'));
  await employeePage.getByRole('button', { name: 'Save Additional Information' }).click();
  await expect(employeePage.getByText('Details updated successfully!').last()).toBeVisible();
  await expect(resume.getByRole('link', { name: 'resume-v2.png' })).toBeVisible();
  await expect(resume.getByLabel('Resume')).toBeDisabled();

  // The signed link opens the file itself, without a bearer header.
  const href = await resume.getByRole('link', { name: 'resume-v2.png' }).getAttribute('href');
  const file = await employeePage.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  await employeeContext.close();
});

test('a file named .pdf that holds a script is refused with a clear message', async ({ page, request }) => {
  const person = await createPerson(request, { role: 'Employee' });
  await signInAs(page, person);
  await page.goto(`/details/${person._id}`);
  const tenth = page.getByTestId('document-tenthMarksheet');
  await tenth.getByLabel('10th Marksheet').setInputFiles(path.join(FIXTURES, 'script.pdf'));
  await page.getByRole('button', { name: 'Save Additional Information' }).click();
  await expect(page.getByText('Failed to update details.')).toBeVisible();
  await expect(
    page.getByText('Only PDF, JPEG or PNG files are accepted (checked by their content).'),
  ).toBeVisible();
  await expect(tenth.getByLabel('10th Marksheet')).toBeEnabled();
});

test('HR sees View only per row, and may add Employees only (four-eyes: only the Admin adds HR or Admins)', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, { role: 'Employee' });
  await signIn(page, 'hr');
  await openEmployeeManagement(page);
  const row = await findRow(page, person.name);
  await expect(row.getByRole('button', { name: `View ${person.name}` })).toBeVisible();
  for (const action of ['Update', 'Delete', 'Manage Uploads']) {
    await expect(row.getByRole('button', { name: `${action} ${person.name}` })).toHaveCount(0);
  }
  await row.getByRole('button', { name: `View ${person.name}` }).click();
  const view = page.getByRole('dialog', { name: 'Employee Details' });
  await expect(view.getByLabel('Name')).toHaveValue(person.name);
  await expect(view.getByText('Base Salary')).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Add Employee' }).click();
  await page.getByRole('dialog', { name: 'Add Employee' }).getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['Employee']);
});

test('Admin deletes an employee after the confirmation', async ({ page, request }) => {
  const person = await createPerson(request, { role: 'Employee' });
  await signIn(page, 'admin');
  await openEmployeeManagement(page);
  await (await findRow(page, person.name)).getByRole('button', { name: `Delete ${person.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `This action cannot be undone. This will permanently delete the employee ${person.name}`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Employee deleted.')).toBeVisible();
  await expect(page.getByTestId('employee-row').filter({ hasText: person.name })).toHaveCount(0);
});
