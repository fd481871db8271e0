import { PAYROLL_SETTINGS_MESSAGES as M, PRIVACY_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payrollProfiles } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { FULL_PROFILE } from '../../test/privacy-fixtures.ts';

/** Identity numbers: masked for everyone, revealed by the Admin with an audit entry (docs/privacy.md). */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let person: TestUser;

const profileUrl = () => `/api/employees/${person.id}/payroll-profile`;
const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
const reveal = (user: TestUser, field: string) => call(user, 'POST', `${profileUrl()}/reveal`, { field });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  person = await createUser(ctx);
  const saved = await call(admin, 'PUT', profileUrl(), FULL_PROFILE);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx.close());

describe('identity numbers in the payroll profile', () => {
  it('answers every number masked, to the Admin as to the person; Aadhaar as XXXX XXXX 0124', async () => {
    for (const viewer of [admin, person]) {
      const res = await call(viewer, 'GET', profileUrl());
      expect(res.json()).toMatchObject({
        pan: 'XXXXXX876Z',
        uan: 'XXXXXXXX4321',
        bankAccount: 'XXXXXXXX8877',
        aadhaar: 'XXXX XXXX 0124',
        masked: true,
      });
    }
  });

  it('keeps only the last four digits of Aadhaar', async () => {
    const [row] = await ctx.db.select().from(payrollProfiles).where(eq(payrollProfiles.userId, person.id));
    expect(row!.aadhaarLast4).toBe('0124');
    for (const whole of ['234567890124', '2345 6789']) expect(JSON.stringify(row)).not.toContain(whole);
  });

  it('refuses an Aadhaar number with a wrong check digit, naming the field, and changes nothing', async () => {
    const res = await call(admin, 'PUT', profileUrl(), { ...FULL_PROFILE, aadhaar: '2345 6789 0123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.aadhaar);
    expect((await call(admin, 'GET', profileUrl())).json().aadhaar).toBe('XXXX XXXX 0124');
  });

  it('a PUT that sends the masks back or leaves numbers out keeps them; a whole new number replaces one', async () => {
    const shown = (await call(admin, 'GET', profileUrl())).json();
    const { uan: _uan, ...withoutUan } = shown;
    const res = await call(admin, 'PUT', profileUrl(), { ...withoutUan, gender: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reveal(admin, 'pan')).json().value).toBe(FULL_PROFILE.pan);
    expect((await reveal(admin, 'uan')).json().value).toBe(FULL_PROFILE.uan);
    expect((await reveal(admin, 'bankAccount')).json().value).toBe(FULL_PROFILE.bankAccount);
    expect(res.json()).toMatchObject({ gender: 'other', aadhaar: 'XXXX XXXX 0124' });
    await call(admin, 'PUT', profileUrl(), { ...FULL_PROFILE, bankAccount: '9988776655' });
    expect((await reveal(admin, 'bankAccount')).json().value).toBe('9988776655');
    await call(admin, 'PUT', profileUrl(), FULL_PROFILE);
  });

  it('refuses a mask that is not the stored one (the whole number must be typed) and changes nothing', async () => {
    const res = await call(admin, 'PUT', profileUrl(), { ...FULL_PROFILE, pan: 'XXXXXX111A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.maskedChanged);
    expect((await reveal(admin, 'pan')).json().value).toBe(FULL_PROFILE.pan);
  });

  it('the trail of a profile change holds masked numbers only', async () => {
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll.profile_update'), eq(auditLog.entityId, person.id)));
    expect(entries.length).toBeGreaterThan(0);
    const text = JSON.stringify(entries);
    for (const secret of [FULL_PROFILE.pan, FULL_PROFILE.uan, FULL_PROFILE.bankAccount, '234567890124'])
      expect(text).not.toContain(secret);
    expect(text).toContain('XXXXXX876Z');
  });
});

describe('POST /api/employees/{id}/payroll-profile/reveal', () => {
  it('answers the whole number to the Admin and records who, whose and which field, never the value', async () => {
    const before = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payroll.profile_reveal'));
    const res = await reveal(admin, 'uan');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ field: 'uan', value: FULL_PROFILE.uan });
    const after = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payroll.profile_reveal'));
    const entry = after.find((row) => !before.some((b) => b.id === row.id));
    expect(after.length).toBe(before.length + 1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: 'employee',
      entityId: person.id,
      after: { field: 'uan' },
    });
    expect(JSON.stringify(after)).not.toContain(FULL_PROFILE.uan);
  });

  it("is the Admin's only; a bad field is a 400 naming the choices; an unknown person 404", async () => {
    expect((await reveal(hr, 'pan')).statusCode).toBe(403);
    expect((await reveal(person, 'pan')).statusCode).toBe(403);
    const bad = await reveal(admin, 'aadhaar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRIVACY_MESSAGES.field);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const missing = await call(admin, 'POST', `/api/employees/${nobody}/payroll-profile/reveal`, {
      field: 'pan',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers null for a number that is not set', async () => {
    const empty = await createUser(ctx);
    const res = await call(admin, 'POST', `/api/employees/${empty.id}/payroll-profile/reveal`, {
      field: 'pan',
    });
    expect(res.json()).toEqual({ field: 'pan', value: null });
  });
});
