import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_SETTINGS_MESSAGES as M,
  type PayrollProfile,
  type PayrollSettings,
  type SalaryRecord,
} from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

/** Payroll settings, profiles and revisions through the API (issue 21, docs/payroll.md). */
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

const at = (date: string) => new Date(`${date}T10:00:00+05:30`).toISOString();
const SETTINGS: PayrollSettings = {
  ...DEFAULT_PAYROLL_SETTINGS,
  organisation: { name: 'Acme Pvt Ltd', address: '1 MG Road, Pune' },
};
const PROFILE = {
  pan: 'abcde1234f',
  uan: '100200300400',
  esiNumber: '1234567890',
  workState: 'MH',
  gender: 'male',
  bankAccount: '123456784321',
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
};

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  payload === undefined
    ? ctx.app.inject({ method, url, headers: bearer(user) })
    : ctx.app.inject({ method, url, headers: bearer(user), payload });

beforeAll(async () => {
  ctx = await createTestApp({ now: at('2026-12-01') });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
});
afterAll(() => ctx.close());

describe('payroll settings', () => {
  it('a fresh install: calendar divisor, Basic 50% / HRA 50%, every deduction off, ORG_NAME on the payslip', async () => {
    const res = await call(admin, 'GET', '/api/settings/payroll');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...DEFAULT_PAYROLL_SETTINGS, organisation: { address: '' } });
  });

  it.each([
    ['Basic below 50%', { template: { ...SETTINGS.template, basicPercent: 40 } }, M.basicTooLow],
    ['an unknown divisor', { divisor: 'weekly' }, M.divisor],
    ['a PT state without data', { pt: { enabled: true, defaultState: 'ZZ' } }, M.state],
    [
      'allowances above what gross leaves',
      {
        template: {
          ...SETTINGS.template,
          allowances: [{ code: 'CONV', name: 'Conveyance', monthlyAmount: 90_000 }],
        },
      },
      M.allowancesExceedGross,
    ],
  ])('refuses %s with a 400 naming it, changing nothing', async (_what, change, message) => {
    await createUser(ctx, { baseSalaryPaise: 4_000_000 });
    const res = await call(admin, 'PUT', '/api/settings/payroll', { ...SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call(admin, 'GET', '/api/settings/payroll')).json().divisor).toBe('calendar');
  });

  it('saves, audits and answers the settings in force', async () => {
    const body = { ...SETTINGS, pf: { enabled: true, establishmentId: 'MHBAN0012345000' } };
    const res = await call(admin, 'PUT', '/api/settings/payroll', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.payroll'));
    expect(entries).toHaveLength(1);
    expect((await call(hr, 'GET', '/api/settings/payroll')).statusCode).toBe(403);
  });
});

describe('payroll profiles', () => {
  it.each([
    ['pan', 'ABCD1234F', M.pan],
    ['uan', '12345', M.uan],
    ['esiNumber', '12', M.esiNumber],
    ['ifsc', 'HDFC1234567', M.ifsc],
    ['bankAccount', '12ab', M.bankAccount],
    ['gender', 'x', M.gender],
    ['taxRegime', 'flat', M.regime],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const person = await createUser(ctx);
    const res = await call(admin, 'PUT', `/api/employees/${person.id}/payroll-profile`, {
      ...PROFILE,
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores PAN and bank as given; masks them for everyone, the Admin too; lists what enabled deductions lack', async () => {
    const person = await createUser(ctx);
    const empty = (await call(person, 'GET', `/api/employees/${person.id}/payroll-profile`)).json();
    expect(empty).toMatchObject({ pan: null, taxRegime: 'new', masked: true, missing: ['UAN'] });
    const saved = await call(admin, 'PUT', `/api/employees/${person.id}/payroll-profile`, PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pan: 'XXXXXX234F', bankAccount: 'XXXXXXXX4321', masked: true });
    const reveal = await call(admin, 'POST', `/api/employees/${person.id}/payroll-profile/reveal`, {
      field: 'pan',
    });
    expect(reveal.json()).toEqual({ field: 'pan', value: 'ABCDE1234F' });
    const own = (
      await call(person, 'GET', `/api/employees/${person.id}/payroll-profile`)
    ).json() as PayrollProfile;
    expect(own).toMatchObject({
      pan: 'XXXXXX234F',
      bankAccount: 'XXXXXXXX4321',
      uan: 'XXXXXXXX0400',
      missing: [],
    });
    const other = await createUser(ctx);
    expect((await call(other, 'GET', `/api/employees/${person.id}/payroll-profile`)).statusCode).toBe(403);
    // A well-formed id nobody has (changing the last digit of a real one hit that very id 1 time in 16).
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'GET', `/api/employees/${nobody}/payroll-profile`)).statusCode).toBe(404);
  });
});

describe('salary revisions and the breakdown', () => {
  it('a revision in force becomes the base salary; a future one does not; both are listed oldest first', async () => {
    const person = await createUser(ctx, { baseSalaryPaise: 3_000_000, joinedOn: '2026-01-01' });
    const past = await call(admin, 'POST', `/api/employees/${person.id}/salary-revisions`, {
      effectiveFrom: '2026-11-16',
      monthlyGross: 36_000,
      override: null,
    });
    expect(past.statusCode).toBe(201);
    await call(admin, 'POST', `/api/employees/${person.id}/salary-revisions`, {
      effectiveFrom: '2027-01-01',
      monthlyGross: 40_000,
      override: null,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.baseSalaryPaise).toBe(3_600_000);
    const list = (await call(person, 'GET', `/api/employees/${person.id}/salary-revisions`)).json();
    expect(list.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual(['2026-11-16', '2027-01-01']);
    const bad = await call(admin, 'POST', `/api/employees/${person.id}/salary-revisions`, {
      effectiveFrom: '2026-13-01',
      monthlyGross: 0,
      override: null,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('generates November with PF and PT on: the record carries the breakdown, net = gross − deductions', async () => {
    await call(admin, 'PUT', '/api/settings/payroll', {
      ...SETTINGS,
      pf: { enabled: true, establishmentId: null },
      pt: { enabled: true, defaultState: 'MH' },
    });
    // Joined before November, no attendance rows: every working day is unpaid; mark them present.
    const person = await createUser(ctx, {
      name: 'Pia Payroll',
      baseSalaryPaise: 4_000_000,
      joinedOn: '2026-11-01',
    });
    await call(admin, 'PUT', `/api/employees/${person.id}/payroll-profile`, PROFILE);
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).filter(
      (d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0,
    );
    await ctx.db
      .insert(attendance)
      .values(days.map((date) => ({ userId: person.id, date, status: 'Present' as const })));
    const gen = await call(admin, 'POST', '/api/admin/generate-salary', {
      employeeIds: [person.id],
      month: 'November 2026',
    });
    expect(gen.statusCode).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const [record] = (
      await call(person, 'GET', `/api/employees/${person.id}/salaries`)
    ).json() as SalaryRecord[];
    expect(record!.breakdown).toMatchObject({
      divisorKind: 'calendar',
      paidDays: 30,
      lopDays: 0,
      earnings: [
        { code: 'BASIC', amount: 20_000 },
        { code: 'HRA', amount: 10_000 },
        { code: 'SPECIAL', amount: 10_000 },
      ],
      // Issue 40: each statutory line says how it was reached.
      deductions: [
        { code: 'EPF_EE', amount: 1_800, basis: 'PF 12% of Basic ₹15,000 (capped at the wage ceiling)' },
        { code: 'PT', amount: 200, basis: 'PT Maharashtra, November slab' },
      ],
      gross: 40_000,
      totalDeductions: 2_000,
      net: 38_000,
      ytd: { gross: 40_000, tds: 0 },
    });
    expect(record!.amount).toBe(38_000);
  });
});
