import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { adminToken, createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

/*
 * Identity numbers and personal data (issue 23, docs/privacy.md): the Admin sees a person's PAN masked,
 * reveals it, and finds the reveal in the Audit Log; the person downloads their own data as a ZIP.
 */

const PROFILE = {
  pan: 'PRVCY4321K',
  uan: '100555666777',
  aadhaar: '2345 6789 0124',
  esiNumber: null,
  workState: 'MH',
  gender: 'female',
  bankAccount: '501000112233',
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
};

test('Admin sees a masked PAN, reveals it, and the Audit Log lists the reveal; the person downloads their data', async ({
  page,
  browser,
  request,
}) => {
  const person = await createPerson(request, { name: `Privacy Person ${Date.now().toString(36)}` });
  const saved = await request.put(`/api/employees/${person._id}/payroll-profile`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: PROFILE,
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // 1. The Admin: masked numbers, Reveal shows the PAN in full.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto(`/details/${person._id}`);
  const profile = page.getByRole('region', { name: 'Payroll Profile' });
  await expect(profile.getByLabel('PAN', { exact: true })).toHaveValue('XXXXXX321K');
  await expect(profile.getByLabel('Bank account', { exact: true })).toHaveValue('XXXXXXXX2233');
  await expect(profile.getByLabel('Aadhaar')).toHaveValue('XXXX XXXX 0124');
  await expect(page.getByText('PRVCY4321K')).toHaveCount(0);
  await profile.getByRole('button', { name: 'Reveal PAN' }).click();
  await expect(profile.getByLabel('PAN', { exact: true })).toHaveValue('PRVCY4321K');
  await expect(profile.getByRole('button', { name: 'Reveal PAN' })).toHaveCount(0);

  // 2. The reveal is in the Audit Log, under its action: who, whose record and which field (never the number).
  await page.goto('/admin?tab=audit-log');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toBeVisible();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Revealed an identity number' });
  const entry = log.getByRole('row').filter({ hasText: person._id.slice(0, 8) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Anita Admin');
  await expect(entry).toContainText('Revealed an identity number');
  await expect(entry).toContainText('pan');
  await expect(log).not.toContainText('PRVCY4321K');

  // The Admin's retention period, on their own details page: saved, then emptied again (a fresh install keeps
  // the trail, as the other journeys expect).
  await page.getByRole('link', { name: 'Additional Details' }).first().click();
  const retention = page.getByRole('region', { name: 'Data Retention' });
  const months = retention.getByLabel('Erase after (months)');
  await expect(months).toHaveValue('');
  await months.fill('121');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(retention.getByRole('alert')).toHaveText(
    'The retention period is a whole number of months from 1 to 120, or empty to keep the trail.',
  );
  await months.fill('24');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(retention).toContainText('Now: erased 24 months after a person is deleted.');
  await months.fill('');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(retention).toContainText('Now: kept.');

  // 3. The person downloads their own data from their details page.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const own = await context.newPage();
  await signInAs(own, person);
  await own.goto(`/details/${person._id}`);
  const data = own.getByRole('region', { name: 'Your Data' });
  const downloading = own.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-emp-\d{4}-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['profile.json', 'attendance.csv', 'leave.csv', 'salary-records.csv']),
  );
  const json = JSON.parse(strFromU8(files['profile.json']!)) as Record<string, unknown>;
  expect(json).toMatchObject({ name: person.name, email: person.email });
  expect(JSON.stringify(json)).toContain('XXXXXX321K');
  expect(JSON.stringify(json)).not.toContain('PRVCY4321K');
  await context.close();
});
