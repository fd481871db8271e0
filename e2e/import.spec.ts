import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openEmployeeManagement } from './support/people.ts';
import { signIn } from './support/session.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 43: HR downloads the import template, fills it in, uploads a file with two mistakes, reads them
 * by row and column, fixes them, imports, and finds the new people in the employee list; the dialog also
 * on a phone. The e2e server's business day is Friday 20 November 2026.
 */

test('HR imports people from a filled template: sees the row errors, fixes them, imports, finds them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'hr');
  await openEmployeeManagement(page);
  await page.getByRole('button', { name: 'Import people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import people' });
  await expect(dialog).toBeVisible();

  // The template: XLSX by default, CSV beside it; the CSV's header row is what the file below starts with.
  const xlsx = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template (XLSX)' }).click();
  expect((await xlsx).suggestedFilename()).toBe('people-import-template.xlsx');
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Template (CSV)' }).click();
  const template = fs.readFileSync(await (await csvDownload).path(), 'utf8').replace(/^\uFEFF/, '');
  const header = template.split('\r\n')[0]!;
  expect(header.startsWith('name,email,role')).toBe(true);
  const columns = header.split(',');
  const line = (values: Record<string, string>) => columns.map((c) => values[c] ?? '').join(',');
  const people = [
    { name: `Anil Import ${stamp}`, email: `anil.${stamp}@import-e2e.test` },
    { name: `Bela Import ${stamp}`, email: `bela.${stamp}@import-e2e.test` },
  ];
  const file = (rows: Record<string, string>[]) => ({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows.map(line)].join('\r\n')),
  });

  // Two mistakes: a malformed e-mail on row 2 and a malformed PAN on row 3.
  await dialog.getByLabel('File (XLSX or CSV, at most 5 MB)').setInputFiles(
    file([
      { ...people[0]!, email: `anil.${stamp}-at-import-e2e.test`, joinedOn: '2026-11-02' },
      { ...people[1]!, pan: 'ABC123', joinedOn: '02/11/2026' },
    ]),
  );
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(
    dialog.getByText('2 problems found. Nothing was imported; fix the file and upload it again.'),
  ).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row').nth(1)).toContainText('2emailanil.');
  await expect(problems.getByRole('row').nth(1)).toContainText('Please enter a valid email address.');
  await expect(problems.getByRole('row').nth(2)).toContainText('3pan');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectAccessible(page, 'Import people dialog with problems', '[role="dialog"]');

  // Fixed: the check is clean, then the import writes both.
  await dialog.getByLabel('File (XLSX or CSV, at most 5 MB)').setInputFiles(
    file([
      { ...people[0]!, joinedOn: '2026-11-02' },
      { ...people[1]!, pan: 'ABCPB1234F', joinedOn: '02/11/2026' },
    ]),
  );
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('2 rows checked: 2 to add, 0 already stored as they are.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Imported: 2 people added.')).toBeVisible();

  await page.getByLabel('Search').fill(`Import ${stamp}`);
  // The search narrows the list to the two: wait for their rows (walking pages here would race the search).
  for (const person of people) {
    await expect(page.getByTestId('employee-row').filter({ hasText: person.name })).toContainText(
      person.email,
    );
  }
});

test('the Import people dialog fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'hr');
  await openEmployeeManagement(page);
  await page.getByRole('button', { name: 'Import people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import people' });
  await expect(dialog.getByRole('button', { name: 'Check file' })).toBeVisible();
  await expectNoSideScroll(page, 360);
});
