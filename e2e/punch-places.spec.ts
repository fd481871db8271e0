import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { signInAs } from './support/attendance.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { createPerson } from './support/people.ts';
import { signIn } from './support/session.ts';

// Office locations are organisation-wide: set on the shared e2e server they would refuse the other
// specs' punches (their browsers share no position), so this journey runs on a server of its own. Its
// clock starts, like the shared one, on Friday 20 November 2026 at 09:30 in Kolkata: inside the window.

const HEAD_OFFICE = { latitude: 28.6315, longitude: 77.2167 };
const AT_THE_DESK = { latitude: 28.6322, longitude: 77.2175 }; // about 110 m away
const NOIDA = { latitude: 28.6208, longitude: 77.3639 }; // about 14.5 km away

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
// Browsers are closed by then (their sockets would hold the server's graceful close open).
test.afterAll(async () => {
  await server?.stop();
});

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function employeeAt(browser: Browser, position: { latitude: number; longitude: number }) {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const person = await createPerson(api, { name: `Pooja Place ${Date.now().toString(36)}` });
  await api.dispose();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 375, height: 812 },
    geolocation: position,
    permissions: ['geolocation'],
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, person);
  return { person, context, page };
}

test('Admin sets an office location; an employee punches in inside it, another is refused outside', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
    geolocation: HEAD_OFFICE,
    permissions: ['geolocation'],
  });
  contexts.push(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('navigation').getByRole('button', { name: 'Work Calendar', exact: true }).click();
  const places = admin.getByRole('region', { name: 'Punch Places' });
  await expect(places.getByText('No location set: punch-in does not ask for a position.')).toBeVisible();

  await places.getByLabel('Name').fill('Head Office');
  await places.getByRole('button', { name: 'Use my current location' }).click();
  await expect(places.getByLabel('Latitude')).toHaveValue(String(HEAD_OFFICE.latitude));
  await expect(places.getByLabel('Longitude')).toHaveValue(String(HEAD_OFFICE.longitude));
  await places.getByLabel('Radius (m)').fill('200');
  await places.getByRole('button', { name: 'Add location' }).click();
  await expect(places.getByRole('list', { name: 'Office locations' })).toContainText('Head Office');
  await places.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Punch places saved.')).toBeVisible();
  await places.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: '/tmp/places-admin-1440.png', fullPage: true });

  // At the desk, 110 m from the centre: the browser's position goes with the punch.
  const inside = await employeeAt(browser, AT_THE_DESK);
  await inside.page.getByRole('button', { name: 'Punch In' }).click();
  await expect(inside.page.getByText('Punched in successfully!')).toBeVisible();
  await expect(inside.page.getByTestId('punch-state')).toContainText('Punched in at');

  // At home in Noida: refused, with the distance and the office named.
  const outside = await employeeAt(browser, NOIDA);
  await outside.page.getByRole('button', { name: 'Punch In' }).click();
  await expect(outside.page.getByText('Failed to punch in. Please try again.')).toBeVisible();
  await expect(
    outside.page.getByText(
      'You are 14.5 km from the nearest office (Head Office); punch-in is allowed within 200 m.',
    ),
  ).toBeVisible();
  await expect(outside.page.getByTestId('punch-state')).toHaveText('Not Punched In');
  await outside.page.screenshot({ path: '/tmp/places-refused-375.png', fullPage: true });

  // Staff see where the punch came from on today's list.
  await admin.getByRole('navigation').getByRole('button', { name: 'Attendance', exact: true }).click();
  await admin
    .getByRole('group', { name: 'Show attendance for' })
    .getByRole('button', { name: 'Today' })
    .click();
  const row = admin
    .getByRole('table', { name: 'All user attendance' })
    .getByRole('row')
    .filter({ hasText: inside.person.name });
  await expect(row).toContainText('Head Office');

  // The panel at phone width, with the saved office listed.
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.getByRole('navigation').getByRole('button', { name: 'Work Calendar', exact: true }).click();
  await expect(places.getByRole('list', { name: 'Office locations' })).toContainText('Head Office');
  await places.screenshot({ path: '/tmp/places-admin-375.png' });
});
