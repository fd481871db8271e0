import { DEFAULT_COMP_OFF_SETTINGS, DEFAULT_OVERTIME_SETTINGS, ON_DUTY_MESSAGES as M } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { decideClaim, ownClaims } from '../../test/overtime-fixtures.test-helper.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { createUser, type TestUser } from '../../test/test-app.ts';
import { DeviceAttendance } from '../attendance/index.ts';

/*
 * An approved on-duty day on a weekly off earns comp-off as punches on that day do (issue 45, docs/overtime.md
 * "On-duty days earn comp-off"). Friday 20 November 2026 in Kolkata, Sunday off; Rita reports to Mohan.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
});
afterAll(() => w.ctx.close());

const ON_DUTY = {
  onDutyEnabled: true,
  wfhEnabled: true,
  onDutyMonthlyLimit: null,
  wfhMonthlyLimit: null,
  punchFromAnywhere: false,
};

async function settings(compOff: boolean): Promise<void> {
  const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
    ...DEFAULT_OVERTIME_SETTINGS,
    compOff: { ...DEFAULT_COMP_OFF_SETTINGS, enabled: compOff },
    onDuty: ON_DUTY,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const { ask } = onDutyCalls(() => w.ctx);

/** Asks and has the manager approve; answers once the comp-off claims are written. */
async function approvedOnDuty(user: TestUser, manager: TestUser, payload: object): Promise<string> {
  const res = await ask(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const decided = await inject(w, manager, 'PUT', `/api/approvals/on-duty-requests/${id}/approve`, {});
  expect(decided.statusCode, decided.body).toBe(200);
  await w.ctx.app.services.overtime.whenIdle();
  return id;
}

describe('comp-off off', () => {
  it('refuses a request of only a weekly off, as before, and an on-duty day makes no claim', async () => {
    await settings(false);
    const sunday = await ask(w.rita, { mode: 'on-duty', from: '2026-11-22', reason: 'Client go-live' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toBe(M.noWorkingDay);
    await approvedOnDuty(w.xavier, w.anil, { mode: 'on-duty', from: '2026-11-23', reason: 'Client' });
    expect(await ownClaims(w.ctx, w.xavier)).toEqual([]);
  });
});

describe('comp-off on', () => {
  beforeAll(() => settings(true));

  it('takes a Sunday asked on its own, and its approval makes a 1-day comp-off claim that credits once approved', async () => {
    const request = await approvedOnDuty(w.rita, w.mohan, {
      mode: 'on-duty',
      from: '2026-11-22',
      reason: 'Client go-live',
    });
    const claims = await ownClaims(w.ctx, w.rita);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      date: '2026-11-22',
      kind: 'comp-off',
      compOffDays: 1,
      status: 'Pending',
      currentDecider: { id: w.mohan.id },
    });
    // Idempotent: the day announced again changes nothing.
    await w.ctx.app.services.overtime.recompute([w.rita.id], ['2026-11-22']);
    expect(await ownClaims(w.ctx, w.rita)).toEqual(claims);

    const approved = await decideClaim(w.ctx, w.mohan, claims[0]!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', compOffExpiresOn: '2027-01-21' });
    const book = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/comp-off`);
    expect(book.json()).toMatchObject({ credited: 1, balance: 1 });
    await w.ctx.app.services.overtime.recompute([w.rita.id], ['2026-11-22']);
    expect((await ownClaims(w.ctx, w.rita)).map((c) => c.status)).toEqual(['Approved']);

    // The credit is given: the approved request can no longer be cancelled, though its day has not come.
    const cancel = await inject(w, w.rita, 'PUT', `/api/employees/${w.rita.id}/on-duty/${request}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(M.creditApproved('22/11/2026'));
  });

  it('still skips the weekly off inside a range of working days (no claim for working days)', async () => {
    const res = await ask(w.rita, { mode: 'wfh', from: '2026-11-28', to: '2026-11-30', reason: 'Home' });
    expect(res.json().dates).toEqual(['2026-11-28', '2026-11-30']);
    const id = res.json().id as string;
    expect(
      (await inject(w, w.mohan, 'PUT', `/api/approvals/on-duty-requests/${id}/approve`, {})).statusCode,
    ).toBe(200);
    await w.ctx.app.services.overtime.whenIdle();
    expect((await ownClaims(w.ctx, w.rita)).map((c) => c.date)).toEqual(['2026-11-22']);
  });

  it('earns once for a Sunday both punched on the device and approved on duty: the whole day', async () => {
    const sam = await createUser(w.ctx, { name: 'Sam Field' });
    await inject(w, w.hema, 'PUT', `/api/hr/employees/${sam.id}/placement`, { managerId: w.mohan.id });
    const { db, orgTime, workCalendar } = w.ctx.app.services.overtime.deps;
    const device = new DeviceAttendance({ db, orgTime, workCalendar, realtime: w.ctx.app.realtime });
    const at = (time: string) => new Date(`2026-12-06T${time}:00+05:30`);
    await device.apply([{ userId: sam.id, date: '2026-12-06', punches: [at('09:00'), at('11:00')] }]);
    await w.ctx.app.services.overtime.whenIdle();
    expect(await ownClaims(w.ctx, sam)).toHaveLength(1);

    await approvedOnDuty(sam, w.mohan, { mode: 'on-duty', from: '2026-12-06', reason: 'Site visit' });
    const claims = await ownClaims(w.ctx, sam);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ date: '2026-12-06', kind: 'comp-off', compOffDays: 1 });
  });
});
