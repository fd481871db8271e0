import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { ownServerJourney } from './support/own-server.ts';
import { generateSlips } from './support/payroll.ts';
import { adminToken, createPerson } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 45, salary advances (docs/claims.md). Advances come with claims, so the Admin first adds an expense
 * category (on a server of the journey's own: the category is organisation-wide). Rita, on a 360 px phone, asks
 * for ₹12,000 in 3 instalments; HR approves it to be paid with the next payroll run; November's slip pays it out;
 * her card previews the next payslip's ₹4,000 recovery with ₹8,000 left after it; HR sees the balance on her page.
 */
const server = ownServerJourney();

const PHONE = { width: 360, height: 740 };

const open = server.open;

async function openOnPhone(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(page, tab);
}

test('an advance of ₹12,000 in 3 instalments: asked on a phone, approved by HR, paid out and previewed', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const rita = await createPerson(api, {
    name: `Rita Advance ${stamp}`,
    baseSalary: 30000,
    joinedOn: '2026-01-01',
  });
  const headers = { authorization: `Bearer ${await adminToken(api)}` };
  const category = await api.post('/api/claims/categories', {
    headers,
    data: { name: 'Travel', perClaimLimit: null, perMonthLimit: null, mileageRate: null, taxable: false },
  });
  expect(category.ok(), await category.text()).toBe(true);

  // Rita, on her phone: nothing yet; she asks for ₹12,000 over 3 months.
  const phone = await open(browser, rita, PHONE);
  await openOnPhone(phone, 'Claims');
  const mine = phone.getByRole('region', { name: 'My advances and loans' });
  await expect(mine.getByText('No advances or loans.')).toBeVisible();
  const form = mine.getByRole('form', { name: 'New advance' });
  await form.getByLabel('Amount (₹)').fill('12000');
  await form.getByLabel(/Monthly instalments/).fill('3');
  await form.getByLabel('Reason').fill('Rent deposit');
  await form.getByRole('button', { name: 'Request advance' }).click();
  await expect(phone.getByText('Advance requested.')).toBeVisible();
  const card = mine.getByTestId('advance').first();
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('With HR');
  await expectNoSideScroll(phone, 360);
  await expectAccessible(phone, 'Advances (phone)');

  // HR approves it, paid with the next payroll run.
  const hr = await open(browser, ACCOUNTS.hr);
  await openTab(hr, 'Claims');
  const waiting = hr
    .getByRole('region', { name: 'Advances pending for me' })
    .getByTestId('advance')
    .filter({ hasText: rita.name });
  await expect(waiting).toContainText('₹12,000');
  await waiting.getByLabel('Paid', { exact: true }).selectOption('payroll');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Approved.', { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // November's slip pays it out; Rita's card shows the schedule and previews December's recovery.
  await generateSlips(api, [rita], 'November 2026');
  await phone.reload();
  const approved = phone
    .getByRole('region', { name: 'My advances and loans' })
    .getByTestId('advance')
    .first();
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('paid out with the November 2026 salary');
  await expect(approved.getByTestId('next-recovery')).toHaveText(
    'Next payslip (December 2026): Advance recovery (₹8,000 left) ₹4,000',
  );
  const schedule = approved.getByRole('list', { name: 'Schedule' }).getByRole('listitem');
  await expect(schedule).toHaveText([
    /1\. December 2026 · Due\s*₹4,000/,
    /2\. January 2027 · Due\s*₹4,000/,
    /3\. February 2027 · Due\s*₹4,000/,
  ]);
  await expect(approved).toContainText(/Outstanding\s*₹12,000/);
  await expectNoSideScroll(phone, 360);
  await openOnPhone(phone, 'Salary History');
  await phone
    .getByRole('button', { name: /Breakdown/ })
    .first()
    .click();
  await expect(phone.getByRole('dialog')).toContainText('Advance paid out');

  // HR opens Rita's page: the outstanding balance, and a pause with a reason moves the instalments a month on.
  await hr.goto(`/details/${rita._id}`);
  const section = hr.getByRole('region', { name: 'Advances and loans' });
  await expect(section).toContainText('Outstanding: ₹12,000');
  const onPage = section.getByTestId('advance').first();
  await onPage.getByLabel('Change', { exact: true }).selectOption('pause');
  await onPage.getByLabel('Reason for the change').fill('Medical leave');
  await onPage.getByRole('button', { name: 'Change instalments' }).click();
  await expect(hr.getByText('Instalments changed.')).toBeVisible();
  await expect(onPage.getByTestId('next-recovery')).toHaveText(
    'Next payslip (January 2027): Advance recovery (₹8,000 left) ₹4,000',
  );
  await expectAccessible(hr, 'Person page with an advance');

  await api.dispose();
});
