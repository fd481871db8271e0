import { expect, request as playwrightRequest, test, type BrowserContext } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 43 (docs/lifecycle.md): the Admin turns on a 6-month probation and a one-item onboarding checklist,
 * edits the confirmation letter and previews it for a real person; a person added afterwards gets their
 * onboarding item; HR confirms their probation; the confirmation letter is in the person's documents, and their
 * Home (a phone) shows the open item. The probation default and the checklist are organisation-wide (they would
 * add tasks to every other spec's new people), so this journey runs on a server of its own (business day Friday
 * 20 November 2026).
 */
let server: OwnServer;
// Closed after the test even when it fails: an open page's socket would hold the server's shutdown.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('Admin edits and previews the confirmation letter; HR confirms; the letter and the onboarding item reach the person', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 900 },
  });
  contexts.push(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Onboarding', exact: true }).click();

  // 1. The probation default and the checklist.
  const settings = admin.getByRole('region', { name: 'Probation and onboarding checklist' });
  await settings.getByLabel(/Probation length/).fill('6');
  await settings.getByRole('button', { name: 'Add item' }).click();
  await settings.getByLabel('Item 1', { exact: true }).fill('Upload your PAN card');
  await settings.getByLabel('Owner', { exact: true }).selectOption('Person');
  await settings.getByLabel('Due (days)').fill('3');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();

  // 2. A person added now: joined 1 June 2026, probation ends 1 December 2026.
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const person = await createPerson(api, {
    name: `Kavya Onboard ${Date.now().toString(36)}`,
    joinedOn: '2026-06-01',
  });
  await api.dispose();

  // 3. The confirmation letter's text, previewed for that person.
  const letters = admin.getByRole('region', { name: 'Letter templates' });
  await letters.getByLabel('Letter', { exact: true }).selectOption('confirmation');
  const body = letters.getByLabel(/^Text/);
  await expect(body).toHaveValue(/Dear \{\{name\}\}/);
  await body.fill(
    'Dear {{name}},\n\nYou are confirmed as a permanent member of {{organisation}} from {{confirmedOn}}.',
  );
  await letters.getByRole('button', { name: 'Save template' }).click();
  await expect(admin.getByText('Template saved.')).toBeVisible();
  await letters.getByLabel('Preview for').selectOption({ label: person.name });
  await letters.getByRole('button', { name: 'Preview' }).click();
  await expect(letters.locator('iframe[title="Letter preview"]')).toBeVisible();
  await expectAccessible(admin, 'Onboarding tab (Admin)');

  // 4. HR confirms the probation.
  const hrContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 900 },
  });
  contexts.push(hrContext);
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr');
  await hr.getByRole('navigation').getByRole('button', { name: 'Onboarding', exact: true }).click();
  const row = hr.getByTestId('probation-row').filter({ hasText: person.name });
  await expect(row).toContainText('01/12/2026');
  await row.getByRole('button', { name: 'Confirm' }).click();
  const dialog = hr.getByRole('dialog', { name: `Confirm ${person.name}` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(hr.getByText(/Probation confirmed/)).toBeVisible();
  // A confirmed person leaves the default view (people still to decide) and is listed under Confirmed.
  await expect(row).toHaveCount(0);
  await hr.getByLabel('Show').selectOption('Confirmed');
  await expect(row).toContainText('Confirmed');

  // 5. The person, on a phone: the open onboarding item on Home, the letter on their page.
  const personContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 780 },
  });
  contexts.push(personContext);
  const page = await personContext.newPage();
  await signInAs(page, person);
  const onboarding = page.getByRole('region', { name: 'My onboarding' });
  await expect(onboarding.getByTestId('onboarding-item')).toContainText('Upload your PAN card');
  await expectAccessible(page, 'Home with onboarding items');
  await page.goto(`/details/${person.id}`);
  const issued = page.getByRole('region', { name: 'Letters' });
  await expect(issued.getByTestId('person-letter')).toContainText('Confirmation letter');
  await expectNoSideScroll(page, 360);
});
