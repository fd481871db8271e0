import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { FixedClock } from '../lib/clock.ts';
import { dataDirExposure } from '../lib/data-dir-mode.ts';
import { startOrganisation, type StartedOrg } from '../start-org.ts';
import { bearer, createUser, type TestContext } from './test-app.ts';
import { form, PDF_BYTES } from './upload-fixtures.ts';

/**
 * Hostile-input class "file modes after start" (docs/security.md, "Data at rest and documents"): the
 * server's own start path on a fresh DATA_DIR with the embedded database, then writes of every kind (the
 * database, an uploaded document, an outbox message). No file under DATA_DIR may be readable by group or
 * others, no folder open to them, and a file an earlier version left 0666 is tightened, with a log line.
 */
const modesUnder = (root: string): { file: string; mode: number; folder: boolean }[] =>
  fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((relative) => {
    const stat = fs.lstatSync(path.join(root, relative));
    return { file: relative, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  });

describe('DATA_DIR after a start', () => {
  const previousUmask = process.umask();
  const logged: string[] = [];
  let dataDir: string;
  let org: StartedOrg;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-modes-'));
    fs.chmodSync(dataDir, 0o755);
    // What an earlier version left behind: an open folder and a world-writable file.
    fs.mkdirSync(path.join(dataDir, 'outbox'));
    fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);
    fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'To: someone@example.com\n');
    fs.chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o666);
    vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(String(line)));
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(String(line)));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    org = await startOrganisation(config, { clock: new FixedClock('2026-11-20T04:30:00.000Z') });
    const ctx = { app: org.app, db: org.handle.db } as unknown as TestContext;
    const admin = await createUser(ctx, { role: 'Admin' });
    const person = await createUser(ctx);
    const upload = await org.app.inject({
      method: 'PUT',
      url: `/api/details/${person.id}`,
      headers: bearer(person),
      payload: form({}, { resume: { name: 'cv.pdf', data: PDF_BYTES } }) as never,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const sent = await org.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(admin),
      payload: { recipient: [person.id], message: 'Payroll closes on the 25th' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await org.app.services.mail.idle();
    await org.app.close();
    await org.handle.close();
    org.lock?.release();
  }, 300_000);

  afterAll(() => {
    vi.restoreAllMocks();
    process.umask(previousUmask);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('warned that DATA_DIR was open to others, then tightened it and said what it changed', () => {
    expect(logged.some((line) => /DATA_DIR is reachable by other users/.test(line))).toBe(true);
    expect(logged).toContainEqual(expect.stringMatching(/^Tightened 2 folder\(s\) and 1 file\(s\) under /));
    expect(fs.statSync(path.join(dataDir, 'outbox', 'old.eml')).mode & 0o777).toBe(0o600);
    expect(dataDirExposure(dataDir).filter((line) => line.startsWith(dataDir))).toEqual([]);
  });

  it('leaves no file readable and no folder open to group or others, whatever wrote it', () => {
    const entries = modesUnder(dataDir);
    // The run really wrote every kind: the database, a stored document, an outbox message, the secret.
    for (const expected of [/^pglite\//, /^files\/documents\//, /^outbox\/.*\.eml$/, /^jwt-secret$/])
      expect(
        entries.some((entry) => expected.test(entry.file)),
        String(expected),
      ).toBe(true);
    const open = entries.filter((entry) => (entry.mode & 0o077) !== 0);
    expect(open.map((entry) => `${entry.file} ${entry.mode.toString(8)}`)).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
