import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// One free port for the whole run: set once in the main process, inherited by workers.
process.env.E2E_PORT ||= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A migrated database every e2e server copies (e2e/support/pglite-template.ts), also set once and inherited.
process.env.E2E_PGLITE_TEMPLATE ||= execFileSync(
  process.execPath,
  ['--import', 'tsx', 'e2e/support/pglite-template.ts'],
  {
    cwd: import.meta.dirname,
  },
).toString();

// Debian's Chromium headless shell (package chromium-headless-shell) when it is installed, else the full Chromium
// (package chromium) in its new headless mode. Same engine and version; the shell has no browser UI to run, and 14
// journeys took 109 s with it against 129 s with the full browser, back to back (docs/development.md, CI time).
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  // Generous limits: they only decide how long a broken test takes to fail. A journey with axe checks took over
  // 30 s at a load of 24 on two cores, one with a server of its own over 120 s, and the statutory payroll journey
  // over 240 s at a load of 30 (issue 41's proof runs), so a test's length must never fail it: every journey and
  // hook has ten minutes and every expectation a minute (the few longer ones say so).
  timeout: 600_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, console, network, sources) and a screenshot of the moment it
    // failed, with Playwright's error context (the page's accessibility snapshot). The trace's own screencast and DOM snapshots are off: taking
    // them on every action of every journey (kept or not) doubled the browsers' work, 14 journeys 109 s with them
    // and 53 s without (docs/development.md, CI time).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server bundle and the web build, rebuilt only if their sources changed; every e2e server runs them.
    command: 'node scripts/ensure-build.mjs && node --import tsx e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: process.env.E2E_PORT },
  },
});
