import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, personLanguages } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** Each person's language and the organisation's default through the API (issue 47, docs/languages.md). */
let ctx: TestContext;
let admin: TestUser;
let employee: TestUser;
let other: TestUser;

const mineUrl = (user: TestUser) => `/api/employees/${user.id}/language`;
const getMine = (user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: mineUrl(user), headers: bearer(user) });
const setMine = (user: TestUser, payload: object, target: TestUser = user) =>
  ctx.app.inject({ method: 'PUT', url: mineUrl(target), headers: bearer(user), payload });
const setOrganisation = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/organisation/language', headers: bearer(user), payload });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Priya Shah' });
  employee = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('languages', () => {
  it('a fresh install answers English and Latin digits, and nobody has chosen', async () => {
    const answer = await getMine(employee);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      language: null,
      organisation: { defaultLanguage: 'en', digits: 'latin' },
    });
  });

  it('a person chooses Hindi, then goes back to the organisation default (null)', async () => {
    expect((await setMine(employee, { language: 'hi' })).json()).toMatchObject({ language: 'hi' });
    expect((await getMine(employee)).json()).toMatchObject({ language: 'hi' });
    expect((await setMine(employee, { language: null })).json()).toMatchObject({ language: null });
    const rows = await ctx.db.select().from(personLanguages).where(eq(personLanguages.userId, employee.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a language the product does not speak', { language: 'ta' }],
    ['no language field', {}],
    ['a number', { language: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    await setMine(employee, { language: 'mr' });
    const answer = await setMine(employee, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('message');
    expect((await getMine(employee)).json()).toMatchObject({ language: 'mr' });
  });

  it("nobody sets another person's language", async () => {
    expect((await setMine(employee, { language: 'hi' }, other)).statusCode).toBe(403);
    expect((await setMine(admin, { language: 'hi' }, other)).statusCode).toBe(403);
    expect((await getMine(other)).json()).toMatchObject({ language: null });
  });

  it('the Admin sets the default and Devanagari digits; every person reads them; the change is audited', async () => {
    const answer = await setOrganisation(admin, { defaultLanguage: 'hi', digits: 'devanagari' });
    expect(answer.statusCode).toBe(200);
    expect((await getMine(other)).json()).toEqual({
      language: null,
      organisation: { defaultLanguage: 'hi', digits: 'devanagari' },
    });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.language'));
    expect(entry).toMatchObject({ actorId: admin.id, entityId: 'language' });
  });

  it('refuses a bad organisation setting with 400 and keeps the one in force', async () => {
    const answer = await setOrganisation(admin, { defaultLanguage: 'hi', digits: 'roman' });
    expect(answer.statusCode).toBe(400);
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/organisation/language',
      headers: bearer(admin),
    });
    expect(current.json()).toEqual({ defaultLanguage: 'hi', digits: 'devanagari' });
  });
});
