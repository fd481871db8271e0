import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  // Enough people that the employee list is well over the threshold.
  for (let i = 0; i < 25; i += 1) await createUser(ctx, { name: `Compressible Person ${i}` });
});
afterAll(async () => ctx.close());

const employees = (encoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/employees',
    headers: { ...bearer(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('API answer compression', () => {
  it('sends brotli to a client that accepts it, the same JSON once inflated, and says it varies', async () => {
    const plain = await employees();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await employees('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('falls back to gzip, and sends small answers as they are', async () => {
    const gzip = await employees('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toHaveLength(26);

    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('never inflates a compressed request body: it is refused as sent, and nothing changes', async () => {
    const before = (await employees()).json() as unknown[];
    const body = zlib.gzipSync(
      JSON.stringify({ name: 'Zip Person', email: 'zip@example.com', role: 'Employee' }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: { ...bearer(admin), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
    expect((await employees()).json()).toHaveLength(before.length);
  });
});
