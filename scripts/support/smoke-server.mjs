// What the smoke checks share: the server started the way a user starts it (an npm script) on a free
// port and an empty temporary data folder, and one way out that stops it, removes the folder and prints
// the verdict (with the server's output when something failed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `npm <args>` with PORT and DATA_DIR set (and DATABASE_URL cleared: the embedded database),
 * plus `env`. Returns the base URL, the output so far, a poll loop and the exit.
 */
export async function startSmokeServer({ name, args, env = {} }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hrms-${name}-`));
  // Its own process group, so npm's children (node, the server) are stopped with it.
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };

  /** Stops the server (SIGTERM, then SIGKILL after 15 s), removes the folder, prints and exits. */
  async function finish(code, message) {
    signal('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    if (!stopped) signal('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(
      code === 0
        ? `smoke (${name}): ${message}`
        : `smoke (${name}) FAILED: ${message}\n--- server output ---\n${output}`,
    );
    process.exit(code);
  }

  /** Polls `check` until it is true; fails the smoke when the server exits or `timeoutMs` passes. */
  async function waitUntil(what, check, timeoutMs = 240_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (
        await Promise.resolve()
          .then(check)
          .catch(() => false)
      )
        return;
      if (child.exitCode !== null || child.signalCode !== null) await finish(1, `${what}: the server exited`);
      if (Date.now() > deadline) await finish(1, `${what}: not within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return { base: `http://127.0.0.1:${port}`, port, dataDir, output: () => output, waitUntil, finish };
}
