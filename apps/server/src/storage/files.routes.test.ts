import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { newStorageKey } from './storage.ts';

describe('GET /api/files/:token', () => {
  let ctx: TestContext;
  let key: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    key = newStorageKey('documents', 'pdf');
    await ctx.app.services.storage.put(key, Buffer.from('%PDF-1.4 test'), 'application/pdf');
  });
  afterAll(() => ctx.close());

  const link = (ttlSeconds?: number) =>
    ctx.app.services.fileLinks.url(key, {
      fileName: 'My "CV".pdf',
      contentType: 'application/pdf',
      ttlSeconds,
    });

  it('streams the file for a valid link, without a bearer header, with safe headers', async () => {
    const url = link();
    expect(url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 test');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="My CV.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a link after it expires (410), by default after 5 minutes', async () => {
    const url = link();
    ctx.clock.advance(299_000);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    ctx.clock.advance(2_000);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses a tampered link (403): changed payload, changed signature, garbage', async () => {
    const token = link().split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, e: (decoded.e as number) + 86_400 })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      'nonsense',
      `${payload}.`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${bad}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This file link is not valid.');
    }
  });

  it('answers 404 when the file behind a valid link was deleted', async () => {
    const url = link();
    await ctx.app.services.storage.delete(key);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
