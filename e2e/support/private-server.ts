import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A free port, found synchronously (test.use needs the base URL when the spec file loads). */
export function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

/**
 * A second e2e server of the spec's own (start-server.ts: a fresh database with the three accounts, the
 * clock at E2E_CLOCK_START), for journeys that change what every other spec relies on, such as making
 * today a holiday. Resolves once /api/health answers; `stop` ends it.
 */
export async function startPrivateServer(port: number): Promise<{ stop: () => Promise<void> }> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The private e2e server stopped while starting.');
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('The private e2e server did not start in 120 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
