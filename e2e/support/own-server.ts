import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { test, type Browser, type Page, type ViewportSize as Viewport } from '@playwright/test';
import { openSignedIn } from './leave.ts';
import type { Person } from './people.ts';

/**
 * A server of the journey's own (start-server.ts on another port, its own fresh data folder): for a
 * journey that changes an organisation-wide setting other specs' punches would meet, such as punch places.
 */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, exited: () => boolean, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The journey server exited before it was ready.');
    const ok = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The journey server at ${baseURL} did not answer /api/health in time.`);
}

/** `env` adds settings to the server's environment (e.g. SMTP_URL of a test mail server). */
export async function startOwnServer(timeoutMs = 120_000, env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const done = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  await waitForHealth(baseURL, () => exited, Date.now() + timeoutMs);
  return {
    baseURL,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await done;
    },
  };
}

/**
 * A journey file on its own server: starts it before the file's tests, closes every page opened through
 * `open` and stops the server after them. `open` signs a person in on a new context (desktop unless told).
 */
export function ownServerJourney(): {
  readonly baseURL: string;
  open(
    browser: Browser,
    who: Pick<Person, 'email' | 'password' | 'role'>,
    viewport?: Viewport,
  ): Promise<Page>;
} {
  let server: OwnServer | undefined;
  const pages: Page[] = [];
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    for (const page of pages) await page.context().close();
    await server?.stop();
  });
  return {
    get baseURL() {
      return server!.baseURL;
    },
    async open(browser, who, viewport = { width: 1366, height: 900 }) {
      const page = await openSignedIn(browser, server!.baseURL, who, viewport);
      pages.push(page);
      return page;
    },
  };
}
