import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, SME_LEAVE_PRESET } from '@hrms/shared';
import { leaveLedger, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

// Nothing accrues after the last working day (issue 43, docs/exit.md "After the last day"): neither the monthly
// job nor a balance read posts a row dated after it. The SME preset, set on Friday 20 November 2026, accrues
// monthly; the leaver's last day is 14 January 2027.
let ctx: TestContext;
let hr: TestUser;
let leaver: TestUser;
let stayer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { role: 'Admin', joinedOn: '2022-01-03' });
  hr = await createUser(ctx, { role: 'HR', joinedOn: '2022-01-03' });
  for (const type of LEAVE_TYPES) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leave-policies/${encodeURIComponent(type)}`,
      headers: bearer(admin),
      payload: SME_LEAVE_PRESET[type],
    });
    expect(res.statusCode).toBe(200);
  }
  leaver = await createUser(ctx, { name: 'Leaver', joinedOn: '2025-01-01' });
  stayer = await createUser(ctx, { name: 'Stayer', joinedOn: '2025-01-01' });
  await ctx.db.update(users).set({ leftOn: '2027-01-14' }).where(eq(users.id, leaver.id));
});
afterAll(() => ctx.close());

const lastRowDate = async (id: string) =>
  (await ctx.db.select().from(leaveLedger).where(eq(leaveLedger.userId, id)))
    .map((row) => row.date)
    .sort()
    .at(-1);

describe('leave accrual after the last day', () => {
  it('the monthly job posts the leaver’s accruals up to the last day and none after; others as before', async () => {
    ctx.clock.set('2027-03-10T04:30:00.000Z');
    expect(await ctx.app.services.leaveAccrual.run('2027-03')).toMatchObject({ ran: true });
    expect(await lastRowDate(leaver.id)).toBe('2027-01-01');
    expect(await lastRowDate(stayer.id)).toBe('2027-03-01');
  });

  it('reading the leaver’s balance (HR keeps the records) posts nothing after it either', async () => {
    ctx.clock.set('2027-05-10T04:30:00.000Z');
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/employees/${leaver.id}/leave-balances`,
      headers: bearer(hr),
    });
    expect(read.statusCode).toBe(200);
    expect(await lastRowDate(leaver.id)).toBe('2027-01-01');
  });
});
