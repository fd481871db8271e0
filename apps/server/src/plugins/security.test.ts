import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { frameableFileHeaders } from './security.ts';

function directives(header: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectStrictHeaders(headers: Record<string, unknown>): void {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('img-src')).toBe("'self' data: blob:");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
}

describe('security headers (CORS_ORIGIN and TRUST_PROXY unset)', () => {
  let ctx: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>HRMS</title>');
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('puts the strict policy on API answers, refusals and the HTML page', async () => {
    const api = await ctx.app.inject({ url: '/api/health' });
    const refused = await ctx.app.inject({ url: '/api/auth/me' });
    const page = await ctx.app.inject({ url: '/admin' });
    expect([api.statusCode, refused.statusCode, page.statusCode]).toEqual([200, 401, 200]);
    for (const res of [api, refused, page]) expectStrictHeaders(res.headers);
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('allows Socket.IO to this host only, and a forged Host cannot inject into the policy', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { host: 'hr.example.in:8443' } });
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toBe(
      "'self' ws://hr.example.in:8443 wss://hr.example.in:8443",
    );
    const forged = await ctx.app.inject({
      url: '/api/health',
      headers: { host: "evil;script-src 'unsafe-inline'" },
    });
    const csp = directives(forged.headers['content-security-policy']);
    expect(csp.get('connect-src')).toBe("'self' 'self'");
    expect(csp.get('script-src')).toBe("'self'");
  });

  it('sends no HSTS on plain HTTP, even when a client claims HTTPS without a trusted proxy', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed: no allow-origin for a foreign origin, preflight not answered', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it('lets only stored files be framed, and only by our own pages', async () => {
    const key = 'documents/0123456789abcdef0123456789abcdef.pdf';
    await ctx.app.services.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const link = ctx.app.services.fileLinks.url(key, {
      fileName: 'slip.pdf',
      contentType: 'application/pdf',
    });
    const res = await ctx.app.inject({ url: link });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('behind a TLS proxy with a cross-site web origin (TRUST_PROXY, CORS_ORIGIN)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { TRUST_PROXY: 'true', CORS_ORIGIN: 'https://hr.example.in, https://app.example.in' },
    });
  });
  afterAll(() => ctx.close());

  it('sends HSTS when the trusted proxy says the request came over HTTPS, not otherwise', async () => {
    const https = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    const http = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers CORS for the listed origins only (preflight and the call itself, refusals included)', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://hr.example.in', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://hr.example.in');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const refused = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { origin: 'https://app.example.in' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('https://app.example.in');

    const foreign = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the listed origins frame stored files (links stay relative without PUBLIC_URL)', async () => {
    const key = 'documents/0123456789abcdef0123456789abcdef.pdf';
    await ctx.app.services.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const link = ctx.app.services.fileLinks.url(key, {
      fileName: 'slip.pdf',
      contentType: 'application/pdf',
    });
    expect(link).toMatch(/^\/api\/files\//);
    const res = await ctx.app.inject({ url: link });
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self' https://hr.example.in https://app.example.in",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('frameableFileHeaders', () => {
  const ancestors = (corsOrigin: string | undefined) =>
    directives(frameableFileHeaders(corsOrigin)['content-security-policy']).get('frame-ancestors');

  it.each([
    [undefined, "'self'", 'SAMEORIGIN'],
    ['', "'self'", 'SAMEORIGIN'],
    ['https://hr.example.in', "'self' https://hr.example.in", undefined],
    [
      'http://localhost:5173 , https://hr.example.in',
      "'self' http://localhost:5173 https://hr.example.in",
      undefined,
    ],
    // Not a plain origin (path, directive smuggling, upper case, wildcard): never written into the policy.
    ['https://hr.example.in/app', "'self'", 'SAMEORIGIN'],
    ["https://a.example; script-src 'unsafe-inline'", "'self'", 'SAMEORIGIN'],
    ['https://HR.example.in,*', "'self'", 'SAMEORIGIN'],
  ])('CORS_ORIGIN %j: frame-ancestors %s, X-Frame-Options %s', (corsOrigin, expected, frameOptions) => {
    expect(ancestors(corsOrigin)).toBe(expected);
    expect(frameableFileHeaders(corsOrigin)['x-frame-options']).toBe(frameOptions);
  });
});
