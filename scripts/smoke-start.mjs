// Checks the README's quick start the way a new user meets it: `npm start` on an empty
// data folder prints the first Admin, serves the sign-in page, and that Admin can sign in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '..');
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-smoke-'));
const child = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: '',
    ADMIN_EMAIL: '',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

function stop(code, message) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    code === 0 ? `smoke: ${message}` : `smoke FAILED: ${message}\n--- server output ---\n${output}`,
  );
  process.exit(code);
}

const deadline = Date.now() + 180_000;
while (!/HRMS is ready/.test(output)) {
  if (Date.now() > deadline || child.exitCode !== null) stop(1, 'the server did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const email = /Email:\s+(\S+)/.exec(output)?.[1];
const password = /Password:\s+(\S+)/.exec(output)?.[1];
if (!email || !password) stop(1, 'the first Admin was not printed');
const base = `http://127.0.0.1:${port}`;
const page = await fetch(`${base}/login`).then((res) => res.text());
if (!page.includes('<div id="root">')) stop(1, 'the sign-in page was not served');
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const body = await login.json();
if (login.status !== 200 || body.user?.role !== 'Admin')
  stop(1, `the first Admin could not sign in (${login.status})`);
const anonymous = await fetch(`${base}/api/auth/me`);
if (anonymous.status !== 401) stop(1, `a protected route answered ${anonymous.status} without a token`);
stop(0, `npm start served the app on port ${port}; the printed Admin ${email} signed in; no token gives 401`);
