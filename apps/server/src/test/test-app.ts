import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@hrms/shared';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { FixedClock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import type { ThrottleLimits } from '../modules/auth/login-throttle.ts';
import { openTestDatabase } from './test-db.ts';
import type { LogStream } from '../plugins/logging.ts';
import type { Tracer } from '@opentelemetry/api';
import type { MailRetryPolicy } from '../modules/mail/mail.delivery.ts';

export const TEST_PASSWORD = 'correct-horse-42';
let testPasswordHash: Promise<string> | null = null;

export interface TestContext {
  app: App;
  db: Database;
  clock: FixedClock;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Default: a Friday, 10:00 in Asia/Kolkata. */
  now?: string;
  throttleLimits?: ThrottleLimits;
  /** Tracing on (lib/tracing.ts): tests of spans pass the tracer of their own collector. */
  tracer?: Tracer;
  /** Where the app's log lines go (with env LOG_LEVEL): tests of what is logged read them. */
  logStream?: LogStream;
  /** Mail retries (modules/mail): tests of failing delivery make them quick. */
  mailRetry?: MailRetryPolicy;
  /** False: nothing the modules announce is mailed (as the demo generator builds the app). */
  mailListening?: boolean;
  /** Hook to add routes before the app is ready (used to test plugins). */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** The real app on a real engine (PGlite, or PostgreSQL when DATABASE_URL is set) with a fixed clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const handle = await openTestDatabase();
  const clock = new FixedClock(options.now ?? '2026-11-20T04:30:00.000Z');
  const app = await buildApp({
    config,
    db: handle.db,
    clock,
    throttleLimits: options.throttleLimits,
    logStream: options.logStream,
    tracer: options.tracer,
    mailRetry: options.mailRetry,
    mailListening: options.mailListening,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    clock,
    config,
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  password: string;
  token: string;
}

let counter = 0;

/** Inserts a person straight into the database and signs a token for them. */
export async function createUser(
  ctx: TestContext,
  fields: { role?: Role; name?: string; email?: string; baseSalaryPaise?: number; joinedOn?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const role = fields.role ?? 'Employee';
  const email = (fields.email ?? `${role.toLowerCase()}${counter}-${Date.now()}@example.com`).toLowerCase();
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: fields.name ?? `${role} Person ${counter}`,
      email,
      passwordHash: await testPasswordHash,
      role,
      baseSalaryPaise: fields.baseSalaryPaise ?? 0,
      joinedOn: fields.joinedOn ?? '2026-01-01',
    })
    .returning();
  const user = row!;
  // A session as a sign-in opens one (docs/security.md), so every test's token goes through its check.
  const sid = await ctx.app.services.sessions.start(user.id, user.tokenVersion, {
    ip: '127.0.0.1',
    userAgent: undefined,
  });
  const token = ctx.app.jwt.sign({ sub: user.id, role, tv: user.tokenVersion, sid });
  return { id: user.id, name: user.name, email, role, password: TEST_PASSWORD, token };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
