import { ConfigError, loadConfig } from './config/env.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import type { FastifyBaseLogger } from 'fastify';
import { DataDirLockedError, type DataDirLock, type LockState } from './lib/data-dir-lock.ts';
import { startOrganisation } from './start-org.ts';

/** How long a shutdown may take before the process ends anyway (docs/deploy.md). */
const SHUTDOWN_GRACE_MS = 25_000;

/** How often the server checks that its data-folder lock file is still its own. */
const LOCK_CHECK_MS = 5_000;

/**
 * A lock file deleted while the server runs (a clean-up script, someone taking it for a leftover) would let a
 * second server start on the same folder: put it back. If another process holds it by then, stop at once.
 */
function watchLock(lock: DataDirLock, log: FastifyBaseLogger, onLost: () => void): NodeJS.Timeout {
  const timer = setInterval(() => {
    let state: LockState;
    try {
      state = lock.check();
    } catch (error) {
      log.error({ err: error }, `Could not check the data-folder lock ${lock.lockPath}`);
      return;
    }
    if (state === 'restored')
      log.warn(
        `The lock file ${lock.lockPath} was deleted while the server ran: it is back. Leave it in place.`,
      );
    if (state === 'lost') {
      clearInterval(timer);
      log.error(
        `Another process holds the lock ${lock.lockPath}: stopping, as two servers on one embedded database lose data.`,
      );
      onLost();
    }
  }, LOCK_CHECK_MS);
  return timer.unref();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const clock = config.clockStart ? new OffsetClock(config.clockStart) : systemClock;
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/deploy.md).
  const tracing = config.otel ? (await import('./lib/tracing-sdk.ts')).startTracing(config.otel) : null;
  const { app, handle, lock } = await startOrganisation(config, {
    clock,
    recurringJobs: true,
    processMetrics: true,
    tracer: tracing?.tracer,
  });

  let lockWatch: NodeJS.Timeout | undefined;
  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    clearInterval(lockWatch);
    app.log.info(`${reason}: shutting down`);
    // A close that never ends (a client holding a connection open, a stuck job) must not keep the process
    // alive: orchestrators wait 30 s before SIGKILL (Kubernetes), so we end ourselves a little before.
    setTimeout(() => {
      app.log.warn(`Shutdown did not finish in ${SHUTDOWN_GRACE_MS / 1000} s: exiting now`);
      lock?.release();
      process.exit(exitCode || 1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await handle.close();
      await tracing?.shutdown();
    } finally {
      lock?.release();
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT received'));
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  if (lock) lockWatch = watchLock(lock, app.log, () => void stop('Data-folder lock lost', 1));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `HRMS is ready at http://${shownHost}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}/ (database: ${handle.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
