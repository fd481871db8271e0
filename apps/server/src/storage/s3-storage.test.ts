import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createStorage } from './create-storage.ts';
import { S3FileStorage } from './s3-storage.ts';
import { describeStorageContract } from './storage.contract.ts';
import { LocalFileStorage, newStorageKey } from './storage.ts';

// A real S3-compatible server in this process (s3rver keeps objects in a temporary folder), so the driver's
// requests, paths, status codes and bodies go over HTTP exactly as they would to AWS or a self-hosted S3 server; the signatures themselves are checked against the reference implementation in sigv4.reference.test.ts.
// s3rver does not verify V4 signatures; sigv4.test.ts checks the signing against AWS's published examples.
const BUCKET = 'hrms-test';
let directory: string;
let server: S3rver;
let endpoint: string;
let storage: S3FileStorage;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = new S3FileStorage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3FileStorage against s3rver', () => {
  describeStorageContract('S3FileStorage', () => storage);

  it('stores objects under the bucket with the content type given', async () => {
    const key = newStorageKey('slips', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const response = await fetch(`${endpoint}/${BUCKET}/${key}`, { method: 'HEAD' });
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('reports a refusal with S3’s error code and never the secret', async () => {
    const stranger = new S3FileStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'very-secret-value',
      forcePathStyle: true,
    });
    const error = await stranger
      .put(newStorageKey('documents', 'pdf'), Buffer.from('x'), 'application/pdf')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/S3 answered 403 InvalidAccessKeyId/);
    expect((error as Error).message).not.toContain('very-secret-value');
  });
});

describe('createStorage (STORAGE_DRIVER and S3_* settings)', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hrms-config-test' };

  it('keeps files under DATA_DIR by default', () => {
    expect(createStorage(loadConfig(base))).toBeInstanceOf(LocalFileStorage);
  });

  it('chooses S3 when a bucket is configured, path style when asked', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'hrms-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'hrms-files', forcePathStyle: true });
    expect(createStorage(config)).toBeInstanceOf(S3FileStorage);
  });

  it('refuses to start with the S3 driver but no credentials, naming each missing variable', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'hrms-b' })).toThrow(
      /S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
  });

  it('defaults the endpoint to AWS in the configured region', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'hrms-b',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toMatchObject({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      forcePathStyle: false,
    });
  });
});
