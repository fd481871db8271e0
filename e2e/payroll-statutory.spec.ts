import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { createPerson, signInAs } from './support/people.ts';
import { freePort, startPrivateServer } from './support/private-server.ts';
import { signIn } from './support/session.ts';

/*
 * Statutory payroll (issue 21): the Admin turns on PF, ESI and Professional Tax in Payroll Settings, fills
 * a person's payroll profile, generates their November slip, and the person opens the slip (a PDF) and its
 * breakdown with the EPF, ESI and PT lines. The settings are organisation-wide, and every other spec's
 * slips would change with them, so this journey runs on a server of its own (support/private-server.ts).
 */
const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: 'serial' });

let server: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  server = await startPrivateServer(port);
});
test.afterAll(async ({ browser }) => {
  // A failed journey leaves its pages open; their sockets would hold the server's graceful stop.
  await Promise.all(browser.contexts().map((context) => context.close()));
  await server?.stop();
});

async function openPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width, height: width < 500 ? 812 : 900 },
  });
  return context.newPage();
}

/**
 * Each new screen at a desktop and a phone width, for review (/tmp/pay-web-shots); the page must never
 * scroll sideways. The viewport goes back to what it was.
 */
async function shoot(page: Page, name: string): Promise<void> {
  const before = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await settle(page);
    // Polled: the sidebar animates its width for a moment after the viewport changes.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const edge = document.documentElement.clientWidth;
            const by = document.documentElement.scrollWidth - edge;
            if (by <= 0) return '';
            // What sticks out, for the failure message (the innermost elements past the edge).
            const past = Array.from(document.querySelectorAll('body *'))
              .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && el.children.length === 0)
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
            return `${by}px: ${past.join(', ')}`;
          }),
        { message: `${name} at ${width}px scrolls sideways` },
      )
      .toBe('');
    await page.screenshot({ path: `/tmp/pay-web-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}

test('the Admin turns on PF, ESI and PT, fills a profile and pays; the person reads the slip and its lines', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Statutory Person ${Date.now().toString(36)}`,
    baseSalary: 20_000,
    joinedOn: '2026-01-01',
  });

  // 1. Payroll Settings, on the Admin's Salary Punch In tab.
  const admin = await openPage(browser, 1440);
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  const settings = admin.getByRole('region', { name: 'Payroll Settings' });
  await settings.getByRole('checkbox', { name: 'Provident Fund (EPF)' }).check();
  await settings.getByLabel('PF establishment ID').fill('MHBAN0012345000');
  await settings.getByRole('checkbox', { name: "Employees' State Insurance (ESI)" }).check();
  await settings.getByLabel('ESI employer code').fill('31000123450000999');
  await settings.getByRole('checkbox', { name: 'Professional Tax (PT)' }).check();
  await settings.getByRole('combobox', { name: 'Default state' }).click();
  await admin.getByRole('option', { name: 'MH Maharashtra' }).click();
  await settings.getByLabel('Address').fill('1 MG Road, Pune 411001');
  await expectAccessible(admin, 'Payroll Settings');
  await settings.getByRole('button', { name: 'Save payroll settings' }).click();
  await expect(admin.getByText('Payroll settings saved.')).toBeVisible();
  await settings.scrollIntoViewIfNeeded();
  await shoot(admin, 'admin-salary-punch-in-settings');

  // 2. The person's payroll profile, on their details page: what the deductions lack, then the profile.
  await admin.goto(`/details/${person._id}`);
  const profile = admin.getByRole('region', { name: 'Payroll Profile' });
  await expect(profile.getByRole('status')).toContainText('UAN, ESI number');
  await profile.getByLabel('PAN', { exact: true }).fill('abcde1234f');
  await profile.getByLabel('UAN').fill('100200300400');
  await profile.getByLabel('ESI number').fill('3100012345');
  await profile.getByLabel('Bank account', { exact: true }).fill('123456784321');
  await profile.getByLabel('IFSC').fill('hdfc0001234');
  await profile.getByRole('combobox', { name: 'Work state' }).click();
  await admin.getByRole('option', { name: 'MH Maharashtra' }).click();
  await profile.getByRole('combobox', { name: 'Gender' }).click();
  await admin.getByRole('option', { name: 'Male', exact: true }).click();
  await profile.getByRole('button', { name: 'Save payroll profile' }).click();
  await expect(admin.getByText('Payroll profile saved.')).toBeVisible();
  await expect(profile.getByText(/Missing for the deductions/)).toBeHidden();
  // Identity numbers come back masked, to the Admin too (issue 23: the whole number only through Reveal).
  await expect(profile.getByLabel('PAN', { exact: true })).toHaveValue('XXXXXX234F');
  await expectAccessible(admin, 'Details page with the payroll profile');
  await admin.getByRole('button', { name: 'Revise salary' }).click();
  await expect(admin.getByRole('dialog', { name: 'Revise salary' })).toBeVisible();
  await expectAccessible(admin, 'Revise salary dialog', '[role="dialog"]');
  await shoot(admin, 'admin-revise-salary-dialog');
  await admin.keyboard.press('Escape');
  await shoot(admin, 'admin-person-payroll');

  // 3. The slip, generated from the Salary Punch In tab.
  await admin.goBack();
  await admin.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Employees' }).click();
  await admin.getByPlaceholder('Search employees...').fill(person.name);
  await admin.getByRole('option', { name: new RegExp(person.name) }).click();
  await admin.keyboard.press('Escape');
  await admin.getByPlaceholder('October 2025').fill('November 2026');
  await admin.getByRole('button', { name: 'Generate Salary Slips' }).click();
  await admin.getByRole('button', { name: 'Generate and lock' }).click();
  await expect(admin.getByText('November 2026: 1 of 1 slip(s) generated.')).toBeVisible({ timeout: 60_000 });

  // 4. The person: their profile masked and read-only, the slip a PDF, the breakdown with EPF, ESI and PT.
  const employee = await openPage(browser, 375);
  await signInAs(employee, person);
  await employee.goto(`/details/${person._id}`);
  const own = employee.getByRole('region', { name: 'Payroll Profile' });
  await expect(own.getByText('XXXXXXXX0400')).toBeVisible();
  await expect(own.getByText('ABCDE1234F')).toHaveCount(0);
  await expect(own.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(employee, 'The person’s own payroll profile');
  await shoot(employee, 'employee-own-payroll');
  // The tab is part of the address (?tab=): the narrow screen's sidebar stays closed.
  await employee.goto('/employee?tab=salary-history');
  const row = employee
    .getByRole('table', { name: 'My salary history' })
    .getByRole('row')
    .filter({ hasText: 'November 2026' });
  await expect(row).toContainText('Generated');
  const estimate = employee.getByRole('region', { name: 'Income Tax Estimate' });
  await estimate.getByLabel('Annual salary income (₹)').fill('1285000');
  await estimate.getByRole('button', { name: 'Estimate' }).click();
  await expect(estimate.getByLabel('Tax estimate')).toContainText('10,400');
  await expectAccessible(employee, 'Salary History with the tax estimate');
  await shoot(employee, 'employee-salary-history-tax-estimate');

  await row.getByRole('button', { name: /View Slip/ }).click();
  const slipDialog = employee.getByRole('dialog');
  const src = await slipDialog.locator('iframe').getAttribute('src');
  expect(src).toMatch(/^\/api\/files\//);
  const slip = await employee.request.get(src!);
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await employee.keyboard.press('Escape');
  await expect(slipDialog).toBeHidden();

  await row.getByRole('button', { name: /Breakdown/ }).click();
  const breakdown = employee.getByRole('dialog', { name: 'Salary breakdown - November 2026' });
  const deductions = breakdown.getByRole('region', { name: 'Deductions' });
  await expect(deductions.getByText('Provident Fund')).toBeVisible();
  await expect(deductions.getByText('ESI')).toBeVisible();
  await expect(deductions.getByText('Professional Tax')).toBeVisible();
  await expect(
    breakdown.getByRole('region', { name: 'Employer contributions (not part of net pay)' }),
  ).toBeVisible();
  await expectAccessible(employee, 'Breakdown dialog', '[role="dialog"]');
  await shoot(employee, 'employee-breakdown');
  await employee.context().close();
  await admin.context().close();
});
