import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { LocalFileStorage, newStorageKey } from './storage.ts';
import { removeStaleTemporaryFiles, temporaryPathFor } from './temp-files.ts';

const HOUR = 60 * 60 * 1000;

describe('leftover temporary files in the local folder', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-temp-sweep-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A file under root (as put() would name it), last modified `ageMs` ago. */
  function fileAged(relative: string, ageMs: number): string {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'half a slip');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return relative;
  }

  const temporaryFor = (prefix: string) =>
    path.relative(root, temporaryPathFor(path.join(root, newStorageKey(prefix, 'pdf'))));

  it('removes temporary files older than an hour, in every prefix folder', async () => {
    const slip = fileAged(temporaryFor('salary-slips'), 2 * HOUR);
    const document = fileAged(temporaryFor('documents'), HOUR + 60_000);

    const removed = await removeStaleTemporaryFiles(root);

    expect(removed.sort()).toEqual([document, slip].sort());
    expect(fs.existsSync(path.join(root, slip))).toBe(false);
    expect(fs.existsSync(path.join(root, document))).toBe(false);
  });

  it('keeps a temporary file younger than an hour: another instance may be writing it now', async () => {
    const writing = fileAged(temporaryFor('salary-slips'), 5 * 60_000);

    expect(await removeStaleTemporaryFiles(root)).toEqual([]);
    expect(fs.existsSync(path.join(root, writing))).toBe(true);
  });

  it('never removes a stored file, however old, even one whose extension is tmp', async () => {
    const stored = fileAged(newStorageKey('documents', 'pdf'), 400 * 24 * HOUR);
    const storedTmp = fileAged(newStorageKey('documents', 'tmp'), 400 * 24 * HOUR);

    expect(await removeStaleTemporaryFiles(root)).toEqual([]);
    expect(fs.existsSync(path.join(root, stored))).toBe(true);
    expect(fs.existsSync(path.join(root, storedTmp))).toBe(true);
  });

  it('has nothing to do before the first file is stored', async () => {
    expect(await removeStaleTemporaryFiles(path.join(root, 'files'))).toEqual([]);
  });

  it('logs what the local storage swept', async () => {
    const stale = fileAged(temporaryFor('documents'), 3 * HOUR);
    const logged: unknown[] = [];
    const log = { info: (obj: unknown) => logged.push(obj), warn: (obj: unknown) => logged.push(obj) };

    await new LocalFileStorage(root).sweepLeftovers(log);

    expect(logged).toEqual([{ files: [stale] }]);
  });

  it('is swept when the app starts on the data folder', async () => {
    const stale = fileAged(path.join('files', temporaryFor('salary-slips')), 2 * HOUR);
    const fresh = fileAged(path.join('files', temporaryFor('salary-slips')), 0);

    const ctx = await createTestApp({ env: { DATA_DIR: root } });
    try {
      expect(fs.existsSync(path.join(root, stale))).toBe(false);
      expect(fs.existsSync(path.join(root, fresh))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
