import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { openTab } from './support/communication.ts';
import { ownServerJourney } from './support/own-server.ts';
import { adminToken, createPerson } from './support/people.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Proofs (issue 44, docs/tax-year.md "Proofs"): an employee on a 360 px phone declares ₹30,000 of rent in Mumbai
 * and attaches a photographed rent receipt; HR, on a desktop, sees the receipt beside the rent and accepts it; the
 * employee sees the receipt accepted (no longer removable) and downloads Form 12BB; HR's tax register card is there
 * (empty before any finalised slip) and its CSV downloads. A server of its own (the Admin's window lists My Tax for
 * everyone).
 */
const server = ownServerJourney();

// A photographed receipt: a real JPEG's first bytes (the server checks content, not the name).
const PHOTO = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PHONE = { width: 360, height: 740 };

const open = server.open;

test('an employee attaches a rent receipt on a phone, HR accepts the rent, Form 12BB downloads', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const headers = { authorization: `Bearer ${await adminToken(api)}` };
  const today = new Date();
  const year = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const window = await api.put(`/api/admin/tax-year/windows/${year}`, {
    headers,
    data: { regimeUntil: `${year}-12-31`, proofsFrom: null },
  });
  expect(window.status(), await window.text()).toBe(200);
  const person = await createPerson(api, {
    name: `Proof Person ${Date.now().toString(36)}`,
    baseSalary: 100_000,
    joinedOn: '2026-01-01',
  });

  const phone = await open(browser, person, PHONE);
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'My Tax');
  const rent = phone.getByRole('form', { name: 'House rent' });
  await rent.getByLabel('Monthly rent (₹)').fill('30000');
  await rent.getByLabel('City').selectOption('MUMBAI');
  await rent.getByLabel("Landlord's name").fill('K. Mehta');
  await rent.getByLabel(/Landlord's PAN/).fill('PQRST6789K');
  await rent.getByRole('button', { name: 'Save rent' }).click();
  const proofs = phone.getByRole('region', { name: 'Proofs' });
  const attach = proofs.getByRole('form', { name: 'Attach a proof' });
  await attach.getByLabel('For').selectOption({ label: 'House rent' });
  await attach
    .getByLabel('File (PDF, JPEG or PNG, at most 5 MB)')
    .setInputFiles({ name: 'rent-receipt.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(phone.getByText('Proof attached.')).toBeVisible();
  const mine = proofs.getByTestId('proof');
  await expect(mine).toContainText('rent-receipt.jpg');
  await expect(mine).toContainText('Not yet verified');
  await expect(mine.getByRole('link', { name: 'rent-receipt.jpg' })).toHaveAttribute(
    'href',
    /^\/api\/files\//,
  );
  await expect(mine.getByRole('button', { name: 'Remove rent-receipt.jpg' })).toBeVisible();
  await expectNoSideScroll(phone, 360);
  await expectAccessible(phone, 'My Tax: proofs (phone)');

  const hr = await open(browser, ACCOUNTS.hr);
  await openTab(hr, 'My Tax');
  const staff = hr.getByRole('region', { name: 'Tax declarations' });
  await staff.getByLabel('Employee').selectOption({ label: person.name });
  await expect(staff.getByTestId('proof')).toContainText('rent-receipt.jpg');
  await staff.getByRole('button', { name: 'Save rent decision' }).click();
  await expect(staff.getByTestId('proof')).toContainText('Accepted');
  await expectAccessible(hr, 'My Tax: proofs beside the rent (HR)');
  // The tax register: no finalised slip yet, so its empty state; the CSV downloads all the same.
  const register = hr.getByRole('region', { name: 'Tax register' });
  await expect(register.getByText('No finalised payslip in this period yet.')).toBeVisible();
  const csv = hr.waitForEvent('download');
  await register.getByRole('button', { name: 'Register CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^tax-register-.*\.csv$/);

  await phone.reload();
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'My Tax');
  const after = phone.getByRole('region', { name: 'Proofs' });
  await expect(after.getByTestId('proof')).toContainText('Accepted');
  await expect(after.getByRole('button', { name: 'Remove rent-receipt.jpg' })).toHaveCount(0);
  const download = phone.waitForEvent('download');
  await after.getByRole('button', { name: /Download Form 12BB/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Form-12BB-\d{4}-\d{2}-.*\.pdf$/);
});
