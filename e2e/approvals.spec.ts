import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.ts';
import { openTab } from './support/communication.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { adminToken, createPerson, type Person } from './support/people.ts';
import { applyForLeave, openSignedIn } from './support/leave.ts';
import { expectAccessible } from './support/axe.ts';
import { expectNoSideScroll } from './support/live.ts';

/*
 * Issue 42, approvals by the manager. The flow is organisation-wide (it would change the other specs' leave
 * queues), so this journey runs on a server of its own. The Admin turns on 'manager'; Rita applies; her
 * manager Mohan (an Employee) approves on a 360 px phone from My Team; Rita sees it live; HR decides another
 * report's request and sees the override mark. Then corrections under the same rule: a manager hands over
 * their approvals on My Team, the delegate approves a report's correction on a phone, the requester sees it live.
 */
let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

function open(
  browser: Browser,
  who: Pick<Person, 'email' | 'password' | 'role'>,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  return openSignedIn(browser, server.baseURL, who, viewport);
}

test('a manager approves their report on a phone; the requester sees it live; HR sees the override', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const mohan = await createPerson(api, { name: `Mohan Manager ${stamp}` });
  const rita = await createPerson(api, { name: `Rita Report ${stamp}` });
  const sunil = await createPerson(api, { name: `Sunil Report ${stamp}` });
  const token = await adminToken(api);
  for (const report of [rita, sunil]) {
    const res = await api.put(`/api/admin/employees/${report._id}/placement`, {
      headers: { authorization: `Bearer ${token}` },
      data: { managerId: mohan._id },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The Admin chooses the flow on the Structure tab.
  const admin = await open(browser, ACCOUNTS.admin);
  await openTab(admin, 'Structure');
  await admin.getByLabel('Flow', { exact: true }).selectOption('manager');
  await admin.getByRole('button', { name: 'Save approval flow' }).click();
  await expect(admin.getByText('Approval settings saved.')).toBeVisible();

  // Rita applies and sees where it waits.
  const leave = await applyForLeave(api, rita, {
    type: 'Paid Leave',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
  });
  const ritaPage = await open(browser, rita);
  await openTab(ritaPage, 'Leave Requests');
  await expect(ritaPage.getByTestId('approval-note').first()).toContainText(
    `With ${mohan.name} (your manager) since 20/11/2026`,
  );

  // Mohan, an Employee, on a 360 px phone: the request waits for him on My Team.
  const phone = await open(browser, mohan, { width: 360, height: 740 });
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'My Team');
  const item = phone.getByTestId('pending-for-me').filter({ hasText: rita.name });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByText('Leave request has been approved.')).toBeVisible();
  await expectNoSideScroll(phone, 360);

  // Rita sees the decision live.
  await expect(ritaPage.getByText('Your leave request status has been updated to Approved')).toBeVisible();
  expect(leave.status).toBe('Pending');

  // HR decides Sunil's request, which waits for Mohan: an override.
  await applyForLeave(api, sunil, { type: 'Paid Leave', startDate: '2026-12-02', endDate: '2026-12-02' });
  const hr = await open(browser, ACCOUNTS.hr);
  await openTab(hr, 'Leave Requests');
  const row = hr.getByRole('row').filter({ hasText: sunil.name });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByTestId('approval-note')).toContainText('Decided by HR over the manager');

  // Closed here: open sockets would hold the server's graceful stop.
  for (const page of [admin, ritaPage, phone, hr]) await page.context().close();
  await api.dispose();
});

test('a manager hands over their approvals; the delegate approves a correction on a phone; it shows live', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const token = await adminToken(api);
  const flow = await api.put('/api/admin/approval-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { flow: 'manager', escalationDays: 3 },
  });
  expect(flow.ok(), await flow.text()).toBe(true);
  const since = '2026-01-01';
  const meera = await createPerson(api, { name: `Meera Manager ${stamp}`, joinedOn: since });
  const ravi = await createPerson(api, { name: `Ravi Report ${stamp}`, joinedOn: since });
  const dev = await createPerson(api, { name: `Dev Deputy ${stamp}`, joinedOn: since });
  for (const report of [ravi, dev]) {
    const res = await api.put(`/api/admin/employees/${report._id}/placement`, {
      headers: { authorization: `Bearer ${token}` },
      data: { managerId: meera._id },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // Meera hands her approvals to Dev for today and tomorrow, from My Team.
  const meeraPage = await open(browser, meera);
  await openTab(meeraPage, 'My Team');
  const form = meeraPage.getByRole('form', { name: 'Hand over my approvals' });
  await form.getByLabel('To', { exact: true }).selectOption({ label: dev.name });
  await form.getByLabel('From').fill('2026-11-20');
  await form.getByLabel('To the end of').fill('2026-11-21');
  await form.getByRole('button', { name: 'Hand over' }).click();
  await expect(meeraPage.getByText('Your approvals are delegated for those dates.')).toBeVisible();
  await expect(meeraPage.getByRole('list', { name: 'My delegations' })).toContainText(dev.name);
  await expectAccessible(meeraPage, 'My Team with the hand-over');

  // Ravi asks to correct Thursday's check-in; it waits for Dev, Meera's delegate.
  const login = await api.post('/api/auth/login', { data: { email: ravi.email, password: ravi.password } });
  const raviToken = ((await login.json()) as { token: string }).token;
  const raviPage = await open(browser, ravi);
  const asked = await api.post('/api/attendance/corrections', {
    headers: { authorization: `Bearer ${raviToken}` },
    data: { date: '2026-11-19', checkIn: '09:30', reason: 'Forgot to punch in' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  expect(await asked.json()).toMatchObject({ deciderKind: 'delegate', currentDecider: { name: dev.name } });

  // Dev, on a 360 px phone, approves it from My Team.
  const phone = await open(browser, dev, { width: 360, height: 740 });
  await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
  await openTab(phone, 'My Team');
  const item = phone.getByRole('list', { name: 'Corrections waiting for me' }).getByTestId('pending-for-me');
  await expect(item.filter({ hasText: ravi.name })).toBeVisible();
  await item.filter({ hasText: ravi.name }).getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByText('Correction approved.')).toBeVisible();
  await expectNoSideScroll(phone, 360);

  // Ravi hears of it live; Meera ends the hand-over.
  await expect(raviPage.getByText('Your correction for 19/11/2026 was approved.')).toBeVisible();
  await meeraPage.getByRole('button', { name: new RegExp(`^End the delegation to ${dev.name}`) }).click();
  await expect(meeraPage.getByText('Delegation removed.')).toBeVisible();
  await expect(meeraPage.getByText('You have not handed over your approvals.')).toBeVisible();

  for (const page of [meeraPage, raviPage, phone]) await page.context().close();
  await api.dispose();
});
