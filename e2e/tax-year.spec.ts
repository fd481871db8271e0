import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { adminToken, createPerson, signInAs } from './support/people.ts';
import { freePort, startPrivateServer } from './support/private-server.ts';
import { signIn } from './support/session.ts';

/*
 * The tax year (issue 44): the Admin opens the regime window, an employee chooses the old regime and declares
 * ₹2,00,000 under section 123 (was 80C), which counts to its ₹1,50,000 limit; HR accepts ₹1,20,000 of it with a
 * reason and the line then counts ₹1,20,000. The window makes My Tax appear for everyone, so this journey runs
 * on a server of its own (support/private-server.ts), its clock on 20 November 2026 (tax year 2026-27).
 */
const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let server: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  server = await startPrivateServer(port);
});
test.afterAll(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await server?.stop();
});

test('an employee chooses the old regime and declares; HR accepts part of a line', async ({
  browser,
  page,
  request,
}) => {
  const window = await request.put('/api/admin/tax-year/windows/2026', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { regimeUntil: '2026-12-31', proofsFrom: '2027-01-15' },
  });
  expect(window.status(), await window.text()).toBe(200);
  const person = await createPerson(request, {
    name: `Tax Person ${Date.now().toString(36)}`,
    baseSalary: 100_000,
    joinedOn: '2026-01-01',
  });

  // The employee: My Tax, both regimes side by side, the old regime chosen, ₹2,00,000 declared under 123.
  await signInAs(page, person);
  await openTab(page, 'My Tax');
  const mine = page.getByRole('region', { name: 'My Tax' });
  await expect(mine.getByTestId('tax-regime')).toHaveText('New regime');
  await expect(mine.getByTestId('tax-old')).toHaveText('₹1,63,800');
  await mine.getByRole('button', { name: 'Choose old regime' }).click();
  await expect(mine.getByTestId('tax-regime')).toHaveText('Old regime');
  await mine.getByLabel(/Life insurance, PF, PPF, ELSS/).fill('200000');
  await mine.getByRole('button', { name: 'Save declarations' }).click();
  const line = mine
    .getByTestId('declaration-line')
    .filter({ hasText: 'Section 123 (Schedule XV) (was Section 80C)' });
  await expect(line.getByTestId('counted')).toHaveText('₹1,50,000');
  await expect(line).toContainText('Counted to the limit of ₹1,50,000.');
  // ₹12,00,000 - ₹50,000 - ₹1,50,000 = ₹10,00,000 taxable: ₹1,12,500 + cess = ₹1,17,000
  await expect(mine.getByTestId('tax-old')).toHaveText('₹1,17,000');
  await expectAccessible(page, 'My Tax (employee)');

  // HR: the person's line, accepted in part with a reason.
  const hrPage = await (await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })).newPage();
  await signIn(hrPage, 'hr');
  await openTab(hrPage, 'My Tax');
  const staff = hrPage.getByRole('region', { name: 'Tax declarations' });
  await staff.getByLabel('Employee').selectOption({ label: person.name });
  const theirs = staff.getByTestId('declaration-line').filter({ hasText: 'Section 80C' });
  await theirs.getByLabel('Decision').selectOption('partly');
  await theirs.getByLabel('Accepted amount').fill('120000');
  await theirs.getByLabel('Reason').fill('One ELSS statement missing');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs.getByTestId('counted')).toHaveText('₹1,20,000');
  await expect(theirs).toContainText('One ELSS statement missing');
  await expectAccessible(hrPage, 'My Tax (HR)');
});
