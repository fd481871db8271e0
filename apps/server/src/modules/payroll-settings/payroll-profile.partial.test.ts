import { PAYROLL_SETTINGS_MESSAGES as M } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePayrollSettings } from '../../test/payroll-fixtures.test-helper.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/**
 * Issue 40: a partial profile update asks only for what it changes, UAN and account numbers in groups are
 * accepted, ESI numbers are asked only of people ESI covers, and HR keeps people's profiles (not an Admin's).
 */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

const FULL = {
  pan: 'ABCDE1234F',
  uan: '100200300400',
  esiNumber: '1234567890',
  workState: 'MH',
  gender: 'female',
  bankAccount: '123456784321',
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
};
const url = (person: TestUser) => `/api/employees/${person.id}/payroll-profile`;
const put = (by: TestUser, person: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: url(person), headers: bearer(by), payload });
const get = (by: TestUser, person: TestUser) =>
  ctx.app.inject({ method: 'GET', url: url(person), headers: bearer(by) });
const reveal = (person: TestUser, field: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${url(person)}/reveal`,
    headers: bearer(admin),
    payload: { field },
  });

beforeAll(async () => {
  ctx = await createTestApp({ now: new Date('2026-12-01T10:00:00+05:30').toISOString() });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
  await usePayrollSettings(ctx, admin, { pf: true, esi: true });
});
afterAll(() => ctx.close());

describe('a partial payroll profile update', () => {
  it('changes only the fields sent: no ESI number asked when only the work state changes', async () => {
    const person = await createUser(ctx);
    expect((await put(admin, person, FULL)).statusCode).toBe(200);
    const res = await put(admin, person, { workState: 'KA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      workState: 'KA',
      esiNumber: '1234567890',
      gender: 'female',
      ifsc: 'HDFC0001234',
      pan: 'XXXXXX234F',
      uan: 'XXXXXXXX0400',
    });
  });

  it('a first update with one field leaves the rest unset and the regime new', async () => {
    const person = await createUser(ctx);
    const res = await put(admin, person, { gender: 'male' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gender: 'male', esiNumber: null, taxRegime: 'new', pan: null });
  });

  it('still refuses a bad value of a field that is sent', async () => {
    const person = await createUser(ctx);
    const res = await put(admin, person, { esiNumber: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.esiNumber);
  });
});

describe('numbers written in groups', () => {
  it('accepts UAN and bank account with spaces and stores the digits alone', async () => {
    const person = await createUser(ctx);
    const res = await put(admin, person, { uan: '1002 0030 0400', bankAccount: ' 1234 5678 4321 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reveal(person, 'uan')).json()).toEqual({ field: 'uan', value: '100200300400' });
    expect((await reveal(person, 'bankAccount')).json()).toEqual({
      field: 'bankAccount',
      value: '123456784321',
    });
  });

  it('still refuses letters among the digits', async () => {
    const person = await createUser(ctx);
    const res = await put(admin, person, { uan: '1002 0030 04OO' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.uan);
  });
});

describe('what the profile lacks, with ESI on', () => {
  it('asks for an ESI number at the ceiling (₹21,000) and not above it (₹21,000.01)', async () => {
    const at = await createUser(ctx, { baseSalaryPaise: 2_100_000 });
    const above = await createUser(ctx, { baseSalaryPaise: 2_100_001 });
    expect((await get(admin, at)).json().missing).toEqual(['UAN', 'ESI number']);
    expect((await get(admin, above)).json().missing).toEqual(['UAN']);
  });
});

describe('HR and payroll profiles', () => {
  it("reads and keeps an Employee's profile, masked; never an Admin's", async () => {
    const person = await createUser(ctx);
    const saved = await put(hr, person, { ...FULL, bankAccount: '9876 5432 1098' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(hr, person)).json()).toMatchObject({ bankAccount: 'XXXXXXXX1098', masked: true });
    const other = await createUser(ctx, { role: 'Admin' });
    const refused = await put(hr, other, { gender: 'male' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.hrNotForAdmin);
    expect((await get(admin, other)).json().gender).toBeNull();
  });
});
