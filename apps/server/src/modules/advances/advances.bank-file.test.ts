import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADVANCE_MESSAGES as M, type Advance, type SeparatePayments } from '@hrms/shared';
import { payrollProfiles } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Paid separately: the bank file of advances and loans (issue 45, docs/claims.md). Friday 20 November 2026.
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;
let asha: TestUser;
let ravi: TestUser;

const ACCOUNT = '123456784321';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin', name: 'Anil Mehta' });
  hr = await createUser(ctx, { role: 'HR', name: 'Priya Shah' });
  asha = await createUser(ctx, { name: 'Asha Rao', baseSalaryPaise: 30_000_00 });
  ravi = await createUser(ctx, { name: 'Ravi Kumar', baseSalaryPaise: 20_000_00 });
  const profile = await call('PUT', `/employees/${asha.id}/payroll-profile`, admin, {
    pan: 'ABCDE1234F',
    uan: null,
    esiNumber: null,
    workState: 'MH',
    gender: 'female',
    bankAccount: ACCOUNT,
    ifsc: 'HDFC0001234',
    taxRegime: 'new',
    pfOnFullWages: false,
  });
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, by: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });

describe('the bank file of advances and loans paid separately', () => {
  let loan: Advance;
  let advance: Advance;

  it('lists what waits to be paid separately, with the person who has no bank details as a problem', async () => {
    loan = (
      await call('POST', `/advances/people/${asha.id}`, hr, {
        amount: 50000,
        reason: 'Medical emergency',
        instalments: 5,
        disbursal: 'separate',
      })
    ).json();
    advance = (
      await call('POST', '/advances', ravi, { amount: 12000, reason: 'Rent deposit', instalments: 3 })
    ).json();
    await call('POST', `/advances/${advance.id}/decision`, hr, { action: 'approve', disbursal: 'separate' });
    // Paid with the run: never in the bank file.
    const withRun = (
      await call('POST', '/advances', asha, { amount: 3000, reason: 'Festival', instalments: 1 })
    ).json() as Advance;
    await call('POST', `/advances/${withRun.id}/decision`, hr, { action: 'approve', disbursal: 'payroll' });

    expect((await call('GET', '/advances/to-pay', asha)).statusCode).toBe(403);
    const res = await call('GET', '/advances/to-pay', hr);
    expect(res.statusCode, res.body).toBe(200);
    const toPay = res.json() as SeparatePayments;
    expect(res.body).not.toContain(ACCOUNT);
    expect(toPay).toMatchObject({ count: 1, total: 50000 });
    expect(toPay.payments.map((p) => [p.employeeName, p.kind, p.amount, p.problem])).toEqual([
      ['Asha Rao', 'Loan', 50000, null],
      ['Ravi Kumar', 'Advance', 12000, M.noBankDetails],
    ]);
  });

  it('the file has the payroll bank file’s columns and control total; audited without the account', async () => {
    expect((await call('GET', '/advances/bank-file', ravi)).statusCode).toBe(403);
    const res = await call('GET', '/advances/bank-file', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'bank-transfer-advances-2026-11-20-1-payments-50000.00.csv',
    );
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Beneficiary Name,Account Number,IFSC,Amount,Narration',
      `Asha Rao,${ACCOUNT},HDFC0001234,50000.00,Loan 20/11/2026`,
      'CONTROL TOTAL,1 payments,,50000.00,Advances and loans 20/11/2026',
      '',
    ]);
    const audit = (await call('GET', '/audit?entityType=advance', admin)).json() as {
      entries: { action: string; after: unknown }[];
    };
    const entry = audit.entries.find((e) => e.action === 'advances.bank-file')!;
    expect(entry.after).toMatchObject({
      count: 1,
      totalPaise: 50000_00,
      problems: [{ employeeName: 'Ravi Kumar', problem: M.noBankDetails }],
    });
    expect(JSON.stringify(audit)).not.toContain(ACCOUNT);
  });

  it('details a transfer would bounce on are a problem too', async () => {
    await ctx.db.update(payrollProfiles).set({ ifsc: 'HDFC1234' }).where(eq(payrollProfiles.userId, asha.id));
    const toPay = (await call('GET', '/advances/to-pay', hr)).json() as SeparatePayments;
    expect(toPay).toMatchObject({ count: 0, total: 0 });
    expect(toPay.payments.find((p) => p.employeeName === 'Asha Rao')!.problem).toBe(M.badBankDetails);
    expect((await call('GET', '/advances/bank-file', hr)).json()).toEqual({
      message: M.nothingToPay,
      code: 'conflict',
    });
    await ctx.db
      .update(payrollProfiles)
      .set({ ifsc: 'HDFC0001234' })
      .where(eq(payrollProfiles.userId, asha.id));
  });

  it('once HR marks it paid (as before) it leaves the list and the file', async () => {
    const paid = await call('POST', `/advances/${loan.id}/paid`, hr, { paidOn: '2026-11-20' });
    expect(paid.statusCode).toBe(200);
    const toPay = (await call('GET', '/advances/to-pay', hr)).json() as SeparatePayments;
    expect(toPay.payments.map((p) => p.employeeName)).toEqual(['Ravi Kumar']);
    expect((await call('GET', '/advances/bank-file', hr)).statusCode).toBe(409);
  });
});
