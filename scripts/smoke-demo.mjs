// Checks `npm run demo` the way the README promises it: on an empty data folder it builds the demo
// organisation (about 40 people, three months of attendance), starts the server on it, and the printed
// Admin signs in with the shared demo password.
import { startSmokeServer } from './support/smoke-server.mjs';

const ADMIN = { email: 'admin@example.com', password: 'demo-password-2026' };
const PEOPLE = 40; // the demo's default size, as the README states

const server = await startSmokeServer({ name: 'demo', args: ['run', 'demo'] });
const { base, finish } = server;

await server.waitUntil('GET /api/health never answered 200', async () => {
  const res = await fetch(`${base}/api/health`);
  return res.ok;
});
if (!server.output().includes(ADMIN.email)) await finish(1, `the demo did not print ${ADMIN.email}`);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
const session = await login.json();
if (login.status !== 200 || session.user?.role !== 'Admin')
  await finish(1, `${ADMIN.email} could not sign in with the demo password (${login.status})`);
const asAdmin = { headers: { authorization: `Bearer ${session.token}` } };

const people = await fetch(`${base}/api/admin/employees`, asAdmin).then((res) => res.json());
if (!Array.isArray(people) || people.length !== PEOPLE)
  await finish(1, `GET /api/admin/employees listed ${people?.length ?? 'no'} people, not ${PEOPLE}`);

// Last month lies wholly inside the demo's year, whatever today's date.
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const month = last.toISOString().slice(0, 7);
const rows = await fetch(`${base}/api/admin/attendance/all?month=${month}`, asAdmin).then((res) =>
  res.json(),
);
if (!Array.isArray(rows) || rows.length < PEOPLE)
  await finish(1, `GET /api/admin/attendance/all?month=${month} gave ${rows?.length ?? 'no'} rows`);

// The demo's payroll has PF, ESI, PT and TDS on: its slips carry the whole breakdown (docs/payroll.md).
const salaries = await fetch(`${base}/api/admin/salaries`, asAdmin).then((res) => res.json());
const codes = new Set(
  (Array.isArray(salaries) ? salaries : []).flatMap((r) =>
    (r.breakdown?.deductions ?? []).map((l) => l.code),
  ),
);
for (const code of ['EPF_EE', 'ESI_EE', 'PT', 'TDS'])
  if (!codes.has(code)) await finish(1, `no demo salary record deducts ${code}`);

await finish(
  0,
  `npm run demo served ${people.length} people on port ${server.port}; ${ADMIN.email} signed in; ${rows.length} attendance rows in ${month}`,
);
