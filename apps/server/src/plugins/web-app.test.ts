import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-web-cache-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>HRMS</title></head><body><div id="root"></div></body></html>',
  );
  // What the build's route-preloads plugin writes (apps/web/build/route-preloads.ts), plus a hostile entry.
  fs.writeFileSync(
    path.join(webDir, 'route-preloads.json'),
    JSON.stringify({
      '/admin': {
        files: ['/assets/DashboardPage-a1.js', '/assets/zod-b2.js', '"><script>alert(1)</script>'],
        tabs: { '': ['/assets/HomeTab-c3.js'], home: ['/assets/HomeTab-c3.js'] },
      },
    }),
  );
  // What the web build writes: the asset plus its .br and .gz siblings.
  const asset = path.join(webDir, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('web app caching and compression', () => {
  it('sends the brotli file to browsers that accept it, with a year-long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets the browser reuse index.html without asking, so a deploy is seen at once', async () => {
    for (const url of ['/', '/login', '/admin']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('names the chunks of a dashboard’s first screen in its HTML, so they download at once', async () => {
    const home = await get('/admin');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    const links = [...home.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['/assets/DashboardPage-a1.js', '/assets/zod-b2.js', '/assets/HomeTab-c3.js']);
    // Links go inside <head>; anything that is not a plain asset path is dropped, never echoed.
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</head>'));
    expect(home.body).not.toContain('<script>alert(1)</script>');
  });

  it('preloads only the dashboard when another tab is asked for, and nothing on other pages', async () => {
    const tab = await get('/admin?tab=attendance');
    expect(tab.body).toContain('/assets/DashboardPage-a1.js');
    expect(tab.body).not.toContain('HomeTab-c3.js');
    for (const url of ['/login', '/hr', '/admin/extra', '/__proto__']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
    }
  });
});
