import { DEFAULT_OVERTIME_SETTINGS, OVERTIME_MESSAGES } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { createUser } from '../../test/test-app.ts';
import {
  decideClaim,
  ownClaims,
  payslipOf,
  queueOf,
  turnOvertimeOn,
  workDay,
} from '../../test/overtime-fixtures.test-helper.ts';

/*
 * Overtime through the API (issue 45, docs/overtime.md): off on a fresh install; on, a late punch-out makes a
 * claim the person sees, their manager decides it through the approvals rule (fewer minutes with a reason),
 * nobody decides their own, and the approved minutes are paid on the month's payslip as an earning line.
 * Rita (gross ₹52,000: Basic ₹26,000 at 50%) reports to Mohan; the General shift is 09:00-18:00.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
});
afterAll(() => w.ctx.close());

describe('a fresh install', () => {
  it('answers the settings off and makes no claim from a late punch-out', async () => {
    const settings = await inject(w, w.anil, 'GET', '/api/admin/overtime-settings');
    expect(settings.json()).toEqual(DEFAULT_OVERTIME_SETTINGS);
    await workDay(w.ctx, w.xavier, '2026-11-16', '09:00', '22:00');
    expect(await ownClaims(w.ctx, w.xavier)).toEqual([]);
  });

  it('refuses settings out of range, naming the rule', async () => {
    const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
      ...DEFAULT_OVERTIME_SETTINGS,
      multiplier: 7,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OVERTIME_MESSAGES.multiplier);
  });
});

describe('overtime on, the manager flow', () => {
  beforeAll(() => turnOvertimeOn(w.ctx, w.anil));

  it('makes a 3-hour claim from a 21:00 punch-out; the manager approves 2 with a reason; the slip pays ₹500', async () => {
    const rita = await createUser(w.ctx, { name: 'Rita Two', baseSalaryPaise: 5_200_000 });
    await inject(w, w.hema, 'PUT', `/api/hr/employees/${rita.id}/placement`, { managerId: w.mohan.id });
    await workDay(w.ctx, rita, '2026-11-17', '09:00', '21:00');
    const [claim] = await ownClaims(w.ctx, rita);
    expect(claim).toMatchObject({
      date: '2026-11-17',
      workedMinutes: 720,
      shift: 'General',
      claimedMinutes: 180,
      status: 'Pending',
      deciderKind: 'manager',
      currentDecider: { id: w.mohan.id, name: 'Mohan Das' },
    });
    const queued = (await queueOf(w.ctx, w.mohan)).find((c) => c.id === claim!.id);
    expect(queued?.cap).toMatchObject({ state: 'IN', capHours: 50, usedHours: 3 });
    expect(await queueOf(w.ctx, w.xavier)).toEqual([]);

    expect((await decideClaim(w.ctx, rita, claim!.id, 'approve')).json()).toEqual({
      message: OVERTIME_MESSAGES.ownClaim,
      code: 'forbidden',
    });
    expect((await decideClaim(w.ctx, w.xavier, claim!.id, 'approve')).statusCode).toBe(403);
    const noReason = await decideClaim(w.ctx, w.mohan, claim!.id, 'approve', { minutes: 120 });
    expect(noReason.json()).toEqual({ message: OVERTIME_MESSAGES.reasonNeeded, code: 'invalid_input' });
    const tooMany = await decideClaim(w.ctx, w.mohan, claim!.id, 'approve', { minutes: 200, reason: 'x' });
    expect(tooMany.statusCode).toBe(400);

    const approved = await decideClaim(w.ctx, w.mohan, claim!.id, 'approve', {
      minutes: 120,
      reason: 'The last hour was not asked for',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      approvedMinutes: 120,
      reason: 'The last hour was not asked for',
      decidedBy: { id: w.mohan.id, name: 'Mohan Das' },
      payMonth: 'November 2026',
      hourlyRate: 125,
      amount: 500,
    });
    expect((await decideClaim(w.ctx, w.mohan, claim!.id, 'approve')).statusCode).toBe(409);

    w.ctx.clock.set('2026-12-01T04:30:00.000Z');
    const slip = await payslipOf(w.ctx, w.anil, rita, 'November 2026');
    expect(slip.breakdown?.earnings).toContainEqual({
      code: 'OVERTIME',
      name: 'Overtime (2 h)',
      amount: 500,
    });
  });

  it('pays the worked example: Basic + DA ₹26,000, 6 approved hours over 208 -> ₹1,500 on the payslip', async () => {
    const sam = await createUser(w.ctx, { name: 'Sam Iyer', baseSalaryPaise: 5_200_000 });
    await inject(w, w.hema, 'PUT', `/api/hr/employees/${sam.id}/placement`, { managerId: w.mohan.id });
    await workDay(w.ctx, sam, '2027-01-04', '09:00', '21:00');
    await workDay(w.ctx, sam, '2027-01-05', '09:00', '21:00');
    for (const claim of await ownClaims(w.ctx, sam))
      expect((await decideClaim(w.ctx, w.mohan, claim.id, 'approve')).json()).toMatchObject({ amount: 750 });
    w.ctx.clock.set('2027-02-01T04:30:00.000Z');
    const slip = await payslipOf(w.ctx, w.anil, sam, 'January 2027');
    expect(slip.breakdown?.earnings).toContainEqual({
      code: 'OVERTIME',
      name: 'Overtime (6 h)',
      amount: 1500,
    });
  });

  it('pays an approval made in a finalised month in the next open one', async () => {
    const tara = await createUser(w.ctx, { name: 'Tara Sen', baseSalaryPaise: 5_200_000 });
    await workDay(w.ctx, tara, '2027-03-10', '09:00', '20:00');
    w.ctx.clock.set('2027-04-01T04:30:00.000Z');
    await payslipOf(w.ctx, w.anil, tara, 'March 2027');
    w.ctx.clock.set('2027-03-31T10:00:00+05:30');
    const [claim] = await ownClaims(w.ctx, tara);
    const approved = await decideClaim(w.ctx, w.priya, claim!.id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'Approved', payMonth: 'April 2027', amount: 500 });
  });

  it('lets HR reject a claim with a reason; a rejection needs one', async () => {
    const uma = await createUser(w.ctx, { name: 'Uma Roy', baseSalaryPaise: 5_200_000 });
    await workDay(w.ctx, uma, '2027-05-04', '09:00', '19:30');
    const [claim] = await ownClaims(w.ctx, uma);
    expect((await decideClaim(w.ctx, w.priya, claim!.id, 'reject', { reason: ' ' })).statusCode).toBe(400);
    const res = await decideClaim(w.ctx, w.priya, claim!.id, 'reject', { reason: 'Not asked for' });
    expect(res.json()).toMatchObject({ status: 'Rejected', reason: 'Not asked for', amount: null });
  });
});
