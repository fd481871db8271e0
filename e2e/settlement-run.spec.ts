import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { adminToken, createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 43: a full and final settlement paid with the month's payroll run. HR (on a phone) records a termination
 * with the last working day 16 October 2026, finalises the settlement and chooses "Pay with the run of October
 * 2026"; the Admin finds the recent leaver in the run's picker ("left 16/10/2026"), previews October's register
 * (the leaver's row is the statement's net), generates the slip (it carries the statement's lines, not a month of
 * salary) and marks it paid; HR's page then shows the settlement paid with the run. Other specs pay October too,
 * so only this person's record is marked paid (the run card's button marks the whole month).
 */
const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

test('HR pays a settlement with the run: the register previews it, the slip carries it, paying the slip pays it', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, {
    name: `Sohan Settle ${Date.now().toString(36)}`,
    baseSalary: 31_000,
    joinedOn: '2019-01-01',
  });
  const auth = { authorization: `Bearer ${await adminToken(request)}` };

  const hrContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr');
  await hr.goto(`/details/${person.id}`);
  const exit = hr.getByRole('region', { name: 'Exit' });
  await exit.getByLabel('Last working day').fill('2026-10-16');
  await exit.getByLabel('Reason').fill('Position closed');
  await exit.getByRole('button', { name: 'Record exit' }).click();
  await expect(exit.getByRole('list', { name: 'Settlement lines' }).getByText('Gratuity')).toBeVisible();
  await exit.getByRole('button', { name: 'Finalise settlement' }).click();
  await expect(exit.getByText(/Finalised by/)).toBeVisible();
  const run = exit.getByRole('form', { name: 'Pay with the run' });
  await expect(run.getByLabel('Pay with the run of')).toHaveValue('October 2026');
  await run.getByRole('button', { name: 'Pay with the run' }).click();
  await expect(exit.getByText(/To be paid with the payroll run of October 2026/)).toBeVisible();
  await expectNoSideScroll(hr, 360);
  await expectAccessible(hr, 'A settlement to be paid with the run (phone)');

  const statement = (await (
    await request.get(`/api/exits/people/${person.id}`, { headers: auth })
  ).json()) as {
    settlement: { net: number; lines: { name: string; amount: number }[] };
  };
  const net = statement.settlement.net;

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Salary Punch In', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Employees' }).click();
  await admin.getByPlaceholder('Search employees...').fill(person.name);
  await admin.getByRole('option', { name: new RegExp(`${person.name} \\(left 16/10/2026\\)`) }).click();
  await admin.keyboard.press('Escape');
  await admin.getByPlaceholder('October 2025').fill('October 2026');
  await admin.getByRole('button', { name: 'Preview' }).click();
  const register = admin.getByRole('table', { name: 'Payroll register' });
  await expect(register.getByRole('row').filter({ hasText: person.name })).toContainText(rupees(net));

  const card = admin.getByRole('region', { name: 'Payroll Run' });
  await card.getByLabel('Period').fill('2026-10');
  await admin.getByRole('button', { name: 'Generate Salary Slips' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Generate salary slips?' })
    .getByRole('button', { name: 'Generate and lock' })
    .click();
  await expect(admin.getByText('October 2026: 1 of 1 slip(s) generated.')).toBeVisible({ timeout: 60_000 });

  // The leaver's slip is the statement: its lines, its net.
  const slips = (await (
    await request.get(`/api/employees/${person.id}/salaries`, { headers: auth })
  ).json()) as {
    month: string;
    amount: number;
    breakdown: { earnings: { name: string }[]; net: number };
  }[];
  const slip = slips.find((s) => s.month === 'October 2026')!;
  expect(slip.breakdown.net).toBe(net);
  expect(slip.breakdown.earnings.map((l) => l.name)).toEqual(
    statement.settlement.lines.filter((l) => l.amount > 0).map((l) => l.name),
  );

  const paid = await request.post('/api/admin/payroll-runs/2026-10/paid', {
    headers: auth,
    data: { employeeIds: [person.id], paidOn: '2026-11-02' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await hr.reload();
  await expect(exit.getByText('Paid on 02/11/2026, reference Payroll run of October 2026.')).toBeVisible();
  await expectAccessible(hr, 'A settlement paid with the run (phone)');
  await hrContext.close();
  await adminContext.close();
});
