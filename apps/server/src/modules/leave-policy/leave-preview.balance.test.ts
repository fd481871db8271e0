import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_POLICY_MESSAGES as P, SME_LEAVE_PRESET, type LeavePreview } from '@hrms/shared';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Issue 40, item 6: the preview says how its figure adds up, so the dialog shows one sentence and never two
// numbers that disagree. Friday 20 November 2026 in Kolkata; the SME preset applied today (Paid Leave 18 a year
// monthly: November's 1.5 today; Sick Leave 12 upfront, refused beyond the balance).
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'Admin' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/leave-policies',
    headers: bearer(admin),
    payload: { policies: Object.entries(SME_LEAVE_PRESET).map(([type, policy]) => ({ type, ...policy })) },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

async function preview(user: TestUser, query: string): Promise<LeavePreview> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/employees/${user.id}/leave-preview?${query}`,
    headers: bearer(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the preview’s balance adds up', () => {
  it('today’s balance + the accrual due by the first day − other pending days = available', async () => {
    const person = await createUser(ctx);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.id}/leaves`,
      headers: bearer(person),
      payload: { type: 'Paid Leave', startDate: '2026-11-23' },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const december = await preview(person, 'type=Paid%20Leave&startDate=2026-12-07');
    expect(december.balance).toEqual({ now: 1.5, accruing: 1.5, accrualOn: '2026-12-01', pending: 1 });
    expect(december.available).toBe(2);
    expect(december.refusal).toBeNull();

    // This month: nothing more accrues before the day, so the sum is today's balance less the pending day.
    const november = await preview(person, 'type=Half%20Day&startDate=2026-11-24');
    expect(november.balance).toEqual({ now: 1.5, accruing: 0, accrualOn: null, pending: 1 });
    expect(november.available).toBe(0.5);
  });

  it('a refusal quotes the same figure the sum gives', async () => {
    const person = await createUser(ctx);
    const sick = await preview(person, 'type=Sick%20Leave&startDate=2026-11-23&endDate=2026-12-11');
    expect(sick.days).toBe(17);
    expect(sick.balance).toEqual({ now: 12, accruing: 0, accrualOn: null, pending: 0 });
    expect(sick.refusal).toBe(P.notEnough('Sick Leave', 12));
  });

  it('no sum for a type without a quota', async () => {
    const person = await createUser(ctx);
    const short = await preview(person, 'type=Short%20Leave&startDate=2026-11-24');
    expect(short.balance).toBeNull();
    expect(short.available).toBeNull();
  });
});
