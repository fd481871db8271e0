import { expect, test, type Page } from '@playwright/test';
import { applyForLeave, tokenOf } from './support/leave.ts';
import { adminToken, createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

// Issue 9: every HR/Admin change is in the Admin's Audit Log, with who, when and a readable before → after.

async function openTab(page: Page, label: string, id: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${id}`));
}

test('Admin approves a leave, opens the Audit Log, filters, and sees the entry', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, { name: `Audit Person ${Date.now().toString(36)}` });
  await applyForLeave(request, person, {
    type: 'Paid Leave',
    startDate: '2026-11-26',
    endDate: '2026-11-26',
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openTab(page, 'Leave Requests', 'leave-requests');
  const pending = page
    .getByRole('table', { name: 'Pending leave requests' })
    .getByRole('row')
    .filter({ hasText: person.name });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Leave request has been approved.')).toBeVisible();

  await openTab(page, 'Audit Log', 'audit-log');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toBeVisible();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Approved leave' });
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-20');
  const entry = log.getByRole('row').filter({ hasText: person.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Anita Admin');
  await expect(entry).toContainText('Approved leave');
  await expect(entry).toContainText(/20\/11\/2026 \d{2}:\d{2} AM/);
  await expect(entry).toContainText('Pending');
  await expect(entry).toContainText('Approved');
  await page.screenshot({ path: 'test-results/audit-log-1440.png', fullPage: true });

  // The person's creation (by the e2e Admin through the API) is there too, under 'Added employee'.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Added employee' });
  await expect(log.getByRole('row').filter({ hasText: person.name })).toHaveCount(1);

  // A day with no changes says so.
  await page.getByLabel('From', { exact: true }).fill('2026-11-19');
  await page.getByLabel('To', { exact: true }).fill('2026-11-19');
  await expect(page.getByText('No audit entries match these filters.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(log).toBeVisible();
  await page.screenshot({ path: 'test-results/audit-log-375.png', fullPage: true });
});

test('entries by someone deleted since can still be filtered by Who', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const former = await createPerson(request, { role: 'HR', name: `Former HR ${stamp}` });
  const added = await request.post('/api/hr/employees', {
    headers: { authorization: `Bearer ${await tokenOf(request, former)}` },
    data: { name: `Hired By Former ${stamp}`, email: `hired-${stamp}@e2e.test`, password: `pass-${stamp}` },
  });
  expect(added.status(), await added.text()).toBe(201);
  const removed = await request.delete(`/api/admin/employees/${former._id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(removed.status(), await removed.text()).toBe(200);

  await signIn(page, 'admin');
  await openTab(page, 'Audit Log', 'audit-log');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toBeVisible();
  await page.getByLabel('Who', { exact: true }).selectOption({ label: `${former.name} (HR)` });
  const rows = log.getByRole('row').filter({ hasText: 'Added employee' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(former.name);
  await expect(rows).toContainText(`Hired By Former ${stamp}`);
});

test('HR and Employee have no Audit Log tab', async ({ page }) => {
  await signIn(page, 'hr');
  await expect(
    page.getByRole('navigation').getByRole('button', { name: 'Leave Requests', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Audit Log' })).toHaveCount(0);
});
