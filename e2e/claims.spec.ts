import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { openSignedIn } from './support/leave.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { generateSlips } from './support/payroll.ts';
import { adminToken, createPerson, type Person } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 45, expense claims. The approval flow is organisation-wide, so this journey runs on a server of its own.
 * The Admin adds the usual categories on the Structure tab (the Claims tab then appears); Rita, on a 360 px phone, claims a train ticket and a lunch with
 * photographed receipts; her manager Mohan approves the ticket in part with a reason; HR approves; the
 * November payslip's breakdown shows the reimbursement and the taxable one.
 */
let server: OwnServer;
// Every page the journey opens, closed before the server stops (open sockets would hold its graceful stop).
const pages: Page[] = [];
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  for (const page of pages) await page.context().close();
  await server?.stop();
});

// A photographed receipt: a real JPEG's first bytes (the server checks content, not the name).
const PHOTO = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PHONE = { width: 360, height: 740 };

async function open(
  browser: Browser,
  who: Pick<Person, 'email' | 'password' | 'role'>,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const page = await openSignedIn(browser, server.baseURL, who, viewport);
  pages.push(page);
  return page;
}

async function openOnPhone(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(page, tab);
}

test('a claim with a photographed receipt: the manager approves a line in part, HR approves, the slip pays it', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const mohan = await createPerson(api, { name: `Mohan Manager ${stamp}` });
  const rita = await createPerson(api, {
    name: `Rita Report ${stamp}`,
    baseSalary: 20000,
    joinedOn: '2026-01-01',
  });
  const headers = { authorization: `Bearer ${await adminToken(api)}` };
  const placed = await api.put(`/api/admin/employees/${rita._id}/placement`, {
    headers,
    data: { managerId: mohan._id },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const flow = await api.put('/api/admin/approval-settings', {
    headers,
    data: { flow: 'manager-then-hr', escalationDays: 3 },
  });
  expect(flow.ok(), await flow.text()).toBe(true);

  // A fresh install lists no Claims tab; the Admin adds the usual categories on the Structure tab, and it appears.
  const admin = await open(browser, ACCOUNTS.admin);
  const nav = admin.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('button', { name: 'Structure', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Claims', exact: true })).toHaveCount(0);
  await openTab(admin, 'Structure');
  const categories = admin.getByRole('region', { name: 'Expense categories' });
  await expect(categories.getByText('No categories yet: nobody can claim until you add one.')).toBeVisible();
  await categories.getByRole('button', { name: 'Add the usual categories' }).click();
  await expect(categories.getByText('Local conveyance')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Claims', exact: true })).toBeVisible();
  await openTab(admin, 'Claims');
  await expectAccessible(admin, 'Claims (Admin)');

  // Rita, on her phone, claims a train ticket and a lunch with photographed receipts.
  const phone = await open(browser, rita, PHONE);
  await openOnPhone(phone, 'Claims');
  const form = phone.getByRole('form', { name: 'New claim' });
  await form.getByLabel('Date').fill('2026-11-18');
  await form.getByLabel('Category').selectOption({ label: 'Travel' });
  await form.getByLabel('Amount (₹)').fill('2400');
  await form.getByLabel('Description').fill('Train to the Nashik site');
  await expect(form.getByLabel('Receipt (photo or PDF, up to 5 MB)')).toHaveAttribute(
    'capture',
    'environment',
  );
  await form
    .getByLabel('Receipt (photo or PDF, up to 5 MB)')
    .setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await form.getByRole('button', { name: 'Add a line' }).click();
  const second = form.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('Date').fill('2026-11-18');
  await second.getByLabel('Category').selectOption({ label: 'Food' });
  await second.getByLabel('Amount (₹)').fill('350');
  await second.getByLabel('Description').fill('Lunch at the site');
  await second
    .getByLabel('Receipt (photo or PDF, up to 5 MB)')
    .setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await form.getByRole('button', { name: 'Submit claim' }).click();
  await expect(phone.getByText('Claim submitted.')).toBeVisible();
  const mine = phone.getByTestId('claim').first();
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(`With ${mohan.name}`);
  await expect(mine.getByRole('link', { name: 'Receipt' }).first()).toHaveAttribute(
    'href',
    /^\/api\/files\//,
  );
  await expectNoSideScroll(phone, 360);
  await expectAccessible(phone, 'Claims (phone)');

  // Mohan, on his phone: the claim waits for him; he approves the ticket at ₹2,000 with a reason.
  const manager = await open(browser, mohan, PHONE);
  await openOnPhone(manager, 'Claims');
  const waiting = manager.getByTestId('claim').filter({ hasText: rita.name });
  await waiting.getByLabel('Approve line 1 (₹)').fill('2000');
  await waiting.getByLabel('Reason for line 1 (if less)').fill('Second-class fare is the policy');
  await waiting.getByRole('button', { name: /^Approve CL-/ }).click();
  await expect(manager.getByText('Approved; the claim moves to HR.')).toBeVisible();

  // HR approves what the manager left.
  const hr = await open(browser, ACCOUNTS.hr);
  await openTab(hr, 'Claims');
  const atHr = hr.getByTestId('claim').filter({ hasText: rita.name });
  await expect(atHr).toContainText('approved ₹2,350');
  await atHr.getByRole('button', { name: /^Approve CL-/ }).click();
  await expect(hr.getByText('Claim approved.')).toBeVisible();

  // Rita sees who decided; the November slip pays it.
  await phone.reload();
  await expect(phone.getByTestId('claim').first()).toContainText('paid with the November 2026 salary');
  await expect(phone.getByTestId('claim').first()).toContainText(`Approved and sent to HR by ${mohan.name}`);
  await generateSlips(api, [rita], 'November 2026');
  await openOnPhone(phone, 'Salary History');
  await phone
    .getByRole('button', { name: /Breakdown/ })
    .first()
    .click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog).toContainText(/Reimbursement \(claim CL-\d+\)/);
  await expect(dialog).toContainText('₹2,000');
  await expect(dialog).toContainText(/Taxable reimbursement \(claim CL-\d+\)/);

  await api.dispose();
});
