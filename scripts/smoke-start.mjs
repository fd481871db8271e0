// Checks the README's quick start the way a new user meets it: `npm start` on an empty data folder prints
// the first Admin, serves the sign-in page, and that Admin can sign in.
import { startSmokeServer } from './support/smoke-server.mjs';

const server = await startSmokeServer({
  name: 'start',
  args: ['start'],
  env: { ADMIN_PASSWORD: '', ADMIN_EMAIL: '' },
});
const { base, finish } = server;

await server.waitUntil('the server did not become ready', async () => /HRMS is ready/.test(server.output()));
const email = /Email:\s+(\S+)/.exec(server.output())?.[1];
const password = /Password:\s+(\S+)/.exec(server.output())?.[1];
if (!email || !password) await finish(1, 'the first Admin was not printed');
const page = await fetch(`${base}/login`).then((res) => res.text());
if (!page.includes('<div id="root">')) await finish(1, 'the sign-in page was not served');
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const body = await login.json();
if (login.status !== 200 || body.user?.role !== 'Admin')
  await finish(1, `the first Admin could not sign in (${login.status})`);
const anonymous = await fetch(`${base}/api/auth/me`);
if (anonymous.status !== 401)
  await finish(1, `a protected route answered ${anonymous.status} without a token`);
await finish(
  0,
  `npm start served the app on port ${server.port}; the printed Admin ${email} signed in; no token gives 401`,
);
