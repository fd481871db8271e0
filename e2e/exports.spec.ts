import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { openAttendanceTab } from './support/attendance.ts';
import { createPerson, signInAs } from './support/people.ts';
import { signIn } from './support/session.ts';

/** Clicks an export button and returns the saved download with its bytes. */
async function download(page: Page, name: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const path = await file.path();
  return { file, body: fs.readFileSync(path) };
}

test('Admin downloads the filtered attendance sheet as CSV and Excel', async ({ page, request }) => {
  const person = await createPerson(request, {
    name: `Export Esha ${Date.now().toString(36)}`,
    joinedOn: '2026-11-01',
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openAttendanceTab(page);
  await page.getByLabel('Employee', { exact: true }).fill(person.name);
  await expect(page.getByRole('table', { name: 'Attendance sheet' }).getByRole('row')).toHaveCount(2);

  const csv = await download(page, 'Export attendance sheet as CSV');
  expect(csv.file.suggestedFilename()).toBe('attendance-sheet-2026-11.csv');
  expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.body.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Employee,Employee ID,01\/11\/2026,02\/11\/2026,/);
  // The search on screen narrows the file too: the header and this one person.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(person.name);

  const xlsx = await download(page, 'Export attendance sheet as Excel (.xlsx)');
  expect(xlsx.file.suggestedFilename()).toBe('attendance-sheet-2026-11.xlsx');
  expect(xlsx.body.subarray(0, 2).toString()).toBe('PK');
  await page.screenshot({ path: '/tmp/exports-sheet-1440.png' });
});

test('Admin downloads all salary history, and an employee their own', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  const all = await download(page, 'Export all salary history as CSV');
  expect(all.file.suggestedFilename()).toBe('salary-history-all.csv');
  expect(all.body.toString('utf8').slice(1).split('\r\n')[0]).toBe(
    'Employee,Salary Period,Amount (₹),Status,Date Punched',
  );

  const person = await createPerson(request, { name: `Export Omar ${Date.now().toString(36)}` });
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const mobile = await context.newPage();
  await signInAs(mobile, person);
  await mobile.getByRole('navigation').getByRole('button', { name: 'Salary History', exact: true }).click();
  const mine = await download(mobile, 'Export my salary history as Excel (.xlsx)');
  expect(mine.file.suggestedFilename()).toBe('salary-history-mine.xlsx');
  expect(mine.body.subarray(0, 2).toString()).toBe('PK');
  await mobile.screenshot({ path: '/tmp/exports-salary-375.png', fullPage: true });
  await context.close();
});
