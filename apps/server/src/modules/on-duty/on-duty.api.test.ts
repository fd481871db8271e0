import { DEFAULT_OVERTIME_SETTINGS, ON_DUTY_MESSAGES as M, type OnDutyRequest } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { approvalWorld, inject, setFlow, type World } from '../../test/approvals-world.ts';
import { payslipOf } from '../../test/overtime-fixtures.test-helper.ts';
import { onDutyCalls } from '../../test/on-duty-calls.test-helper.ts';
import { bearer, createUser, type TestUser } from '../../test/test-app.ts';

/*
 * On-duty and work from home through the API (issue 45, docs/overtime.md): off on a fresh install; on, a person
 * asks with a reason, their manager decides through the approvals rule, nobody decides their own, an approved
 * day is Present with the mode and the approver and the absentee run leaves it alone. Monthly limits, overlaps
 * and finalised payroll months are refused with the reason. The world: Friday 20 November 2026 in Kolkata,
 * Sunday off; Rita reports to Mohan, Xavier to Anil.
 */
let w: World;
beforeAll(async () => {
  w = await approvalWorld();
  await setFlow(w, 'manager');
});
afterAll(() => w.ctx.close());

const { ask } = onDutyCalls(() => w.ctx);

const decide = (user: TestUser, id: string, action: 'approve' | 'reject', payload: object = {}) =>
  w.ctx.app.inject({
    method: 'PUT',
    url: `/api/approvals/on-duty-requests/${id}/${action}`,
    headers: bearer(user),
    payload,
  });

const dayOf = async (userId: string, date: string) =>
  (
    await w.ctx.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, userId), eq(attendance.date, date)))
  )[0];

const ON = {
  onDutyEnabled: true,
  wfhEnabled: true,
  onDutyMonthlyLimit: null,
  wfhMonthlyLimit: 2,
  punchFromAnywhere: false,
};

describe('a fresh install', () => {
  it('answers the on-duty settings off and refuses a request, naming the mode', async () => {
    const settings = (await inject(w, w.anil, 'GET', '/api/admin/overtime-settings')).json();
    expect(settings.onDuty).toEqual(DEFAULT_OVERTIME_SETTINGS.onDuty);
    const res = await ask(w.rita, { mode: 'wfh', from: '2026-11-23', reason: 'Plumber visiting' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.off('wfh'));
    const modes = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/on-duty-modes`);
    expect(modes.json()).toEqual({ modes: [] });
  });
});

describe('turned on', () => {
  beforeAll(async () => {
    const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
      ...DEFAULT_OVERTIME_SETTINGS,
      onDuty: ON,
    });
    expect(res.statusCode, res.body).toBe(200);
    // An older client's body without the on-duty part leaves it as saved.
    const { onDuty: _drop, ...older } = DEFAULT_OVERTIME_SETTINGS;
    const again = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', older);
    expect(again.json().onDuty).toEqual(ON);
    const modes = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/on-duty-modes`);
    expect(modes.json()).toEqual({ modes: ['on-duty', 'wfh'] });
  });

  it('refuses a limit out of range, naming the rule', async () => {
    const res = await inject(w, w.anil, 'PUT', '/api/admin/overtime-settings', {
      ...DEFAULT_OVERTIME_SETTINGS,
      onDuty: { ...ON, wfhMonthlyLimit: 32 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A monthly limit is a whole number from 0 to 31.');
  });

  let wfh: OnDutyRequest;
  it("approved by the manager, a WFH day is Present with the mode and the 11:00 run doesn't mark it absent", async () => {
    const res = await ask(w.rita, { mode: 'wfh', from: '2026-11-23', reason: 'Plumber visiting' });
    expect(res.statusCode, res.body).toBe(201);
    wfh = res.json();
    expect(wfh).toMatchObject({
      mode: 'wfh',
      dates: ['2026-11-23'],
      status: 'Pending',
      currentDecider: { id: w.mohan.id, name: 'Mohan Das' },
    });
    const queue = await inject(w, w.mohan, 'GET', '/api/approvals/on-duty-requests');
    expect((queue.json() as OnDutyRequest[]).map((r) => r.id)).toEqual([wfh.id]);
    expect((await inject(w, w.xavier, 'GET', '/api/approvals/on-duty-requests')).json()).toEqual([]);

    expect((await decide(w.rita, wfh.id, 'approve')).json()).toEqual({
      message: M.ownRequest,
      code: 'forbidden',
    });
    expect((await decide(w.xavier, wfh.id, 'approve')).statusCode).toBe(403);
    const approved = await decide(w.mohan, wfh.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', decidedBy: { id: w.mohan.id } });
    expect((await decide(w.mohan, wfh.id, 'approve')).statusCode).toBe(409);

    w.ctx.clock.set('2026-11-23T11:00:00+05:30');
    const service = w.ctx.app.services.attendance;
    expect(await service.markAbsentees('2026-11-23')).toMatchObject({ ran: true });
    expect(await dayOf(w.rita.id, '2026-11-23')).toMatchObject({
      status: 'Present',
      workMode: 'wfh',
      markedBy: w.mohan.id,
      checkIn: null,
    });
    expect((await dayOf(w.xavier.id, '2026-11-23'))?.status).toBe('Absent');
    const own = await inject(w, w.rita, 'GET', `/api/employees/${w.rita.id}/attendance`);
    expect(own.json()).toContainEqual(
      expect.objectContaining({ date: '2026-11-23', status: 'Present', mode: 'wfh', checkIn: '--' }),
    );
    const audit = await w.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, wfh.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['on-duty.approve', 'on-duty.request']);
  });

  it('turns a past day the run marked Absent into Present (on-duty, decided by the Admin as manager)', async () => {
    const res = await ask(w.xavier, { mode: 'on-duty', from: '2026-11-23', reason: 'At the client in Pune' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await decide(w.anil, res.json().id, 'approve')).statusCode).toBe(200);
    expect(await dayOf(w.xavier.id, '2026-11-23')).toMatchObject({
      status: 'Present',
      workMode: 'on-duty',
      markedBy: w.anil.id,
    });
  });

  it('holds WFH to 2 days a month: the second day is allowed, the third refused naming the limit', async () => {
    const three = await ask(w.rita, { mode: 'wfh', from: '2026-11-24', to: '2026-11-25', reason: 'Unwell' });
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe(M.limit('wfh', 2, 'November 2026', 3));
    expect(three.json().message).toBe(
      'Work from home is limited to 2 days a month; November 2026 would have 3.',
    );
    expect((await ask(w.rita, { mode: 'wfh', from: '2026-11-24', reason: 'Unwell' })).statusCode).toBe(201);
    const third = await ask(w.rita, { mode: 'wfh', from: '2026-11-25', reason: 'Unwell' });
    expect(third.json().message).toBe(M.limit('wfh', 2, 'November 2026', 3));
    // A new month starts again; on-duty has no limit.
    expect((await ask(w.rita, { mode: 'wfh', from: '2026-12-01', reason: 'Unwell' })).statusCode).toBe(201);
    expect((await ask(w.rita, { mode: 'on-duty', from: '2026-11-25', reason: 'Client' })).statusCode).toBe(
      201,
    );
  });

  it('skips the weekly off inside the range and refuses an overlap', async () => {
    const res = await ask(w.mohan, {
      mode: 'on-duty',
      from: '2026-11-28',
      to: '2026-11-30',
      reason: 'Travel',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dates).toEqual(['2026-11-28', '2026-11-30']);
    const again = await ask(w.mohan, { mode: 'wfh', from: '2026-11-30', reason: 'Home' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.overlapsRequest('2026-11-30'));
    const sunday = await ask(w.mohan, { mode: 'wfh', from: '2026-11-29', reason: 'Home' });
    expect(sunday.json().message).toBe(M.noWorkingDay);
  });

  it('refuses bad dates and a missing reason (400, nothing written)', async () => {
    expect(
      (await ask(w.hema, { mode: 'wfh', from: '2026-11-25', to: '2026-11-24', reason: 'x' })).json(),
    ).toEqual({ message: M.dates, code: 'invalid_input' });
    expect((await ask(w.hema, { mode: 'wfh', from: '2026-11-25', reason: ' ' })).statusCode).toBe(400);
    expect((await inject(w, w.hema, 'GET', `/api/employees/${w.hema.id}/on-duty`)).json()).toEqual([]);
  });

  it('lets the manager reject with a reason; a rejected request frees its days', async () => {
    const res = await ask(w.rita, { mode: 'on-duty', from: '2026-12-02', reason: 'Client' });
    expect((await decide(w.mohan, res.json().id, 'reject', { reason: ' ' })).statusCode).toBe(400);
    const rejected = await decide(w.mohan, res.json().id, 'reject', { reason: 'Not needed' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected', decisionReason: 'Not needed' });
    expect((await ask(w.rita, { mode: 'on-duty', from: '2026-12-02', reason: 'Client' })).statusCode).toBe(
      201,
    );
  });

  it('refuses days of a finalised payroll month (409 with the reason)', async () => {
    const tara = await createUser(w.ctx, { name: 'Tara Sen', baseSalaryPaise: 5_200_000 });
    w.ctx.clock.set('2026-11-02T10:00:00+05:30');
    await payslipOf(w.ctx, w.anil, tara, 'October 2026');
    const res = await ask(tara, { mode: 'on-duty', from: '2026-10-14', reason: 'Client visit' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.locked('October 2026'));
    expect((await inject(w, tara, 'GET', `/api/employees/${tara.id}/on-duty`)).json()).toEqual([]);
  });
});
