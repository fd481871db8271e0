import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDemoEnvFile, assertDemoFolder, DEMO_MARKER, markDemoFolder } from './demo-folder.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-demo-folder-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('applyDemoEnvFile', () => {
  it('takes .env like npm start, but never where your own organisation keeps its data', () => {
    const file = path.join(tempDir(), '.env');
    fs.writeFileSync(
      file,
      [
        'PORT=4567',
        'ORG_TIMEZONE=Asia/Kolkata',
        'HOST=0.0.0.0',
        'DATA_DIR=./data',
        'DATABASE_URL=postgres://hrms@db/hrms',
        'REDIS_URL=redis://redis:6379',
        'REDIS_PREFIX=prod',
        'STORAGE_DRIVER=s3',
        'S3_BUCKET=hrms-files',
        'S3_SECRET_ACCESS_KEY=secret',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { HOST: '127.0.0.1' };
    const skipped = applyDemoEnvFile(file, env);
    // The environment still wins over the file (HOST).
    expect(env).toEqual({ PORT: '4567', ORG_TIMEZONE: 'Asia/Kolkata', HOST: '127.0.0.1' });
    expect(skipped.sort()).toEqual(
      [
        'DATA_DIR',
        'DATABASE_URL',
        'REDIS_URL',
        'REDIS_PREFIX',
        'STORAGE_DRIVER',
        'S3_BUCKET',
        'S3_SECRET_ACCESS_KEY',
      ].sort(),
    );
  });

  it('does nothing without a .env', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(applyDemoEnvFile(path.join(tempDir(), '.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });
});

describe('assertDemoFolder', () => {
  it('lets the demo rebuild a new, empty or earlier demo folder', () => {
    const dir = tempDir();
    expect(() => assertDemoFolder(path.join(dir, 'new'))).not.toThrow();
    expect(() => assertDemoFolder(dir)).not.toThrow();
    fs.mkdirSync(path.join(dir, 'pglite'));
    markDemoFolder(dir);
    expect(fs.existsSync(path.join(dir, DEMO_MARKER))).toBe(true);
    expect(() => assertDemoFolder(dir)).not.toThrow();
    // A demo made before the marker existed has its accounts file.
    fs.rmSync(path.join(dir, DEMO_MARKER));
    fs.writeFileSync(path.join(dir, 'demo-accounts.txt'), '');
    expect(() => assertDemoFolder(dir)).not.toThrow();
  });

  it('refuses a folder holding a real organisation (it would be deleted)', () => {
    const dir = tempDir();
    for (const name of ['pglite', 'files']) fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'x');
    expect(() => assertDemoFolder(dir)).toThrow(/is not a demo folder .*choose another DATA_DIR/s);
  });
});
