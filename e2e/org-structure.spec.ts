import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { openAs, openTab } from './support/communication.ts';
import { createPerson } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/**
 * Issue 42, the structure: HR adds a department and a location, places a person under a manager who is an
 * Employee; the manager finds My Team on a 360 px phone, and the org chart shows the two of them.
 */

test('HR builds the structure; the manager sees their team on a phone and the tree in the org chart', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const manager = await createPerson(request, { name: `Mohan Manager ${stamp}` });
  const report = await createPerson(request, { name: `Rita Report ${stamp}` });

  const hrPage = await openAs(browser, ACCOUNTS.hr);
  await openTab(hrPage, 'Structure');
  const departments = hrPage.getByRole('region', { name: 'Departments' });
  await departments.getByRole('button', { name: 'Add department' }).click();
  await departments.getByLabel('Name').fill(`Sales ${stamp}`);
  await departments.getByRole('button', { name: 'Save' }).click();
  await expect(departments.getByRole('list', { name: 'Departments' })).toContainText(`Sales ${stamp}`);

  const locations = hrPage.getByRole('region', { name: 'Locations' });
  await expect(locations).toContainText('Head office');
  await locations.getByRole('button', { name: 'Add location' }).click();
  await locations.getByLabel('Name').fill(`Pune ${stamp}`);
  await locations.getByLabel('State').selectOption('MH');
  await locations.getByLabel('City').fill('Pune');
  await locations.getByRole('button', { name: 'Save' }).click();
  await expect(locations.getByRole('list', { name: 'Locations' })).toContainText(`Pune ${stamp}`);

  // The report's page: department, location and manager from today.
  await hrPage.goto(`/details/${report.id}`);
  const section = hrPage.getByRole('region', { name: 'Organisation' });
  await section.getByLabel('Department').selectOption({ label: `Sales ${stamp}` });
  await section.getByLabel('Location').selectOption({ label: `Pune ${stamp}` });
  await section.getByLabel('Reporting manager').selectOption({ label: manager.name });
  await section.getByRole('button', { name: 'Save placement' }).click();
  await expect(section.getByTestId('placement-manager')).toHaveText(manager.name);
  await expect(section.getByTestId('placement-department')).toHaveText(`Sales ${stamp}`);

  // The manager, an Employee, on a 360 px phone: My Team is there for them.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/employee(\?|$)/);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(page, 'My Team');
  const member = page.getByTestId('team-member').filter({ hasText: report.name });
  await expect(member).toBeVisible();
  await expect(member).toContainText(`Sales ${stamp}`);
  await expectNoSideScroll(page, 360);

  await page.goto('/employee?tab=org-chart');
  const tree = page.getByRole('tree', { name: 'Org Chart' });
  await expect(tree.getByRole('treeitem').filter({ hasText: manager.name })).toBeVisible();
  await expect(tree.getByRole('treeitem').filter({ hasText: report.name })).toBeVisible();

  await phone.close();
  await hrPage.context().close();
});
