import {
  DEFAULT_COMP_OFF_SETTINGS,
  DEFAULT_OVERTIME_SETTINGS,
  OVERTIME_MESSAGES,
  type CompOffBalance,
  type LeaveTypeInfo,
} from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { bearer, createUser } from '../../test/test-app.ts';
import { decideClaim, ownClaims, turnOvertimeOn } from '../../test/overtime-fixtures.test-helper.ts';
import { DeviceAttendance } from '../attendance/index.ts';
import { CompOffExpiryJob } from './comp-off.job.ts';

/*
 * Compensatory off through the API (issue 45, docs/overtime.md "Compensatory off"). Sunday is the weekly off;
 * Rita reports to Mohan. Off on a fresh install; on, a worked Sunday makes a comp-off claim (not an overtime
 * one), the manager's approval credits 1 day to "Comp Off" expiring 60 days on, the person applies for leave of
 * that type, a week before the rest expires they are reminded once, and after the expiry it lapses.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
});
afterAll(() => w.ctx.close());

/** A day on the biometric device (the web refuses punching on a weekly off): first and last punch, IST. */
async function deviceDay(user: World['rita'], date: string, from: string, to: string): Promise<void> {
  const { db, orgTime, workCalendar } = w.ctx.app.services.overtime.deps;
  const device = new DeviceAttendance({ db, orgTime, workCalendar, realtime: w.ctx.app.realtime });
  const at = (time: string) => new Date(`${date}T${time}:00+05:30`);
  w.ctx.clock.set(`${date}T${to}:00+05:30`);
  await device.apply([{ userId: user.id, date, punches: [at(from), at(to)] }]);
  await w.ctx.app.services.overtime.whenIdle();
}

const balanceOf = async (user: World['rita']): Promise<CompOffBalance> => {
  const res = await inject(w, user, 'GET', `/api/employees/${user.id}/comp-off`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CompOffBalance;
};

describe('a fresh install', () => {
  it('answers comp-off off, no comp-off type, and a worked Sunday makes no claim', async () => {
    const settings = await inject(w, w.anil, 'GET', '/api/admin/overtime-settings');
    expect(settings.json().compOff).toEqual(DEFAULT_COMP_OFF_SETTINGS);
    await deviceDay(w.xavier, '2026-11-01', '09:00', '17:00');
    expect(await ownClaims(w.ctx, w.xavier)).toEqual([]);
    const types = (await inject(w, w.anil, 'GET', '/api/leave-types')).json() as LeaveTypeInfo[];
    expect(types.some((t) => t.code === 'CO')).toBe(false);
  });

  it('refuses an expiry out of range, naming the rule', async () => {
    const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
      ...DEFAULT_OVERTIME_SETTINGS,
      compOff: { ...DEFAULT_COMP_OFF_SETTINGS, enabled: true, expiryDays: 400 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OVERTIME_MESSAGES.expiry);
  });
});

describe('comp-off on', () => {
  let rita: World['rita'];
  beforeAll(async () => {
    rita = await createUser(w.ctx, { name: 'Rita Comp' });
    await inject(w, w.hema, 'PUT', `/api/hr/employees/${rita.id}/placement`, { managerId: w.mohan.id });
    await turnOvertimeOn(w.ctx, w.anil, { compOff: { ...DEFAULT_COMP_OFF_SETTINGS, enabled: true } });
  });

  it('makes the Comp Off leave type', async () => {
    const types = (await inject(w, w.anil, 'GET', '/api/leave-types')).json() as LeaveTypeInfo[];
    expect(types.find((t) => t.code === 'CO')).toMatchObject({ name: 'Comp Off', paid: true });
  });

  it('credits a worked Sunday once the manager approves; expiry 60 days on; nobody decides their own', async () => {
    await deviceDay(rita, '2026-11-08', '09:00', '17:00');
    const [claim] = await ownClaims(w.ctx, rita);
    expect(claim).toMatchObject({
      kind: 'comp-off',
      compOffDays: 1,
      status: 'Pending',
      currentDecider: { id: w.mohan.id },
    });
    expect((await decideClaim(w.ctx, rita, claim!.id, 'approve')).statusCode).toBe(403);
    expect((await balanceOf(rita)).balance).toBe(0);
    const approved = await decideClaim(w.ctx, w.mohan, claim!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      compOffExpiresOn: '2027-01-07',
      amount: null,
    });
    expect(await balanceOf(rita)).toMatchObject({
      leaveType: 'Comp Off',
      credited: 1,
      used: 0,
      expired: 0,
      balance: 1,
      nextExpiry: { on: '2027-01-07', days: 1 },
    });
  });

  it('uses the credit by applying for Comp Off; a half day is left and lapses after the reminder', async () => {
    w.ctx.clock.set('2026-11-20T10:00:00+05:30');
    const apply = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${rita.id}/leaves`,
      headers: bearer(rita),
      payload: {
        type: 'Comp Off',
        startDate: '2026-11-24',
        endDate: '2026-11-24',
        halfDay: true,
        reason: 'Comp-off for the Sunday',
      },
    });
    expect(apply.statusCode, apply.body).toBe(201);
    const decided = await inject(
      w,
      w.mohan,
      'PUT',
      `/api/approvals/leave-requests/${apply.json()._id}/approve`,
      {},
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await balanceOf(rita)).toMatchObject({ used: 0.5, balance: 0.5 });

    const job = new CompOffExpiryJob({
      db: w.ctx.app.services.overtime.deps.db,
      orgTime: w.ctx.app.services.overtime.deps.orgTime,
      compOff: w.ctx.app.services.overtime.deps.compOff,
      notices: w.ctx.app.services.notifications,
    });
    expect(await job.sweep('2026-12-30')).toEqual({ lapsed: 0, reminded: 0 });
    expect(await job.sweep('2026-12-31')).toEqual({ lapsed: 0, reminded: 1 });
    expect(await job.sweep('2027-01-01')).toEqual({ lapsed: 0, reminded: 0 });
    const notes = await inject(w, rita, 'GET', `/api/employees/${rita.id}/notifications`);
    expect(JSON.stringify(notes.json())).toContain(OVERTIME_MESSAGES.compOffReminder(0.5, '07/01/2027'));

    w.ctx.clock.set('2027-01-08T10:00:00+05:30');
    expect(await job.sweep('2027-01-08')).toEqual({ lapsed: 1, reminded: 0 });
    expect(await job.sweep('2027-01-08')).toEqual({ lapsed: 0, reminded: 0 });
    const after = await balanceOf(rita);
    expect(after).toMatchObject({ credited: 1, used: 0.5, expired: 0.5, balance: 0, nextExpiry: null });
    expect(after.credited - after.used - after.expired).toBe(after.balance);
  });

  it('pays overtime instead for a chosen person: their worked Sunday makes an overtime claim', async () => {
    const sam = await createUser(w.ctx, { name: 'Sam Paid', baseSalaryPaise: 5_200_000 });
    await turnOvertimeOn(w.ctx, w.anil, {
      compOff: { ...DEFAULT_COMP_OFF_SETTINGS, enabled: true, payInsteadUserIds: [sam.id] },
    });
    await deviceDay(sam, '2027-01-10', '09:00', '21:00');
    const [claim] = await ownClaims(w.ctx, sam);
    expect(claim).toMatchObject({ claimedMinutes: 180 });
    expect(claim!.kind).toBeUndefined();
  });
});
