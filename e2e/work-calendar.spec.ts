import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { createPerson, findRow, openEmployeeManagement, signInAs } from './support/people.ts';
import { openWorkCalendarSection, pickDate } from './support/work-calendar.ts';

// The work calendar's screens (issue 19, docs/work-calendar.md). The server is shared by every spec, so
// the work week changes from a date far from any other journey, and the night shift goes to a person
// made for this journey (everyone else keeps the spec's 09:00-11:00 punch-in window).

test('Admin sets the 2nd and 4th Saturday off from a future date, with a preview of that month', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const workWeek = await openWorkCalendarSection(page, 'Work Week');
  await expect(workWeek.getByTestId('work-week-today')).toHaveText('In force today: Sunday off');

  await workWeek.getByRole('button', { name: 'Saturday in week 2' }).click();
  await workWeek.getByRole('button', { name: 'Saturday in week 4' }).click();
  await pickDate(
    page,
    workWeek.getByRole('button', { name: 'Effective from' }),
    'June 2027',
    /^Tuesday, 1 June 2027/,
  );
  await expect(workWeek.getByRole('button', { name: 'Effective from' })).toHaveText('01/06/2027');
  // June 2027: Sundays 6, 13, 20, 27; Saturdays 12 (week 2) and 26 (week 4).
  const preview = workWeek.getByTestId('work-week-preview');
  await expect(preview).toContainText('June 2027');
  await expect(preview).toContainText('6, 12, 13, 20, 26, 27');

  await workWeek.getByRole('button', { name: 'Save work week' }).click();
  await expect(page.getByText('Work week saved.')).toBeVisible();
  const patterns = workWeek.getByRole('list', { name: 'Work week patterns' });
  await expect(patterns).toContainText('From 01/06/2027: Sunday off; Saturday off in weeks 2 and 4');
  await expect(patterns).toContainText('Upcoming');
  // Today is untouched: the pattern starts on its date.
  await expect(workWeek.getByTestId('work-week-today')).toHaveText('In force today: Sunday off');
});

test('Admin adds a night shift and assigns it to an employee, who sees it on their profile', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const person = await createPerson(request, { name: `Nisha Night ${stamp}` });
  const shiftName = `Night ${stamp}`;
  const label = `${shiftName} (22:00-06:00, next day)`;

  await signIn(page, 'admin');
  const shifts = await openWorkCalendarSection(page, 'Shifts');
  await expect(shifts.getByTestId('shift-row').filter({ hasText: 'General' })).toContainText('Default');
  await shifts.getByRole('button', { name: 'Add shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shift' });
  await dialog.getByLabel('Name').fill(shiftName);
  await dialog.getByLabel('Starts at').fill('22:00');
  await dialog.getByLabel('Ends at').fill('06:00');
  await dialog.getByLabel('Punch-in from').fill('22:30');
  await dialog.getByLabel('Punch-in until').fill('22:00');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  // The browser checks the window's order before sending.
  await expect(dialog.getByRole('alert')).toHaveText(
    'The punch-in window must end after it starts, on the same day.',
  );
  await dialog.getByLabel('Punch-in from').fill('21:30');
  await dialog.getByLabel('Punch-in until').fill('23:30');
  await dialog.getByLabel('Grace (minutes)').fill('15');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await expect(page.getByText('Shift added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = shifts.getByTestId('shift-row').filter({ hasText: shiftName });
  await expect(row).toContainText('22:00-06:00 (next day)');

  // Assign it from today in the person's Employee Details.
  await openEmployeeManagement(page);
  await (await findRow(page, person.name)).getByRole('button', { name: `View ${person.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Employee Details' });
  await expect(details.getByTestId('person-shift')).toHaveText('Shift: General (09:00-18:00)');
  await details.getByRole('button', { name: 'Change shift' }).click();
  const change = page.getByRole('dialog', { name: 'Change shift' });
  await change.getByRole('combobox', { name: 'Shift' }).click();
  await page.getByRole('option', { name: label }).click();
  await change.getByRole('button', { name: 'Change shift' }).click();
  await expect(page.getByText('Shift changed.')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(details.getByTestId('person-shift')).toHaveText(`Shift: ${label}`);

  // The employee sees it on their profile, at phone width.
  const employeePage = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signInAs(employeePage, person);
  await employeePage.goto(`/details/${person.id}`);
  await expect(employeePage.getByTestId('person-shift')).toHaveText(`Shift: ${label}`);
  await expect(employeePage.getByRole('button', { name: 'Change shift' })).toHaveCount(0);
});
