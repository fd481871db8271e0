import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestShippedMigration, migrationsApplied } from '../../db/migration-state.ts';
import { LocalFileStorage } from '../../storage/storage.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { SystemService } from './system.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('probes', () => {
  it('liveness answers without a token and asks no dependency', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('readiness reports each dependency; Redis is not configured here', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok' },
    });
  });

  it('/api/health keeps its answer', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('readiness failures', () => {
  it('a build with a migration the database lacks is not ready', async () => {
    const newest = newestShippedMigration();
    expect(newest).toBeGreaterThan(0);
    expect(await migrationsApplied(ctx.db, newest)).toBe(true);
    expect(await migrationsApplied(ctx.db, newest + 1)).toBe(false);
  });

  it('a storage folder that cannot be made answers 503 and names it', async () => {
    // A plain file where the folder should be: mkdir fails, as on a read-only or missing volume.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-probe-')), 'files');
    fs.writeFileSync(blocker, 'not a folder');
    const system = new SystemService({
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      storage: new LocalFileStorage(path.join(blocker, 'inner')),
    });
    await expect(system.ready()).rejects.toMatchObject({ statusCode: 503, message: 'Not ready: storage.' });
  });
});
