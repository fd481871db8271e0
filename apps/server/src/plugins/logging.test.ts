import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../test/test-app.ts';
import { loggableUrl, requestIdOf } from './logging.ts';

const lines: string[] = [];
let ctx: TestContext;
let asha: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(() => ctx.close());

describe('request ids', () => {
  it('every answer names its request id, and every line of the request carries it', async () => {
    lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((l) => l.reqId);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    expect(ofRequest.every((line) => line.reqId === id)).toBe(true);
  });

  it("keeps a proxy's plain X-Request-Id and replaces anything else", async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42.a' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({ headers: { 'x-request-id': 'a'.repeat(65) } } as never)).toHaveLength(36);
  });
});

describe('secrets never reach the log', () => {
  it('passwords, tokens and file-link signatures are absent from every line', async () => {
    lines.length = 0;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: asha.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { token: string }).token;
    await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${asha.id}/attendance`,
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret-1' },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/files/eyJzZWNyZXQiOjF9.c2lnbmF0dXJlLXNlY3JldA' });
    await ctx.app.inject({ method: 'GET', url: '/api/health?token=query-secret-2&month=2026-11' });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const secret of [
      TEST_PASSWORD,
      token,
      'cookie-secret-1',
      'c2lnbmF0dXJlLXNlY3JldA',
      'query-secret-2',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain('/api/files/[redacted]');
    expect(log).toContain('token=[redacted]&month=2026-11');
  });

  it.each([
    ['/api/files/abc.def?download=1', '/api/files/[redacted]?download=1'],
    ['/api/x?password=p&sig=s&page=2', '/api/x?password=[redacted]&sig=[redacted]&page=2'],
    ['/api/employees?search=asha', '/api/employees?search=asha'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
